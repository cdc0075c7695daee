import type { EntityDef, FieldDef } from '@freightdesk/domain';
import dayjs from 'dayjs';
import type { ListState, SearchValues, SortState, StatusTab } from './resource-types.ts';

/**
 * A list's filters, page, sort and status tab kept in the URL (DESIGN.md §8), so a list can be
 * shared and reloaded: `?keyword=zz&continent=EU&isEu=1&createdAt=2024-01-01..2024-01-31&agentTypes=head&agentTypes=customs&enabled=1&sortBy=-code&page=2`.
 * Ranges are `from..to` (either side may be empty), yes/no is `1`/`0`, lists repeat the key,
 * `sortBy` is a field, descending with a leading `-`.
 */

export const KEYWORD_PARAM = 'keyword';
export const PAGE_PARAM = 'page';
export const SORT_PARAM = 'sortBy';
export const STATUS_PARAM = 'enabled';
const RANGE_SEPARATOR = '..';

type Entry = readonly [string, FieldDef];

/** Whether the entity has the enabled flag (its `enable` action). */
export function isEnableable(entity: Pick<EntityDef, 'actions'>): boolean {
  return entity.actions.includes('enable');
}

/** Fields searched through the shared keyword box. */
export function keywordFields(entity: Pick<EntityDef, 'fields'>): Entry[] {
  return Object.entries(entity.fields).filter(([, f]) => f.search === 'keyword');
}

/** Fields with a search control of their own, in description order. */
export function searchFields(entity: Pick<EntityDef, 'fields'>): Entry[] {
  return Object.entries(entity.fields).filter(([, f]) => f.search && f.search !== 'keyword');
}

/** Whether a list column sorts on the server: `sortable` when given, else every plain-valued field. */
export function isSortable(entity: Pick<EntityDef, 'fields'>, key: string): boolean {
  const f = entity.fields[key];
  if (f?.sortable !== undefined) return f.sortable;
  if (key === 'createdAt' || key === 'updatedAt') return true;
  if (!f) return false;
  return f.type !== 'json' && f.type !== 'ref' && f.type !== 'textList' && !('multiple' in f && f.multiple);
}

/** Whether a field's search control holds a list of values. */
export function isListSearch(f: FieldDef): boolean {
  return f.search === 'in';
}

const text = (v: unknown) => (v === undefined || v === null ? '' : String(v).trim());

function enumValue(f: FieldDef, raw: string): string | number | undefined {
  if (f.type !== 'enum') return raw;
  return f.options.find((o) => String(o.value) === raw)?.value;
}

/** One field's search value read from its URL values; undefined when absent or not valid. */
function parseValue(f: FieldDef, raw: readonly string[]): unknown {
  if (raw.length === 0) return undefined;
  if (f.search === 'range') {
    const [from = '', to = ''] = raw[0]!.split(RANGE_SEPARATOR);
    return from.trim() || to.trim() ? [from.trim(), to.trim()] : undefined;
  }
  if (isListSearch(f)) {
    const list = raw
      .map((r) => r.trim())
      .filter(Boolean)
      .map((r) => enumValue(f, r))
      .filter((v) => v !== undefined);
    return list.length ? list : undefined;
  }
  const first = raw[0]!.trim();
  if (!first) return undefined;
  if (f.type === 'bool') return first === '1' ? 1 : first === '0' ? 0 : undefined;
  return enumValue(f, first);
}

/** One field's search value written as URL values (none when empty). */
function writeValue(f: FieldDef, value: unknown): string[] {
  if (f.search === 'range') {
    const [from, to] = Array.isArray(value) ? value : [];
    const a = text(from);
    const b = text(to);
    return a || b ? [`${a}${RANGE_SEPARATOR}${b}`] : [];
  }
  if (Array.isArray(value)) return value.map(text).filter(Boolean);
  if (f.type === 'bool') {
    if (value === 1 || value === true) return ['1'];
    if (value === 0 || value === false) return ['0'];
    return [];
  }
  const v = text(value);
  return v ? [v] : [];
}

