import {
  PAGE_SIZE,
  WAYBILL_API,
  WAYBILL_FLAGS,
  WAYBILL_NUMBER_TYPES,
  WAYBILL_SORT_FIELDS,
  WAYBILL_STATUS_GROUPS,
  WAYBILL_STATUSES,
  WORK_ORDER_GROUP,
} from '@freightdesk/domain';
import dayjs from 'dayjs';
import type { CriterionCodec, ListView } from '#web/components/resource/list-view.ts';
import { numbersOf, toWaybillCriteria, type WaybillCriteriaValues } from './list-criteria.ts';
import { waybillKeys } from './waybill-api.ts';

/** The tab of every waybill (no `statusGroup` sent; not written in the URL). */
export const ALL_TAB = 'all';

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

/** Pasted numbers: one comma-separated URL value (`nos=FD1,FD2`), one per line in the form. */
const numbersCodec: CriterionCodec = {
  read: (raw) => numbersOf(raw.join(',')).join('\n') || undefined,
  write: (v) => {
    const nos = numbersOf(typeof v === 'string' ? v : undefined);
    return nos.length ? [nos.join(',')] : [];
  },
};

/** The number type; `any` (the default) is not written. */
const numberTypeCodec: CriterionCodec = {
  read: ([raw]) => WAYBILL_NUMBER_TYPES.find((t) => t === raw),
  write: (v) => (WAYBILL_NUMBER_TYPES.some((t) => t === v) && v !== 'any' ? [String(v)] : []),
};

/** A country code, upper-cased. */
const upperCodec: CriterionCodec = {
  read: ([raw]) => raw?.toUpperCase(),
  write: (v) => (text(v) ? [text(v).toUpperCase()] : []),
};

const RANGE_SEPARATOR = '..';
const day = (s: string) => (dayjs(s, 'YYYY-MM-DD', true).isValid() ? s : '');

/** A day range `2026-01-01..2026-01-31` (a side may be open); sides that are not days are dropped. */
const dayRangeCodec: CriterionCodec = {
  read: ([raw = '']) => {
    const [from = '', to = ''] = raw.split(RANGE_SEPARATOR).map((s) => day(s.trim()));
    return from || to ? [from, to] : undefined;
  },
  write: (v) => {
    const [from = '', to = ''] = Array.isArray(v) ? v.map(text) : [];
    return from || to ? [`${from}${RANGE_SEPARATOR}${to}`] : [];
  },
};

/** The body's criteria: the form's, with the tab's status group. */
export function waybillListCriteria(values: WaybillCriteriaValues, tab: string | null) {
  const criteria = toWaybillCriteria(values);
  return tab && tab !== ALL_TAB ? { ...criteria, statusGroup: tab } : criteria;
}

/**
 * The freight waybill list, shared and reloaded by its URL; the header search opens it with numbers:
 * `?nos=FD1,FD2&numberType=waybillNo&status=order&customerId=…&orderTime=2026-01-01..2026-01-31&flags=isDelay&tab=sent&sortBy=-orderTime&page=2`.
 * Its pages are cached under `waybillKeys.all`, so every waybill write refreshes them.
 */
export const WAYBILL_LIST_VIEW: ListView = {
  queryKey: waybillKeys.all,
  url: WAYBILL_API.search.url,
  pageSize: PAGE_SIZE,
  criteria: {
    numbers: { kind: 'text', param: 'nos', codec: numbersCodec },
    numberType: { kind: 'text', codec: numberTypeCodec },
    status: { kind: 'list', options: WAYBILL_STATUSES },
    customerId: 'text',
    productId: 'text',
    destination: { kind: 'text', codec: upperCodec },
    orderTime: { kind: 'range', codec: dayRangeCodec },
    receiveTime: { kind: 'range', codec: dayRangeCodec },
    sendTime: { kind: 'range', codec: dayRangeCodec },
    flags: { kind: 'list', options: WAYBILL_FLAGS },
  },
  tabs: [ALL_TAB, ...WAYBILL_STATUS_GROUPS.map((g) => g.key), WORK_ORDER_GROUP.key],
  sortable: WAYBILL_SORT_FIELDS,
  // the server's body always carries a sort list (empty: its default order)
  toBody: (state) => ({
    criteria: waybillListCriteria(state.values as WaybillCriteriaValues, state.tab),
    sort: state.sort ? [state.sort] : [],
  }),
};
