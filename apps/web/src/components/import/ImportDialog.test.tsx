import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { ImportDialog } from './ImportDialog.tsx';
import type { ImportApi } from './import-types.ts';

/** The import dialog follows its preview and confirmation jobs: a progress bar, then their results. */

type Detail = { status: string; done: number; total: number; result?: unknown; error?: string };
let details: Detail[] = [];
const progressAnswers = () =>
  serveApi(() => ({
    progressId: 'p1',
    message: null,
    fileName: null,
    result: null,
    error: null,
    ...details.shift()!,
  }));

const preview = { importId: 'i1', total: 2, existing: 1, rows: [], errors: [] };
const api = (): ImportApi => ({
  template: vi.fn(),
  preview: vi.fn(async () => ({ progressId: 'p1' })),
  confirm: vi.fn(async () => ({ progressId: 'p2' })),
});

let unmount: () => Promise<void>;
beforeAll(prepareDom);
beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout'] }));
afterEach(async () => {
  await unmount();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const text = () => document.body.textContent ?? '';

async function chooseFileAndCheck() {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  await act(async () => {
    Object.defineProperty(input, 'files', { configurable: true, value: [new File(['x'], 'countries.xlsx')] });
    input.dispatchEvent(new Event('change', { bubbles: true }));
  });
  await act(async () => byTestId('import-check')!.click());
}

describe('ImportDialog', () => {
  it('shows the preview job progress (rows done of total), then the preview', async () => {
    details = [
      { status: 'running', done: 500, total: 1200 },
      { status: 'done', done: 1200, total: 1200, result: preview },
    ];
    progressAnswers();
    const calls = api();
    unmount = await mount(
      <ImportDialog open title="Countries" api={calls} onClose={() => {}} onImported={() => {}} />,
    );
    await chooseFileAndCheck();
    expect(calls.preview).toHaveBeenCalledOnce();
    expect(byTestId('job-progress')).not.toBeNull();
    expect(text()).toContain('500 / 1200');
    await act(async () => vi.advanceTimersByTime(500));
    expect(byTestId('job-progress')).toBeNull();
    expect(byTestId('import-preview')?.textContent).toContain('2 rows read; 1 of them match existing data.');
  });

  it('opens the failure reason with the row errors of a failed confirmation', async () => {
    const errors = [{ row: 3, column: 'Two-letter code', message: 'Two-letter code already exists' }];
    details = [
      { status: 'done', done: 2, total: 2, result: preview },
      {
        status: 'failed',
        done: 0,
        total: 2,
        error: 'The import has 1 errors; nothing was written',
        result: { errors },
      },
    ];
    progressAnswers();
    const calls = api();
    const onImported = vi.fn();
    unmount = await mount(
      <ImportDialog open title="Countries" api={calls} onClose={() => {}} onImported={onImported} />,
    );
    await chooseFileAndCheck();
    await act(async () => byTestId('import-confirm')!.click());
    expect(calls.confirm).toHaveBeenCalledWith('i1', 1);
    expect(onImported).not.toHaveBeenCalled();
    // the failure-reason dialog mounts after the job answer settles (slower on a loaded machine)
    await vi.waitFor(() => expect(text()).toContain('Failure reason'));
    expect(text()).toContain('Two-letter code already exists');
  });
});
