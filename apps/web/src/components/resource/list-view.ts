import type { SearchResult } from '@freightdesk/domain';
import type { SearchValues, SortState } from './resource-types.ts';

/**
 * A list described once: where its page is fetched, the kind of each criterion (how it is kept in
 * the URL), its tabs and sortable columns. The read-only lists without an entity description (business
 * log, scan records, saved quotes, pick-up tasks, weight confirm, packages, documents, fee lists, print
 * tasks, price tables, the waybill list) are written as one; an entity screen's is derived from its description
 * (`entityListView`). `useListView` keeps criteria, page, sort and tab in the URL
 * (`?no=FD1&createdAt=2024-01-01..2024-01-31&tab=wait&sortBy=-createdAt&page=2`).
 */
export type ListView = ListViewSource & {
  /** Query key the pages are cached under (a write elsewhere refreshes it by this prefix). */
  queryKey: readonly unknown[];
  pageSize: number;
  /** Criterion key → how it is kept in the URL, see `Criterion`. */
  criteria: Readonly<Record<string, Criterion>>;
  /** Tabs, the first one shown when the URL names none. */
  tabs?: readonly string[];
  /** How the tab is written (default: `tab=<tab>`); the entity lists' status is `enabled=1|0`. */
  tabParam?: { name: string; codes?: Readonly<Record<string, string>> };
  /** Columns the server sorts on. */
  sortable?: readonly string[];
  /** The body's `criteria` from the searched values and the tab (default: the values as they are). */
  toCriteria?: (values: SearchValues, tab: string | null) => Record<string, unknown>;
  /**
   * The body's fields besides `page`, `size` and `permissionScope`, for an API whose body is not
   * `{criteria, sort?}` (e.g. the tab beside the criteria, or no criteria object at all).
   */
  toBody?: (state: ListViewState) => Record<string, unknown>;
  /**
   * `drop`: a new state replaces the whole query string (an entity list drops its `selected` row);
   * default `keep`: parameters the view does not own (a drawer's deep link) stay.
   */
  otherParams?: 'keep' | 'drop';
};

/** Fetches a page from the body the view builds. */
export type ListViewLoader = (body: Record<string, unknown>) => Promise<SearchResult<unknown>>;

/** Where a view's pages come from: the POST to `url`, or `load` (then `url` is optional). */
type ListViewSource =
  | {
      /**
       * API path answering `{records, total}` to a POST of `{page, size, criteria, sort?, permissionScope?}`
       * (by the tab when the tabs are different lists, e.g. a fee list and its summary).
       */
      url: string | ((tab: string | null) => string);
      /** Fetches a page in place of the POST to `url` (a whole list searched in the browser). */
      load?: ListViewLoader;
    }
  | { url?: undefined; load: ListViewLoader };

/** `text` (one value), `list` (several), `numbers` (several numbers), `range` (`[from, to]`), `flag` (`1`/`0`). */
export type CriterionKind = 'text' | 'list' | 'numbers' | 'range' | 'flag';

/**
 * A kind, or a kind with: `options` its values must be one of (an enum: read back as the option's
 * value); `param`, the URL parameter's name when it is not the key; `codec`, its own URL form in
 * place of the kind's.
 */
export type Criterion =
  | CriterionKind
  | {
      kind: CriterionKind;
      options?: readonly (string | number)[];
      param?: string;
      codec?: CriterionCodec;
    };

/** A criterion's own URL form: the value of its (trimmed, non-blank) URL values, and back. */
export type CriterionCodec = {
  /** Undefined when no value is valid. */
  read: (raw: string[]) => unknown;
  /** None when blank. */
  write: (value: unknown) => string[];
};

/** What a list view keeps in the URL. */
export type ListViewState = {
  values: SearchValues;
  page: number;
  sort: SortState | null;
  tab: string | null;
};

export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sortBy';
export const TAB_PARAM = 'tab';
const RANGE_SEPARATOR = '..';

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());
const kindOf = (c: Criterion): CriterionKind => (typeof c === 'string' ? c : c.kind);
const paramOf = (key: string, c: Criterion): string => (typeof c === 'string' ? key : (c.param ?? key));

