import { FeeStatus, type FeeStatusValue, type LmsFeeCriteriaInput } from '@freightdesk/domain';
import { dayRangeInstants } from '#web/modules/lms/scan/index.ts';

/**
 * Pure rules of the fee screens: the search form's values as the criteria the server takes, and
 * the colour of each fee status tag.
 */

/** Yes / no / either, as a select holds it. */
export type Tristate = 'yes' | 'no' | undefined;

/** The fee-list search form's values. */
export type FeeFormValues = {
  numbers?: string;
  numberType?: 'waybillNo' | 'customerNo';
  partyId?: string;
  subjectName?: string;
  status?: FeeStatusValue[];
  currency?: string;
  productId?: string;
  channelId?: string;
  destination?: string;
  isManual?: Tristate;
  hasCalError?: Tristate;
  isCheck?: Tristate;
  receiveTime?: [string, string];
  belongTime?: [string, string];
};

const flag = (v: Tristate) => (v === undefined ? undefined : v === 'yes');

/** The criteria sent to `fms/lmsFee/*`: blanks dropped, texts trimmed, days as instants. */
export function feeCriteria(v: FeeFormValues): Partial<LmsFeeCriteriaInput> {
  const out: Partial<LmsFeeCriteriaInput> = {};
  if (v.numbers?.trim()) {
    out.numbers = v.numbers.trim();
    out.numberType = v.numberType ?? 'waybillNo';
  }
  if (v.partyId) out.partyId = v.partyId;
  if (v.subjectName?.trim()) out.subjectName = v.subjectName.trim();
  if (v.status?.length) out.status = v.status;
  if (v.currency?.trim()) out.currency = v.currency.trim().toUpperCase();
  if (v.productId) out.productId = v.productId;
  if (v.channelId) out.channelId = v.channelId;
  if (v.destination?.trim()) out.destination = v.destination.trim().toUpperCase();
  for (const key of ['isManual', 'hasCalError', 'isCheck'] as const) {
    const value = flag(v[key]);
    if (value !== undefined) out[key] = value;
  }
  for (const key of ['receiveTime', 'belongTime'] as const) {
    const range = dayRangeInstants(v[key]);
    if (range) out[key] = range;
  }
  return out;
}

const STATUS_COLOURS: Record<FeeStatusValue, string> = {
  [FeeStatus.estimated]: 'default',
  [FeeStatus.confirmed]: 'processing',
  [FeeStatus.billed]: 'success',
  [FeeStatus.writtenOff]: 'purple',
};

/** The tag colour of a fee status. */
export const feeStatusColour = (status: FeeStatusValue): string => STATUS_COLOURS[status] ?? 'default';

/** Whether a fee row may change its check flag (not once written off). */
export const isCheckable = (row: { status: FeeStatusValue }): boolean => row.status !== FeeStatus.writtenOff;
