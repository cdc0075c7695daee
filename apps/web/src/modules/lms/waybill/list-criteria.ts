import type {
  WAYBILL_NUMBER_TYPES,
  WaybillFlag,
  WaybillSearchCriteria,
  WaybillStatus,
} from '@freightdesk/domain';
import dayjs from 'dayjs';
import type { DateRangeValue } from '#web/components/date-range/DateRangePicker.tsx';

/** The values of the waybill list's criteria form (what its URL keeps, see `WAYBILL_LIST_VIEW`). */
export type WaybillCriteriaValues = {
  /** Pasted numbers as typed (the URL keeps them comma-separated). */
  numbers?: string;
  numberType?: (typeof WAYBILL_NUMBER_TYPES)[number];
  status?: WaybillStatus[];
  customerId?: string;
  productId?: string;
  destination?: string;
  orderTime?: DateRangeValue;
  receiveTime?: DateRangeValue;
  sendTime?: DateRangeValue;
  flags?: WaybillFlag[];
};

export const WAYBILL_TIME_RANGES = ['orderTime', 'receiveTime', 'sendTime'] as const;

/** The numbers of a textarea as one list (new lines, spaces, commas, semicolons). */
export function numbersOf(text: string | undefined): string[] {
  return (text ?? '').split(/[\s,，;；]+/).filter(Boolean);
}

const OPEN_START = '1970-01-01';
const OPEN_END = '9999-12-31';

/** A day range as the server reads it: start of the first day to the end of the last (open sides widened). */
function timeRange(r: DateRangeValue | undefined): [string, string] | undefined {
  if (!r || (!r[0] && !r[1])) return undefined;
  return [
    dayjs(r[0] || OPEN_START)
      .startOf('day')
      .toISOString(),
    dayjs(r[1] || OPEN_END)
      .endOf('day')
      .toISOString(),
  ];
}

/** The search criteria of the form values (without the tab). */
export function toWaybillCriteria(values: WaybillCriteriaValues): Partial<WaybillSearchCriteria> {
  const c: Record<string, unknown> = {};
  const nos = numbersOf(values.numbers);
  if (nos.length) {
    c.numbers = nos.join('\n');
    c.numberType = values.numberType ?? 'any';
  }
  if (values.status?.length) c.status = values.status;
  if (values.customerId) c.customerId = values.customerId;
  if (values.productId) c.productId = values.productId;
  if (values.destination?.trim()) c.destination = values.destination.trim().toUpperCase();
  for (const key of WAYBILL_TIME_RANGES) {
    const range = timeRange(values[key]);
    if (range) c[key] = range;
  }
  if (values.flags?.length) c.flags = values.flags;
  return c as Partial<WaybillSearchCriteria>;
}
