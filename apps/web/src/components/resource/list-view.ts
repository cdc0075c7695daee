import type { SearchValues, SortState } from './resource-types.ts';
import { PAGE_PARAM, SORT_PARAM } from './url-state.ts';

/**
 * A read-only list described once (the lists without an entity description: business log, scan
 * records, saved quotes, pick-up tasks, weight confirm, packages, documents, fee lists, print
 * tasks): where its page is fetched, the kind of each criterion (how
 * it is kept in the URL), its status tabs and sortable columns. `useListView` keeps criteria, page,
 * sort and tab in the URL like the entity lists do (`?no=FD1&createdAt=2024-01-01..2024-01-31&tab=wait&page=2`).
 */
export type ListView = {
  /** Query key the pages are cached under (a write elsewhere refreshes it by this prefix). */
  queryKey: readonly unknown[];
  /**
   * API path answering `{records, total}` to a POST of `{page, size, criteria, sort?, permissionScope?}`
   * (by the tab when the tabs are different lists, e.g. a fee list and its summary).
   */
  url: string | ((tab: string | null) => string);
  pageSize: number;
  /** Criterion key → kind (how it is kept in the URL), see `CriterionKind`. */
  criteria: Readonly<Record<string, CriterionKind>>;
  /** Status tabs, the first one shown when the URL names none. */
  tabs?: readonly string[];
  /** Columns the server sorts on. */
  sortable?: readonly string[];
  /** The body's `criteria` from the searched values and the tab (default: the values as they are). */
  toCriteria?: (values: SearchValues, tab: string | null) => Record<string, unknown>;
  /**
   * The body's fields besides `page`, `size` and `permissionScope`, for an API whose body is not
   * `{criteria, sort?}` (e.g. the tab beside the criteria, or no criteria object at all).
   */
  toBody?: (state: ListViewState) => Record<string, unknown>;
};

/** `text` (one value), `list` (several), `numbers` (several numbers), `range` (`[from, to]`). */
export type CriterionKind = 'text' | 'list' | 'numbers' | 'range';

/** What a list view keeps in the URL. */
export type ListViewState = {
  values: SearchValues;
  page: number;
  sort: SortState | null;
  tab: string | null;
};

export const TAB_PARAM = 'tab';
const RANGE_SEPARATOR = '..';

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

/** The view's state an URL holds (unknown criteria, tabs and sorts are ignored). */
export function readViewState(view: ListView, params: URLSearchParams): ListViewState {
  const values: SearchValues = {};
  for (const [key, kind] of Object.entries(view.criteria)) {
    const raw = params.getAll(key).map(text).filter(Boolean);
    if (!raw.length) continue;
    if (kind === 'list') values[key] = raw;
    else if (kind === 'numbers') {
      const numbers = raw.map(Number).filter(Number.isFinite);
      if (numbers.length) values[key] = numbers;
    } else if (kind === 'text') values[key] = raw[0];
    else {
      const [from = '', to = ''] = raw[0]!.split(RANGE_SEPARATOR);
      if (from.trim() || to.trim()) values[key] = [from.trim(), to.trim()];
    }
  }
  const page = Number(params.get(PAGE_PARAM));
  const sortRaw = params.get(SORT_PARAM) ?? '';
  const sortField = sortRaw.replace(/^-/, '');
  const tab = params.get(TAB_PARAM);
  return {
    values,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: view.sortable?.includes(sortField)
      ? { field: sortField, order: sortRaw.startsWith('-') ? 'desc' : 'asc' }
      : null,
    tab: view.tabs ? (tab && view.tabs.includes(tab) ? tab : (view.tabs[0] ?? null)) : null,
  };
}

/** The URL parameters of a view's state (blank values and defaults left out). */
export function writeViewState(view: ListView, state: ListViewState): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, kind] of Object.entries(view.criteria)) {
    const value = state.values[key];
    if (kind === 'range') {
      const [from, to] = Array.isArray(value) ? value.map(text) : [];
      if (from || to) params.set(key, `${from ?? ''}${RANGE_SEPARATOR}${to ?? ''}`);
      continue;
    }
    const list = (Array.isArray(value) ? value : [value]).map(text).filter(Boolean);
    for (const v of kind === 'text' ? list.slice(0, 1) : list) params.append(key, v);
  }
  if (state.tab && state.tab !== view.tabs?.[0]) params.set(TAB_PARAM, state.tab);
  if (state.sort) params.set(SORT_PARAM, `${state.sort.order === 'desc' ? '-' : ''}${state.sort.field}`);
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  return params;
}

/** The parameters of an URL a view does not keep (e.g. a drawer's deep link), left as they are. */
export function foreignParams(view: ListView, params: URLSearchParams): URLSearchParams {
  const own = new Set([...Object.keys(view.criteria), TAB_PARAM, SORT_PARAM, PAGE_PARAM]);
  return new URLSearchParams([...params].filter(([key]) => !own.has(key)));
}

/** The API path of a view's page on a tab. */
export const viewUrl = (view: ListView, tab: string | null): string =>
  typeof view.url === 'string' ? view.url : view.url(tab);

/** The searched values without blanks, texts trimmed (what the default `criteria` sends). */
export function trimmedValues(values: SearchValues): SearchValues {
  return Object.fromEntries(
    Object.entries(values).flatMap(([key, v]) => {
      if (Array.isArray(v)) return v.some((x) => text(x)) ? [[key, v]] : [];
      return text(v) ? [[key, typeof v === 'string' ? v.trim() : v]] : [];
    }),
  );
}
