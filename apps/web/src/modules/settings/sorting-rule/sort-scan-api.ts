import { SORTING_RULE_API, type SortScanAnswer } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The sort scan; quiet: the screen shows a refusal itself (large, in red). */
export const sortScan = (waybillNo: string): Promise<SortScanAnswer> =>
  callEndpoint(SORTING_RULE_API.sortScan, { waybillNo }, { quiet: true });
