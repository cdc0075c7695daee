import { PAGE_SIZE, PARCEL_API, PARCEL_STATUSES, type ParcelSearchCriteria } from '@freightdesk/domain';
import dayjs from 'dayjs';
import type { ListView } from '#web/components/resource/list-view.ts';
import { parcelKeys } from './parcel-api.ts';

/** The tab of every parcel (no status sent; not written in the URL). */
export const ALL_TAB = 'all';

/** The values of the parcel list's criteria form (what its URL keeps). */
export type ParcelCriteriaValues = {
  numbers?: string;
  customerId?: string;
  countryCode?: string;
  hasLabelError?: number;
  manifested?: number;
  orderTime?: [string, string];
};

/** The numbers of a textarea as one list (new lines, spaces, commas, semicolons). */
export function numbersOf(text: string | undefined): string[] {
  return (text ?? '').split(/[\s,，;；]+/).filter(Boolean);
}

/** A day range as the server reads it: the start of the first day to the end of the last. */
function dayRange(r: [string, string] | undefined): [string, string] | undefined {
  if (!r || (!r[0] && !r[1])) return undefined;
  return [
    dayjs(r[0] || '1970-01-01')
      .startOf('day')
      .toISOString(),
    dayjs(r[1] || '9999-12-31')
      .endOf('day')
      .toISOString(),
  ];
}

/** The search criteria of the form values and the tab (a tab other than "all" is the status). */
export function toParcelCriteria(values: ParcelCriteriaValues, tab?: string | null) {
  const c: Record<string, unknown> = {};
  const nos = numbersOf(values.numbers);
  if (nos.length) c.nos = nos;
  if (values.customerId) c.customerId = values.customerId;
  if (values.countryCode?.trim()) c.countryCode = values.countryCode.trim().toUpperCase();
  if (values.hasLabelError === 1) c.hasLabelError = true;
  if (values.manifested === 1 || values.manifested === 0) c.manifested = values.manifested === 1;
  const range = dayRange(values.orderTime);
  if (range) c.orderTime = range;
  if (tab && tab !== ALL_TAB) c.status = tab;
  return c as Partial<ParcelSearchCriteria>;
}

/**
 * The parcel list, kept in the URL:
 * `?nos=PD1,PD2&customerId=…&countryCode=US&hasLabelError=1&manifested=0&orderTime=2026-01-01..2026-01-31&tab=made&page=2`.
 */
export const PARCEL_LIST_VIEW: ListView = {
  queryKey: parcelKeys.all,
  url: PARCEL_API.search.url,
  pageSize: PAGE_SIZE,
  criteria: {
    numbers: {
      kind: 'text',
      param: 'nos',
      codec: {
        read: (raw) => numbersOf(raw.join(',')).join('\n') || undefined,
        write: (v) => {
          const nos = numbersOf(typeof v === 'string' ? v : undefined);
          return nos.length ? [nos.join(',')] : [];
        },
      },
    },
    customerId: 'text',
    countryCode: {
      kind: 'text',
      codec: {
        read: ([raw]) => raw?.toUpperCase(),
        write: (v) => (typeof v === 'string' && v.trim() ? [v.trim().toUpperCase()] : []),
      },
    },
    hasLabelError: 'flag',
    manifested: 'flag',
    orderTime: 'range',
  },
  tabs: [ALL_TAB, ...PARCEL_STATUSES],
  toBody: (state) => ({ criteria: toParcelCriteria(state.values as ParcelCriteriaValues, state.tab) }),
};
