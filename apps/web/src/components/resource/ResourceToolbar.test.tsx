import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { byTestId, mount, prepareDom, serveApi } from '#web/components/progress/jsdom-kit.tsx';
import { ResourceToolbar } from './ResourceToolbar.tsx';
import { entityApi } from './resource-api.ts';
import { sampleEntity } from './test-entity.ts';

/** The export button runs an export job: a progress dialog while it runs, then the file is saved. */

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
let calls: string[] = [];
let polls: { status: string; done: number; total: number }[] = [];
let saved: string[] = [];

let unmount: () => Promise<void>;
beforeAll(prepareDom);
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout'] });
  calls = [];
  saved = [];
  URL.createObjectURL = () => 'blob:export';
  URL.revokeObjectURL = () => {};
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  serveApi((path) => {
    calls.push(path.split('?')[0]!);
    if (path.startsWith('test/sample/export')) return { progressId: 'e1' };
    if (path.startsWith('common/progress/detail'))
      return {
        progressId: 'e1',
        message: null,
        result: null,
        error: null,
        fileName: 'Sample.xlsx',
        ...polls.shift()!,
      };
    return new Response(new Uint8Array([80, 75, 3, 4]), {
      headers: { 'content-type': XLSX, 'content-disposition': 'attachment; filename="Sample-1.xlsx"' },
    });
  });
});
afterEach(async () => {
  await unmount();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('ResourceToolbar export', () => {
  it('follows the export job with a progress bar, then downloads its file', async () => {
    polls = [
      { status: 'running', done: 1000, total: 4000 },
      { status: 'done', done: 4000, total: 4000 },
    ];
    const noop = () => {};
    unmount = await mount(
      <ResourceToolbar
        api={entityApi(sampleEntity, 'en-US')}
        lang="en-US"
        selected={[]}
        allowed={(action) => action === 'export'}
        extra={[]}
        exportBody={{ criteria: { keyword: 'x' }, sort: [] }}
        onCreate={noop}
        onEdit={noop}
        onCopy={noop}
        onImport={noop}
        onColumns={noop}
        reload={async () => {}}
      />,
    );
    await act(async () => byTestId('resource-export')!.click());
    expect(byTestId('job-progress')?.textContent).toContain('1000 / 4000');
    expect(document.body.textContent).toContain('Exporting');
    await act(async () => vi.advanceTimersByTime(500));
    expect(calls).toEqual([
      'test/sample/export',
      'common/progress/detail',
      'common/progress/detail',
      'common/progress/download',
    ]);
    expect(saved).toEqual(['Sample-1.xlsx']);
  });
});
