import {
  WAYBILL_FLAGS,
  WAYBILL_NUMBER_TYPES,
  WAYBILL_SORT_FIELDS,
  WAYBILL_STATUS_GROUPS,
  WAYBILL_STATUSES,
  type WaybillFlag,
  type WaybillSearchCriteria,
  type WaybillStatus,
  WORK_ORDER_GROUP,
} from '@freightdesk/domain';
import dayjs from 'dayjs';
import type { DateRangeValue } from '#web/components/date-range/DateRangePicker.tsx';
import type { WaybillSearchBody, WaybillSort } from './waybill-api.ts';

/**
 * The waybill list's criteria, tab, page and sort kept in the URL (like the shared list page), so a
 * list can be shared and reloaded and the header search can open it with numbers:
 * `?nos=FD1,FD2&numberType=waybillNo&status=order&customerId=…&orderTime=2026-01-01..2026-01-31&flags=isDelay&tab=sent&sortBy=-orderTime&page=2`.
 */

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

export type WaybillListState = {
  values: WaybillCriteriaValues;
  /** Status-group tab key (`workOrder` included); undefined is "all". */
  tab?: string;
  page: number;
  sort: WaybillSort | null;
};

export const NUMBERS_PARAM = 'nos';
const RANGES = ['orderTime', 'receiveTime', 'sendTime'] as const;
const TAB_KEYS: readonly string[] = [...WAYBILL_STATUS_GROUPS.map((g) => g.key), WORK_ORDER_GROUP.key];
const SEP = '..';

const oneOf = <T extends string>(list: readonly T[], v: string | null): T | undefined =>
  v !== null && (list as readonly string[]).includes(v) ? (v as T) : undefined;

function readRange(raw: string | null): DateRangeValue | undefined {
  if (!raw) return undefined;
  const [from = '', to = ''] = raw.split(SEP).map((s) => s.trim());
  const day = (s: string) => (dayjs(s, 'YYYY-MM-DD', true).isValid() ? s : '');
  const range: DateRangeValue = [day(from), day(to)];
  return range[0] || range[1] ? range : undefined;
}

function readSort(raw: string | null): WaybillSort | null {
  if (!raw) return null;
  const desc = raw.startsWith('-');
  const field = oneOf(WAYBILL_SORT_FIELDS, desc ? raw.slice(1) : raw);
  return field ? { field, order: desc ? 'desc' : 'asc' } : null;
}

const trimmed = (v: string | null | undefined) => v?.trim() || undefined;

/** The list state an URL holds; unknown or invalid values are ignored. */
export function readWaybillListState(params: URLSearchParams): WaybillListState {
  const values: WaybillCriteriaValues = {
    numbers: trimmed(params.get(NUMBERS_PARAM)?.split(',').join('\n')),
    numberType: oneOf(WAYBILL_NUMBER_TYPES, params.get('numberType')),
    status: params
      .getAll('status')
      .filter((s): s is WaybillStatus => oneOf(WAYBILL_STATUSES, s) !== undefined),
    customerId: trimmed(params.get('customerId')),
    productId: trimmed(params.get('productId')),
    destination: trimmed(params.get('destination'))?.toUpperCase(),
    flags: params.getAll('flags').filter((f): f is WaybillFlag => oneOf(WAYBILL_FLAGS, f) !== undefined),
  };
  for (const key of RANGES) values[key] = readRange(params.get(key));
  const clean = Object.fromEntries(
    Object.entries(values).filter(([, v]) => v !== undefined && !(Array.isArray(v) && v.length === 0)),
  ) as WaybillCriteriaValues;
  const page = Number(params.get('page'));
  return {
    values: clean,
    tab: oneOf(TAB_KEYS, params.get('tab')),
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: readSort(params.get('sortBy')),
  };
}

/** What Reset leaves of a list state: no criteria, the "all" tab, page 1; the chosen sort stays. */
export function resetWaybillListState(state: WaybillListState): WaybillListState {
  return { values: {}, tab: undefined, page: 1, sort: state.sort };
}

/** The numbers of a textarea as one list (new lines, spaces, commas, semicolons). */
export function numbersOf(text: string | undefined): string[] {
  return (text ?? '').split(/[\s,，;；]+/).filter(Boolean);
}

/** The URL parameters of a list state (empty values and defaults left out). */
export function writeWaybillListState(state: WaybillListState): URLSearchParams {
  const p = new URLSearchParams();
  const v = state.values;
  const nos = numbersOf(v.numbers);
  if (nos.length) p.set(NUMBERS_PARAM, nos.join(','));
  if (v.numberType && v.numberType !== 'any') p.set('numberType', v.numberType);
  for (const s of v.status ?? []) p.append('status', s);
  if (v.customerId) p.set('customerId', v.customerId);
  if (v.productId) p.set('productId', v.productId);
  if (v.destination?.trim()) p.set('destination', v.destination.trim().toUpperCase());
  for (const key of RANGES) {
    const r = v[key];
    if (r && (r[0] || r[1])) p.set(key, `${r[0] ?? ''}${SEP}${r[1] ?? ''}`);
  }
  for (const f of v.flags ?? []) p.append('flags', f);
  if (state.tab) p.set('tab', state.tab);
  if (state.sort) p.set('sortBy', `${state.sort.order === 'desc' ? '-' : ''}${state.sort.field}`);
  if (state.page > 1) p.set('page', String(state.page));
  return p;
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
  for (const key of RANGES) {
    const range = timeRange(values[key]);
    if (range) c[key] = range;
  }
  if (values.flags?.length) c.flags = values.flags;
  return c as Partial<WaybillSearchCriteria>;
}

/** The search body of a list state: criteria with the tab's status group, page of `size`, sort. */
export function toWaybillSearchBody(state: WaybillListState, size: number): WaybillSearchBody {
  const criteria = toWaybillCriteria(state.values);
  return {
    page: state.page,
    size,
    criteria: state.tab ? { ...criteria, statusGroup: state.tab } : criteria,
    sort: state.sort ? [state.sort] : [],
  };
}
