import type { PackageSearchPayload } from '@freightdesk/domain';
import { dayRangeInstants } from '#web/modules/lms/scan/index.ts';

/** The package search form's values: package numbers (one per line) and the packing days. */
export type PackageFormValues = { numbers?: string; packageTime?: [string, string] };

/** The criteria sent to `lms/package/search`: blank numbers dropped, days as instants. */
export function packageCriteria(v: PackageFormValues): NonNullable<PackageSearchPayload['criteria']> {
  const out: NonNullable<PackageSearchPayload['criteria']> = {};
  if (v.numbers?.trim()) out.numbers = v.numbers.trim();
  const range = dayRangeInstants(v.packageTime);
  if (range) out.packageTime = range;
  return out;
}
