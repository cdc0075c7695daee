import { and, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { isCustomerUser, scopeFilter } from './entity-access.ts';
import type { StagedImportRow } from './entity-import.schema.ts';
import { col } from './entity-query.ts';
import type { EntityRuntime } from './entity-runtime.ts';
import { isTextField } from './entity-table.ts';
import { formFields, toColumnValues } from './entity-values.ts';

const BATCH = 500;

/** A comparable form of a stored or imported value (text lower-cased when `ci`). */
function comparable(v: unknown, ci: boolean): string {
  const plain = v instanceof Date ? v.toISOString() : v === undefined ? null : v;
  const text = JSON.stringify(plain);
  return ci ? text.toLowerCase() : text;
}

/**
 * Existing rows matching import rows: by the entity's first unique key (case-insensitive), or, for
 * entities without one, by all imported fields (an identical row). Customer-scoped rows match within
 * their customer.
 */
export async function findMatches(
  db: Db,
  ctx: AuthedContext,
  rt: EntityRuntime,
  rows: readonly StagedImportRow[],
): Promise<Map<number, Record<string, unknown>>> {
  const keyed = rt.uniqueKeys[0];
  const keys = keyed ?? formFields(rt);
  const customerOf = (r: StagedImportRow) =>
    isCustomerUser(ctx) ? ctx.auth.customerId : ((r.values.customerId as string | null | undefined) ?? null);
  const condition = (r: StagedImportRow): SQL | undefined => {
    const values = toColumnValues(rt, r.values);
    if (keyed && keys.some((k) => values[k] === null || values[k] === undefined)) return undefined;
    const parts = keys.map((k) => {
      const v = values[k];
      if (v === null || v === undefined) return isNull(col(rt, k));
      return keyed && isTextField(rt.def.fields[k]!)
        ? sql`lower(${col(rt, k)}) = ${String(v).toLowerCase()}`
        : eq(col(rt, k), v);
    });
    if (rt.def.customerScoped) {
      const c = customerOf(r);
      parts.push(c ? eq(rt.table.customerId!, c) : isNull(rt.table.customerId!));
    }
    return and(...parts);
  };
  const matches = new Map<number, Record<string, unknown>>();
  for (let i = 0; i < rows.length; i += BATCH) {
    const batch = rows.slice(i, i + BATCH).filter((r) => condition(r) !== undefined);
    if (!batch.length) continue;
    const existing = await db
      .select()
      .from(rt.table)
      .where(and(scopeFilter(ctx, rt), or(...batch.map(condition))));
    for (const r of batch) {
      const values = toColumnValues(rt, r.values);
      const hit = existing.find(
        (e) =>
          keys.every((k) => {
            const ci = !!keyed && isTextField(rt.def.fields[k]!);
            return comparable(e[k], ci) === comparable(values[k], ci);
          }) &&
          (!rt.def.customerScoped || (e.customerId ?? null) === customerOf(r)),
      );
      if (hit) matches.set(r.row, hit);
    }
  }
  return matches;
}
