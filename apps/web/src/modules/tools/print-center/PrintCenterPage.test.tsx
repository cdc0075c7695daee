import { Permission } from '@freightdesk/domain';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { byTestId, prepareDom } from '#web/components/progress/jsdom-kit.tsx';
import { type Opened, openAt, settle } from '#web/components/resource/list-view-kit.tsx';
import { PrintCenterPage } from './PrintCenterPage.tsx';

/** The print centre keeps its task list's status tab and page in the URL: a reload shows the same. */

let opened: Opened;
beforeAll(prepareDom);
afterEach(async () => opened.unmount());

const counts = { all: 60, pending: 0, printing: 0, done: 10, failed: 50 };
const TASK = {
  id: 'task-1',
  type: 'label',
  billType: 200,
  format: 'pdf',
  status: 'done',
  waybillCount: 1,
  waybillNos: ['PD0001'],
  resultMessage: 'Labels of 1 parcels generated',
  fileId: 'file-1',
  fileName: 'labels-PD0001.pdf',
  progressId: 'job-1',
  printedByName: 'Tester',
  createdAt: '2026-11-28T08:00:00.000Z',
  printedAt: '2026-11-28T08:00:01.000Z',
};
const answer = (path: string) => {
  if (path.startsWith('tools/printCenter/search'))
    return { records: [TASK], total: 50, page: 2, size: 20, counts };
  if (path.startsWith('tools/printCenter/create')) return { ...TASK, status: 'pending' };
  if (path.startsWith('common/progress/detail'))
    return {
      progressId: 'job-1',
      status: 'done',
      done: 1,
      total: 1,
      message: null,
      result: { taskId: 'task-1' },
      error: null,
    };
  if (path.startsWith('tools/printCenter/download'))
    return new Response(new Blob(['%PDF-1.7']), {
      headers: { 'content-type': 'application/pdf', 'content-disposition': 'inline; filename="labels.pdf"' },
    });
  return [];
};

describe('PrintCenterPage', () => {
  it('lists the tasks of the status tab and page of the address it is opened at', async () => {
    opened = await openAt('/tools/print-center?tab=failed&page=2', <PrintCenterPage />, answer, {
      permissions: [Permission.printCenter],
    });
    expect(opened.posted('tools/printCenter/search').at(-1)).toEqual({ page: 2, size: 20, status: 'failed' });
    expect(byTestId('task-tab-failed')!.textContent).toBe('Failed (50)');
    expect(byTestId('task-bill-type-task-1')!.textContent).toBe('Parcel waybills');

    // another tab goes back to page 1; "all" sends no status and leaves the address bare
    await act(async () => byTestId('task-tab-all')!.click());
    await settle();
    expect(opened.search()).toBe('');
    expect(opened.posted('tools/printCenter/search').at(-1)).toEqual({ page: 1, size: 20 });
    // without the parcel print permission there is no choice of bill type: freight waybills only
    expect(byTestId('print-bill-type')).toBeNull();
  }, 30_000);
});
