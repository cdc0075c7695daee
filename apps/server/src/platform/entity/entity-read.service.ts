import { type Message, message, type SearchPayload, type SearchResult } from '@freightdesk/domain';
import { and, asc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset } from '#platform/http/search.ts';
import { scopeFilter } from './entity-access.ts';
import {
  col,
  entityScopeWhere,
  labelSql,
  maskRecord,
  orderTerms,
  recordSelection,
  refLabelSql,
  searchWhere,
} from './entity-query.ts';
import type { EntityRuntime } from './entity-runtime.ts';
import { isArrayField, isTextField } from './entity-table.ts';

export const groupByPayload = z.object({
  field: z.string().min(1).max(64),
  criteria: z.record(z.string(), z.unknown()).default({}),
  permissionScope: z.string().max(64).optional(),
});
export const autocompletePayload = z
  .object({
    keyword: z.string().trim().max(100).optional(),
    ids: z.array(z.uuid()).max(100).optional(),
    size: z.coerce.number().int().min(1).max(20).default(20),
    permissionScope: z.string().max(64).optional(),
  })
  .default({ size: 20 });
export const idQuery = z.object({ id: z.uuid() });

/** Most groups a groupBy answers. */
const GROUP_LIMIT = 200;

/** Searches an entity: criteria by each field's search mode, sort on known fields, total in the same query. */
export async function searchEntity(
  ctx: AuthedContext,
  rt: EntityRuntime,
  input: SearchPayload,
): Promise<SearchResult<Record<string, unknown>>> {
  const where = await searchWhere(ctx, rt, input);
  const rows = await ctx.db
    .select({ ...recordSelection(rt, ctx.lang), total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(rt.table)
    .where(where)
    .orderBy(...orderTerms(rt, input.sort))
    .limit(input.size)
    .offset(pageOffset(input));
  // a page past the end has no row to carry the total: count separately
  const total = rows[0]?.total ?? (input.page > 1 ? await countRows(ctx.db, rt, where) : 0);
  return pageOf(
    rows.map(({ total: _, ...r }) => maskRecord(ctx, rt, r)),
    total,
    input,
  );
}

async function countRows(db: Db, rt: EntityRuntime, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(rt.table)
    .where(where);
  return row?.n ?? 0;
}

/** Counts of the rows matching the criteria in total and per enabled state (the status tabs). */
export async function statusGroupEntity(ctx: AuthedContext, rt: EntityRuntime, input: SearchPayload) {
  const where = await searchWhere(ctx, rt, input, { ignoreEnabled: true });
  if (!rt.table.enabled) return { all: await countRows(ctx.db, rt, where) };
  const rows = await ctx.db
    .select({ enabled: rt.table.enabled, n: sql<number>`count(*)`.mapWith(Number) })
    .from(rt.table)
    .where(where)
    .groupBy(rt.table.enabled);
  const enabled = rows.find((r) => r.enabled === true)?.n ?? 0;
  const disabled = rows.find((r) => r.enabled === false)?.n ?? 0;
  return { all: enabled + disabled, enabled, disabled };
}

/** How one value reads in a language: option labels for enums, yes/no for booleans. */
function valueLabel(rt: EntityRuntime, field: string, value: unknown, lang: AuthedContext['lang']): string {
  const f = rt.def.fields[field];
  if (field === 'enabled' || f?.type === 'bool') return message(lang, value ? 'yes' : 'no');
  if (f?.type === 'enum') {
    const option = f.options.find((o) => String(o.value) === String(value));
    return option ? option.label[lang] : String(value ?? '');
  }
  return String(value ?? '');
}

/** Counts per value of one field for the current criteria (array fields count each element). */
export async function groupByEntity(
  ctx: AuthedContext,
  rt: EntityRuntime,
  input: z.output<typeof groupByPayload>,
): Promise<{ value: unknown; label: string; count: number }[]> {
  const f = rt.def.fields[input.field];
  const groupable = input.field === 'enabled' ? !!rt.table.enabled : !!f && f.type !== 'json';
  if (!groupable) throw new BizError('invalidEnum', [{ field: 'field' }]);
  const where = await searchWhere(ctx, rt, { criteria: input.criteria });
  const c = col(rt, input.field);
  const value = f && isArrayField(f) ? sql`unnest(${c})` : sql`${c}`;
  const label = f?.type === 'ref' && !f.multiple ? refLabelSql(rt, input.field, f, ctx.lang) : sql`null`;
  const rows = await ctx.db
    .select({
      value: sql<unknown>`${value}`.as('value'),
      label: sql<string | null>`${label}`.as('label'),
      count: sql<number>`count(*)`.mapWith(Number).as('count'),
    })
    .from(rt.table)
    .where(where)
    .groupBy(sql`1, 2`)
    .orderBy(sql`3 desc`, sql`1`)
    .limit(GROUP_LIMIT);
  return rows.map((r) => ({
    value: r.value,
    label: r.label ?? valueLabel(rt, input.field, r.value, ctx.lang),
    count: r.count,
  }));
}

/** Up to 20 `{id, label}` for pickers: enabled rows matching the keyword (or the given ids). */
export async function autocompleteEntity(
  ctx: AuthedContext,
  rt: EntityRuntime,
  input: z.output<typeof autocompletePayload>,
): Promise<{ id: string; label: string }[]> {
  const labelCol = labelSql(rt.def, ctx.lang, rt.def.table);
  const keywordFields = Object.entries(rt.def.fields)
    .filter(
      ([key, f]) =>
        (f.search === 'keyword' || key === rt.def.labelField || key === rt.def.labelFields?.[ctx.lang]) &&
        !isArrayField(f),
    )
    // a label that is not text (a date, a number) is matched as its text
    .map(([key, f]) => (isTextField(f) ? col(rt, key) : sql`${col(rt, key)}::text`));
  const where = and(
    scopeFilter(ctx, rt),
    await entityScopeWhere(ctx, rt),
    input.ids?.length ? inArray(rt.table.id, input.ids) : undefined,
    rt.table.enabled && !input.ids?.length ? eq(rt.table.enabled, true) : undefined,
    input.keyword ? or(...keywordFields.map((c) => ilike(c, likePattern(input.keyword!)))) : undefined,
  );
  const rows = await ctx.db
    .select({ id: rt.table.id, label: labelCol })
    .from(rt.table)
    .where(where)
    .orderBy(asc(labelCol), asc(rt.table.id))
    .limit(input.size);
  return rows.map((r) => ({ id: String(r.id), label: String(r.label ?? '') }));
}

/** One row with its reference labels (`<field>Label`), within the caller's scope. */
export async function readRecord(
  db: Db,
  ctx: AuthedContext,
  rt: EntityRuntime,
  id: string,
  dataScope?: SQL,
): Promise<Record<string, unknown>> {
  const [row] = await db
    .select(recordSelection(rt, ctx.lang))
    .from(rt.table)
    .where(and(eq(rt.table.id, id), scopeFilter(ctx, rt), dataScope));
  if (!row) throw dataNotExist();
  return maskRecord(ctx, rt, row);
}

/** The detail of one row (dataNotExist when absent, another customer's or outside the data scope). */
export async function detailEntity(ctx: AuthedContext, rt: EntityRuntime, input: z.output<typeof idQuery>) {
  return readRecord(ctx.db, ctx, rt, input.id, await entityScopeWhere(ctx, rt));
}

/** The entity title in the caller's language (file names). */
export function entityTitle(rt: EntityRuntime, lang: AuthedContext['lang']): string {
  return (rt.def.title as Message)[lang];
}
