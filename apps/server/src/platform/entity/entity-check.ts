import { L, LANGUAGES, type Language, type Message, organization } from '@freightdesk/domain';
import { and, arrayOverlaps, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { scopeFilter } from './entity-access.ts';
import { claimRowFiles } from './entity-files.ts';
import { col } from './entity-query.ts';
import type { EntityRuntime } from './entity-runtime.ts';
import { indexName, isTextField, snakeCase } from './entity-table.ts';

/** A row about to be written: its number (spreadsheet row, or 1), payload values, and its id when it exists. */
export type RowToCheck = { row: number; values: Record<string, unknown>; id?: string };
/** A problem of one row, naming the fields it is about. */
export type RowProblem = { row: number; fields: readonly string[]; error: BizError };

const BATCH = 500;

/** Labels of several fields joined into one ("Country/Code"). */
export function joinedLabel(rt: EntityRuntime, keys: readonly string[]): Message {
  const out = {} as Record<Language, string>;
  for (const lang of LANGUAGES) out[lang] = keys.map((k) => rt.labels[k]?.[lang] ?? k).join('/');
  return out;
}

/** Labels of several fields as a list ("State, City, Postcode"; "州/省、城市、邮编"). */
export function listLabel(rt: EntityRuntime, keys: readonly string[]): Message {
  const out = {} as Record<Language, string>;
  for (const lang of LANGUAGES)
    out[lang] = keys.map((k) => rt.labels[k]?.[lang] ?? k).join(lang === 'zh-CN' ? '、' : ', ');
  return out;
}

/** A comparable text of a unique key (case-insensitive); null when a part is empty (NULLs never collide). */
function keyOf(values: Record<string, unknown>, keys: readonly string[]): string | null {
  const parts = keys.map((k) => values[k]);
  if (parts.some((p) => p === null || p === undefined || p === '')) return null;
  return JSON.stringify(parts.map((p) => (typeof p === 'string' ? p.toLowerCase() : p)));
}

/** The condition matching rows with the same key (lower-case comparison for text). */
function keyCondition(
  rt: EntityRuntime,
  keys: readonly string[],
  values: Record<string, unknown>,
): SQL | undefined {
  return and(
    ...keys.map((k) =>
      isTextField(rt.def.fields[k]!)
        ? sql`lower(${col(rt, k)}) = ${String(values[k]).toLowerCase()}`
        : eq(col(rt, k), values[k]),
    ),
  );
}

/** Every reference must point to an existing row (the caller's own rows for customer-scoped targets). */
async function checkRefs(tx: Db, ctx: AuthedContext, rt: EntityRuntime, rows: readonly RowToCheck[]) {
  const problems: RowProblem[] = [];
  for (const [key, f] of Object.entries(rt.def.fields)) {
    if (f.type !== 'ref') continue;
    const idsOf = (r: RowToCheck) => {
      const v = r.values[key];
      return (Array.isArray(v) ? v : v ? [v] : []) as string[];
    };
    const wanted = [...new Set(rows.flatMap(idsOf).map((id) => id.toLowerCase()))];
    if (!wanted.length) continue;
    const target = rt.registry.get(f.entity);
    const found = new Set<string>();
    for (let i = 0; i < wanted.length; i += BATCH) {
      const found1 = await tx
        .select({ id: target.table.id })
        .from(target.table)
        .where(and(inArray(target.table.id, wanted.slice(i, i + BATCH)), scopeFilter(ctx, target)));
      for (const r of found1) found.add(String(r.id));
    }
    for (const r of rows) {
      if (idsOf(r).some((id) => !found.has(id.toLowerCase())))
        problems.push({ row: r.row, fields: [key], error: new BizError('notExist', [{ label: f.label }]) });
    }
  }
  return problems;
}

/** Every dictionary value must be a code of the field's dictionary. */
async function checkDicts(tx: Db, rt: EntityRuntime, rows: readonly RowToCheck[]) {
  const problems: RowProblem[] = [];
  for (const [key, f] of Object.entries(rt.def.fields)) {
    if (f.type !== 'dict') continue;
    const codesOf = (r: RowToCheck) => {
      const v = r.values[key];
      return (Array.isArray(v) ? v : v ? [v] : []) as string[];
    };
    const wanted = [...new Set(rows.flatMap(codesOf))];
    if (!wanted.length) continue;
    const found = await rt.registry.services.dictionaryItems(tx, [f.dictionary], wanted);
    const known = new Set(found.map((r) => r.code));
    for (const r of rows) {
      if (codesOf(r).some((c) => !known.has(c)))
        problems.push({
          row: r.row,
          fields: [key],
          error: new BizError('invalidEnum', [{ label: f.label }]),
        });
    }
  }
  return problems;
}

/** Unique keys: no two rows of the batch alike ("duplicated"), no other stored row alike ("already exists"). */
async function checkUnique(tx: Db, rt: EntityRuntime, rows: readonly RowToCheck[]) {
  const problems: RowProblem[] = [];
  for (const keys of rt.uniqueKeys) {
    const label = joinedLabel(rt, keys);
    const seen = new Map<string, number>();
    const pending: { r: RowToCheck; key: string }[] = [];
    for (const r of rows) {
      const key = keyOf(r.values, keys);
      if (key === null) continue;
      if (seen.has(key)) {
        problems.push({ row: r.row, fields: keys, error: new BizError('duplicated', [{ label }]) });
        continue;
      }
      seen.set(key, r.row);
      pending.push({ r, key });
    }
    for (let i = 0; i < pending.length; i += BATCH) {
      const batch = pending.slice(i, i + BATCH);
      const selection: Record<string, ReturnType<typeof col>> = { id: rt.table.id };
      for (const k of keys) selection[k] = col(rt, k);
      const existing = await tx
        .select(selection)
        .from(rt.table)
        .where(or(...batch.map((p) => keyCondition(rt, keys, p.r.values))));
      const taken = new Map(existing.map((e) => [keyOf(e, keys), String(e.id)]));
      for (const { r, key } of batch) {
        const owner = taken.get(key);
        if (owner && owner !== r.id?.toLowerCase())
          problems.push({ row: r.row, fields: keys, error: new BizError('alreadyExists', [{ label }]) });
      }
    }
  }
  return problems;
}

/**
 * Checks rows about to be written against the database: references exist, the entity's rules hold,
 * unique keys are free. Returns every problem, in row order (single writes throw the first one).
 */
export async function checkRows(
  tx: Db,
  ctx: AuthedContext,
  rt: EntityRuntime,
  rows: readonly RowToCheck[],
): Promise<RowProblem[]> {
  const problems = [...(await checkRefs(tx, ctx, rt, rows)), ...(await checkDicts(tx, rt, rows))];
  if (rt.rules.check) {
    for (const r of rows) {
      const issue = await rt.rules.check(r.values, { ctx, tx, rt, id: r.id });
      if (issue) problems.push({ row: r.row, fields: issue.fields, error: issue.error });
    }
  }
  problems.push(...(await checkUnique(tx, rt, rows)));
  if (!problems.length) problems.push(...(await claimRowFiles(tx, ctx, rt, rows)));
  return problems.sort((a, b) => a.row - b.row);
}

/** Throws the first problem of a single-row write. */
export async function assertRowValid(
  tx: Db,
  ctx: AuthedContext,
  rt: EntityRuntime,
  row: RowToCheck,
): Promise<void> {
  const [first] = await checkRows(tx, ctx, rt, [row]);
  if (first) throw first.error;
}

/** Refuses deleting rows another entity still refers to: "{row} is still used by {entity}". */
export async function assertNotReferenced(
  tx: Db,
  rt: EntityRuntime,
  rows: readonly Record<string, unknown>[],
): Promise<void> {
  const ids = rows.map((r) => String(r.id));
  if (!ids.length) return;
  // entities over the same table (organisation units and warehouses) share their references
  const names = rt.registry.all.filter((o) => o.table === rt.table).map((o) => o.def.name);
  for (const other of rt.registry.all) {
    for (const [key, f] of Object.entries(other.def.fields)) {
      if (f.type !== 'ref' || !names.includes(f.entity)) continue;
      const c = col(other, key);
      const [hit] = await tx
        .select({ ref: c })
        .from(other.table)
        .where(f.multiple ? arrayOverlaps(c, ids) : inArray(c, ids))
        .limit(1);
      if (!hit) continue;
      const refs = (Array.isArray(hit.ref) ? hit.ref : [hit.ref]).map(String);
      const used = rows.find((r) => refs.includes(String(r.id)));
      throw new BizError('referencedBy', [
        String(used?.[rt.def.labelField] ?? ''),
        { label: other.def.title },
      ]);
    }
  }
}

type PgError = { code?: string; constraint?: string; table?: string };

/** The PostgreSQL error inside a driver or Drizzle error, if any. */
function pgErrorOf(err: unknown): PgError | undefined {
  let cur: unknown = err;
  for (let depth = 0; cur && depth < 5; depth++) {
    const e = cur as PgError & { cause?: unknown };
    if (typeof e.code === 'string' && /^\d{5}$|^[0-9A-Z]{5}$/.test(e.code)) return e;
    cur = e.cause;
  }
  return undefined;
}

/**
 * Turns a unique or foreign-key violation (a write that raced another) into the message the checks
 * would have given; anything else is returned unchanged.
 */
export function mapWriteError(err: unknown, rt: EntityRuntime): unknown {
  const pg = pgErrorOf(err);
  if (!pg?.constraint) return err;
  if (pg.code === '23505') {
    const keys = rt.uniqueKeys.find((k) => indexName(rt.def.table, k, 'uq') === pg.constraint);
    return new BizError('alreadyExists', [{ label: keys ? joinedLabel(rt, keys) : rt.def.title }]);
  }
  if (pg.code === '23503') {
    for (const other of rt.registry.all) {
      for (const [key, f] of Object.entries(other.def.fields)) {
        if (f.type !== 'ref' || !pg.constraint.startsWith(`${other.def.table}_${snakeCase(key)}_`)) continue;
        return other === rt
          ? new BizError('notExist', [{ label: f.label }])
          : new BizError('referencedBy', [{ label: rt.def.title }, { label: other.def.title }]);
      }
    }
    // a row of another table (an entity's customer column, a platform table) still points here
    if (pg.table && pg.table !== rt.def.table) {
      // the platform's name first: a table several entities share (users) is more than one of them
      const owner = rt.registry.all.find((o) => o.def.table === pg.table);
      const label = PLATFORM_TABLE_LABELS[pg.table] ?? owner?.def.title;
      return new BizError('referencedBy', [{ label: rt.def.title }, label ? { label } : pg.table]);
    }
  }
  return err;
}

/** Names of the hand-written tables that may still refer to an entity's rows. */
const PLATFORM_TABLE_LABELS: Record<string, Message> = {
  app_user: L.users,
  organization: organization.title,
};
