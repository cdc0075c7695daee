import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * Where a list keeps what a data scope compares with: the user who owns (created) a record and the
 * customer it belongs to. A record that hangs off another scoped record (a fee off its waybill) names
 * it with `via`: for what it has no column of its own, it is in scope exactly when that record is
 * (`key in (select id … where …)`); with `many` the key is an array of ids, in scope when any of
 * them is (a print task's waybills).
 */
export type ScopeColumns = {
  owner?: PgColumn;
  customer?: PgColumn;
  via?: { key: PgColumn; list: ScopedList; id: PgColumn; many?: boolean };
};

/**
 * A list of data the data scope applies to. `business` lists (waybills, fees, customers, …) answer
 * only what a granted scope reaches and refuse codes not granted; `reference` lists (employees) filter
 * by a requested code that exists and show everything without one.
 */
export type ScopedList = { name: string; kind: 'business' | 'reference'; columns: ScopeColumns };

const lists = new Map<string, ScopedList>();

/**
 * Declares a scoped list once (its columns); routes that read it are declared with `scopedRoute(list, …)`
 * and its services filter with `dataScopeWhere(ctx, list)`. Every declared list is covered by the
 * registry test (an unknown scope refused on each of its routes).
 */
export function defineScopedList(
  name: string,
  columns: ScopeColumns,
  kind: ScopedList['kind'] = 'business',
): ScopedList {
  const existing = lists.get(name);
  if (existing) return existing;
  const list = { name, kind, columns };
  lists.set(name, list);
  return list;
}

/** Every declared scoped list. */
export function scopedLists(): readonly ScopedList[] {
  return [...lists.values()];
}
