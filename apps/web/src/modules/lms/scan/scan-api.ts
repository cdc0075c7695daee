import { SCAN_API, type ScanPayload, type ScanType } from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { type RecordFormValues, recordCriteria } from './scan-criteria.ts';

/**
 * The scanning API. Scans are quiet: the screen shows the result itself (colour, sound, last
 * scans) instead of the request layer's failure popup.
 */
export const scanApi = {
  scan: (type: ScanType, body: ScanPayload) => callEndpoint(SCAN_API.scan[type], body, { quiet: true }),
  /** With the screen's type, an unknown number is refused (and recorded) by this one call. */
  lookup: (no: string, type: 'receive' | 'updateWeight') =>
    callEndpoint(SCAN_API.lookup, { no, type }, { quiet: true }),
};

/** The scan records screen: its criteria in the URL, 20 rows a page. */
export const SCAN_RECORD_VIEW: ListView = {
  queryKey: ['lmsScanRecord'],
  url: SCAN_API.recordSearch.url,
  pageSize: 20,
  criteria: { type: 'text', no: 'text', user: 'text', result: 'text', createdAt: 'range' },
  toCriteria: (values) => recordCriteria(values as RecordFormValues),
};