function parseSort(entity: Pick<EntityDef, 'fields'>, raw: string | null): SortState | null {
  if (!raw) return null;
  const desc = raw.startsWith('-');
  const field = desc ? raw.slice(1) : raw;
  return isSortable(entity, field) ? { field, order: desc ? 'desc' : 'asc' } : null;
}

/** The list state an URL holds (unknown or invalid parameters are ignored). */
export function readListState(
  entity: Pick<EntityDef, 'fields' | 'actions'>,
  params: URLSearchParams,
): ListState {
  const values: SearchValues = {};
  const keyword = text(params.get(KEYWORD_PARAM));
  if (keyword && keywordFields(entity).length) values[KEYWORD_PARAM] = keyword;
  for (const [key, f] of searchFields(entity)) {
    const v = parseValue(f, params.getAll(key));
    if (v !== undefined) values[key] = v;
  }
  const page = Number(params.get(PAGE_PARAM));
  const statusRaw = params.get(STATUS_PARAM);
  const status: StatusTab =
    isEnableable(entity) && statusRaw === '1'
      ? 'enabled'
      : isEnableable(entity) && statusRaw === '0'
        ? 'disabled'
        : 'all';
  return {
    values,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    sort: parseSort(entity, params.get(SORT_PARAM)),
    status,
  };
}

/** The URL parameters of a list state (empty values and defaults left out). */
export function writeListState(
  entity: Pick<EntityDef, 'fields' | 'actions'>,
  state: ListState,
): URLSearchParams {
  const params = new URLSearchParams();
  const keyword = text(state.values[KEYWORD_PARAM]);
  if (keyword && keywordFields(entity).length) params.set(KEYWORD_PARAM, keyword);
  for (const [key, f] of searchFields(entity)) {
    for (const v of writeValue(f, state.values[key])) params.append(key, v);
  }
  if (isEnableable(entity) && state.status !== 'all')
    params.set(STATUS_PARAM, state.status === 'enabled' ? '1' : '0');
  if (state.sort) params.set(SORT_PARAM, `${state.sort.order === 'desc' ? '-' : ''}${state.sort.field}`);
  if (state.page > 1) params.set(PAGE_PARAM, String(state.page));
  return params;
}

/** A range bound as the server reads it: date-times widen a day to its start or end. */
function rangeBound(f: FieldDef, value: unknown, end: boolean): string | null {
  const v = text(value);
  if (!v) return null;
  if (f.type !== 'datetime') return v;
  const day = dayjs(v);
  if (!day.isValid()) return v;
  return (end ? day.endOf('day') : day.startOf('day')).toISOString();
}

/**
 * The `criteria` of a search body: `keyword`, each field by its search mode (`[from, to]` for
 * ranges, lists for `in`, yes/no as booleans) and `enabled` from the status tab.
 */
export function toCriteria(
  entity: Pick<EntityDef, 'fields' | 'actions'>,
  state: Pick<ListState, 'values' | 'status'>,
): Record<string, unknown> {
  const criteria: Record<string, unknown> = {};
  const keyword = text(state.values[KEYWORD_PARAM]);
  if (keyword && keywordFields(entity).length) criteria[KEYWORD_PARAM] = keyword;
  for (const [key, f] of searchFields(entity)) {
    const value = state.values[key];
    if (f.search === 'range') {
      const [from, to] = Array.isArray(value) ? value : [];
      const range = [rangeBound(f, from, false), rangeBound(f, to, true)];
      if (range.some((b) => b !== null)) criteria[key] = range;
      continue;
    }
    if (Array.isArray(value)) {
      const list = value.filter((v) => text(v) !== '');
      if (list.length) criteria[key] = list;
      continue;
    }
    if (f.type === 'bool') {
      if (value === 1 || value === true) criteria[key] = true;
      if (value === 0 || value === false) criteria[key] = false;
      continue;
    }
    if (typeof value === 'number') criteria[key] = value;
    else if (text(value)) criteria[key] = text(value);
  }
  if (isEnableable(entity) && state.status !== 'all') criteria.enabled = state.status === 'enabled';
  return criteria;
}

/** The `sort` of a search body. */
export function toSort(sort: SortState | null): SortState[] {
  return sort ? [sort] : [];
}
