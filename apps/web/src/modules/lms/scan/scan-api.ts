import type {
  ScanAnswer,
  ScanLookupAnswer,
  ScanPayload,
  ScanRecordRow,
  ScanRecordSearchPayload,
  ScanType,
  SearchResult,
} from '@freightdesk/domain';
import { post } from '#web/shell/request/http.ts';

/**
 * The scanning API. Scans are quiet: the screen shows the result itself (colour, sound, last
 * scans) instead of the request layer's failure popup.
 */
export const scanApi = {
  scan: (type: ScanType, body: ScanPayload) => post<ScanAnswer>(`/lms/scan/${type}`, body, { quiet: true }),
  /** With the screen's type, an unknown number is refused (and recorded) by this one call. */
  lookup: (no: string, type: 'receive' | 'updateWeight') =>
    post<ScanLookupAnswer>('/lms/scanLookup', { no, type }, { quiet: true }),
  records: (body: ScanRecordSearchPayload) =>
    post<SearchResult<ScanRecordRow>>('/lms/scanRecord/search', body),
};

export const scanKeys = {
  records: (body: ScanRecordSearchPayload) => ['lmsScanRecord', 'search', body] as const,
};
