/** The detain list's answers for the jsdom tests: one detained waybill, and the release. */
export const DETAINED_ID = '00000000-0000-4000-8000-0000000000d1';
export const detainedRow = {
  id: DETAINED_ID,
  waybillNo: 'FD2611000001',
  customerId: '00000000-0000-4000-8000-0000000000c1',
  customerCode: 'C0001',
  customerName: 'Bright Trading',
  status: 'received',
  detainTypes: ['operate'],
  detainReason: 'Re-measure the goods',
  detainTime: '2026-11-20T02:00:00.000Z',
  detainByName: 'Admin',
};
export const detainAnswer = (path: string) => {
  if (path.startsWith('lms/detain/search')) return { records: [detainedRow], total: 1, page: 1, size: 20 };
  if (path.startsWith('lms/detain/release')) return { done: 1 };
  return [];
};
