/** The print centre's answers in its jsdom tests: one done parcel label task, its job and its PDF. */

export const counts = { all: 60, pending: 0, printing: 0, done: 10, failed: 50 };
export const TASK = {
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
export const answer = (path: string) => {
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
