import type { FeeStatusValue, PdsFeeCriteriaInput } from '@freightdesk/domain';
import { dayRangeInstants } from '#web/modules/lms/scan/index.ts';

/** The parcel fee list's search form values (as the URL keeps them). */
export type PdsFeeFormValues = {
  numbers?: string;
  customerId?: string;
  status?: FeeStatusValue[];
  currency?: string;
  productId?: string;
  belongTime?: [string, string];
};

/** The criteria sent to `fms/pdsFee/*`: blanks dropped, texts trimmed, days as instants. */
export function pdsFeeCriteria(v: PdsFeeFormValues): Partial<PdsFeeCriteriaInput> {
  const out: Partial<PdsFeeCriteriaInput> = {};
  if (v.numbers?.trim()) out.numbers = v.numbers.trim();
  if (v.customerId) out.customerId = v.customerId;
  if (v.status?.length) out.status = v.status;
  if (v.currency?.trim()) out.currency = v.currency.trim().toUpperCase();
  if (v.productId) out.productId = v.productId;
  const belongTime = dayRangeInstants(v.belongTime);
  if (belongTime) out.belongTime = belongTime;
  return out;
}