/** URL values read as a criterion's value; undefined when none is valid. */
function readCriterion(criterion: Criterion, raw: string[]): unknown {
  if (typeof criterion !== 'string' && criterion.codec) return criterion.codec.read(raw);
  const kind = kindOf(criterion);
  if (kind === 'range') {
    const [from = '', to = ''] = raw[0]!.split(RANGE_SEPARATOR);
    return from.trim() || to.trim() ? [from.trim(), to.trim()] : undefined;
  }
  if (kind === 'flag') return raw[0] === '1' ? 1 : raw[0] === '0' ? 0 : undefined;
  const options = typeof criterion === 'string' ? null : (criterion.options ?? null);
  const valid = raw
    .map((r) => (kind === 'numbers' ? Number(r) : options ? options.find((o) => String(o) === r) : r))
    .filter((v) => v !== undefined && (typeof v !== 'number' || Number.isFinite(v)));
  if (!valid.length) return undefined;
  return kind === 'text' ? valid[0] : valid;
}

/** A criterion's value written as URL values (none when blank). */
function writeCriterion(criterion: Criterion, value: unknown): string[] {
  if (typeof criterion !== 'string' && criterion.codec) return criterion.codec.write(value);
  const kind = kindOf(criterion);
  if (kind === 'range') {
    const [from, to] = Array.isArray(value) ? value.map(text) : [];
    return from || to ? [`${from ?? ''}${RANGE_SEPARATOR}${to ?? ''}`] : [];
  }
  if (kind === 'flag') {
    if (value === 1 || value === true) return ['1'];
    return value === 0 || value === false ? ['0'] : [];
  }
  const list = (Array.isArray(value) ? value : [value]).map(text).filter(Boolean);
  return kind === 'text' ? list.slice(0, 1) : list;
}

const tabName = (view: ListView) => view.tabParam?.name ?? TAB_PARAM;
const tabCode = (view: ListView, tab: string) => view.tabParam?.codes?.[tab] ?? tab;

/** The view's state an URL holds (unknown criteria, tabs and sorts are ignored). */
export function readViewState(view: ListView, params: URLSearchParams): ListViewState {
  const values: SearchValues = {};
  for (const [key, criterion] of Object.entries(view.criteria)) {
    const raw = params.getAll(paramOf(key, criterion)).map(text).filter(Boolean);
    const value = raw.length ? readCriterion(criterion, raw) : undefined;
    if (value !== undefined) values[key] = value;
  }
  const page = Number(params.get(PAGE_PARAM));
  const sortRaw = params.get(SORT_PARAM) ?? '';
  const sortField = sortRaw.replace(/^-/, '');
  const code = params.get(tabName(view));
  const tab = view.tabs?.find((t) => code !== null && tabCode(view, t) === code);
  return {
    values,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: view.sortable?.includes(sortField)
      ? { field: sortField, order: sortRaw.startsWith('-') ? 'desc' : 'asc' }
      : null,
    tab: view.tabs ? (tab ?? view.tabs[0] ?? null) : null,
  };
}

/** The URL parameters of a view's state (blank values and defaults left out). */
export function writeViewState(view: ListView, state: ListViewState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, criterion] of Object.entries(view.criteria)) {
    const name = paramOf(key, criterion);
    for (const v of writeCriterion(criterion, state.values[key])) params.append(name, v);
  }
  if (state.tab && state.tab !== view.tabs?.[0]) params.set(tabName(view), tabCode(view, state.tab));
  if (state.sort) params.set(SORT_PARAM, `${state.sort.order === 'desc' ? '-' : ''}${state.sort.field}`);
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  return params;
}

/** The parameters of an URL a view does not keep (e.g. a drawer's deep link), left as they are. */
export function foreignParams(view: ListView, params: URLSearchParams): URLSearchParams {
  const names = Object.entries(view.criteria).map(([key, c]) => paramOf(key, c));
  const own = new Set([...names, tabName(view), SORT_PARAM, PAGE_PARAM]);
  return new URLSearchParams([...params].filter(([key]) => !own.has(key)));
}

/** The API path of a view's page on a tab (none for a view that only loads). */
export const viewUrl = (view: ListView, tab: string | null): string =>
  typeof view.url === 'function' ? view.url(tab) : (view.url ?? '');

/** The searched values without blanks, texts trimmed (what the default `criteria` sends). */
export function trimmedValues(values: SearchValues): SearchValues {
  return Object.fromEntries(
    Object.entries(values).flatMap(([key, v]) => {
      if (Array.isArray(v)) return v.some((x) => text(x)) ? [[key, v]] : [];
      return text(v) ? [[key, typeof v === 'string' ? v.trim() : v]] : [];
    }),
  );
}
