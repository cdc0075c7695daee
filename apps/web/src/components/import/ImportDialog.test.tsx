import { App } from 'antd';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '#web/shell/i18n/i18n.ts';
import { resetCrypto, setRequestUi } from '#web/shell/request/http.ts';
import { ImportDialog } from './ImportDialog.tsx';
import type { ImportApi } from './import-types.ts';

/** The import dialog follows its preview job: a progress bar while it runs, then the preview. */

type Detail = { status: string; done: number; total: number; result?: unknown; error?: string };
let details: Detail[] = [];

function serveProgress() {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const data = url.startsWith('/api/common/tenant/currentConfig')
        ? { encryption: false }
        : { progressId: 'p1', message: null, fileName: null, result: null, error: null, ...details.shift()! };
      return new Response(JSON.stringify({ code: 0, msg: '', data }), {
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
}

const preview = {
  importId: 'i1',
  total: 2,
  existing: 1,
  rows: [],
  errors: [],
};

let root: Root;
let host: HTMLDivElement;
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  initI18n('en-US');
  // jsdom lacks what antd's table and responsive hooks observe
  Object.defineProperty(globalThis, 'ResizeObserver', {
    configurable: true,
    value: class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  });
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: () => ({
      matches: false,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
    }),
  });
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  resetCrypto();
  setRequestUi({ notify: vi.fn(), alert: vi.fn(), confirm: vi.fn(async () => true), loginExpired: vi.fn() });
  host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
});
afterEach(async () => {
  await act(async () => root.unmount());
  host.remove();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const text = () => document.body.textContent ?? '';
const byTestId = (id: string) => document.querySelector<HTMLElement>(`[data-testid="${id}"]`);

async function chooseFileAndCheck() {
  const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
  const file = new File(['x'], 'countries.xlsx');
  await act(async () => {
    Object.defineProperty(input, 'files', { configurable: true, value: [file] });
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
    serveProgress();
    const api: ImportApi = {
      template: vi.fn(),
      preview: vi.fn(async () => ({ progressId: 'p1' })),
      confirm: vi.fn(async () => ({ progressId: 'p2' })),
    };
    await act(async () =>
      root.render(
        <App>
          <ImportDialog open title="Countries" api={api} onClose={() => {}} onImported={() => {}} />
        </App>,
      ),
    );
    await chooseFileAndCheck();
    expect(api.preview).toHaveBeenCalledOnce();
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
    serveProgress();
    const onImported = vi.fn();
    const api: ImportApi = {
      template: vi.fn(),
      preview: vi.fn(async () => ({ progressId: 'p1' })),
      confirm: vi.fn(async () => ({ progressId: 'p2' })),
    };
    await act(async () =>
      root.render(
        <App>
          <ImportDialog open title="Countries" api={api} onClose={() => {}} onImported={onImported} />
        </App>,
      ),
    );
    await chooseFileAndCheck();
    await act(async () => byTestId('import-confirm')!.click());
    expect(api.confirm).toHaveBeenCalledWith('i1', 1);
    expect(onImported).not.toHaveBeenCalled();
    expect(text()).toContain('Failure reason');
    expect(text()).toContain('Two-letter code already exists');
  });
});
