import { type EntityDef, entityEndpoint, type FieldDef, PAGE_SIZE } from '@freightdesk/domain';
import dayjs from 'dayjs';
import type { Criterion, ListView, ListViewState } from './list-view.ts';
import { resourceKeys } from './resource-api.ts';
import type { SortState, StatusTab } from './resource-types.ts';

/**
 * An entity's list as a list view (`useListView`), derived from its description (DESIGN.md §8): the
 * URL holds `?keyword=zz&continent=EU&isEu=1&createdAt=2024-01-01..2024-01-31&agentTypes=head&agentTypes=customs&enabled=1&sortBy=-code&page=2`.
 * The keyword and each searchable field by its search mode (ranges `from..to`, yes/no `1`/`0`, `in`
 * lists repeating the key, enums only their options), the status tab as `enabled`, the page from
 * `{api}/search` with `{criteria, sort}` as the server reads them.
 */

export const KEYWORD_PARAM = 'keyword';
export const STATUS_PARAM = 'enabled';
const STATUS_TABS: readonly StatusTab[] = ['all', 'enabled', 'disabled'];

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
  state: Pick<ListViewState, 'values' | 'tab'>,
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
  if (isEnableable(entity) && state.tab && state.tab !== 'all') criteria.enabled = state.tab === 'enabled';
  return criteria;
}

/** The `sort` of a search body. */
export function toSort(sort: SortState | null): SortState[] {
  return sort ? [sort] : [];
}

/** How a searchable field is kept in the URL. */
function criterionOf(f: FieldDef): Criterion {
  const kind =
    f.search === 'range' ? 'range' : isListSearch(f) ? 'list' : f.type === 'bool' ? 'flag' : 'text';
  return f.type === 'enum' ? { kind, options: f.options.map((o) => o.value) } : kind;
}

/**
 * The list view of an entity (or of a read-only view description); `load` fetches a page in place of
 * `{api}/search` (a whole list searched in the browser). A new state drops parameters it does not own.
 */
export function entityListView(
  entity: Pick<EntityDef, 'name' | 'api' | 'fields' | 'actions'>,
  load?: ListView['load'],
): ListView {
  const criteria: Record<string, Criterion> = {};
  if (keywordFields(entity).length) criteria[KEYWORD_PARAM] = 'text';
  for (const [key, f] of searchFields(entity)) criteria[key] = criterionOf(f);
  const columns = new Set([...Object.keys(entity.fields), 'createdAt', 'updatedAt']);
  return {
    queryKey: resourceKeys.all(entity.name),
    url: entityEndpoint(entity, 'search').url,
    pageSize: PAGE_SIZE,
    criteria,
    ...(isEnableable(entity)
      ? { tabs: STATUS_TABS, tabParam: { name: STATUS_PARAM, codes: { enabled: '1', disabled: '0' } } }
      : {}),
    sortable: [...columns].filter((key) => isSortable(entity, key)),
    toBody: (state: ListViewState) => ({ criteria: toCriteria(entity, state), sort: toSort(state.sort) }),
    otherParams: 'drop',
    ...(load ? { load } : {}),
  };
}
