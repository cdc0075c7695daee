import type { ScanRecordSearchPayload, ScanResult, ScanType } from '@freightdesk/domain';

/**
 * A day range (`YYYY-MM-DD`, either side may be empty) as the instants the server takes: from the
 * start of the first day to the end of the last; an open side reaches far into the past / future.
 */
export function dayRangeInstants(range: readonly [string, string] | undefined): [string, string] | undefined {
  if (!range || (!range[0] && !range[1])) return undefined;
  const from = range[0] ? new Date(`${range[0]}T00:00:00`) : new Date(0);
  const to = range[1] ? new Date(`${range[1]}T23:59:59.999`) : new Date('9999-12-31T23:59:59.999Z');
  return [from.toISOString(), to.toISOString()];
}

/** The scan-record search form's values. */
export type RecordFormValues = {
  type?: ScanType;
  no?: string;
  user?: string;
  createdAt?: [string, string];
  result?: ScanResult;
};

/** The criteria sent to `lms/scanRecord/search`: blanks dropped, texts trimmed, days as instants. */
export function recordCriteria(v: RecordFormValues): NonNullable<ScanRecordSearchPayload['criteria']> {
  const out: NonNullable<ScanRecordSearchPayload['criteria']> = {};
  if (v.type) out.type = v.type;
  if (v.no?.trim()) out.no = v.no.trim();
  if (v.user?.trim()) out.user = v.user.trim();
  if (v.result) out.result = v.result;
  const range = dayRangeInstants(v.createdAt);
  if (range) out.createdAt = range;
  return out;
}
