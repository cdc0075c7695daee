/** The waiting channel route list's answers for the jsdom tests: one waiting waybill, and route again. */
export const WAITING_ID = '00000000-0000-4000-8000-0000000000e1';
export const waitingRow = {
  id: WAITING_ID,
  waybillNo: 'FD2611000009',
  customerCode: 'C0001',
  customerName: 'Bright Trading',
  status: 'waitChannelRoute',
  orderTime: '2026-11-20T02:00:00.000Z',
  routeFailure: 'Channel route By hand routes by hand',
};
export const waitingAnswer = (path: string) => {
  if (path.startsWith('lms/waybill/search')) return { records: [waitingRow], total: 1, page: 1, size: 20 };
  if (path.startsWith('lms/waybill/reroute')) return { routed: 1, failed: [] };
  return [];
};
