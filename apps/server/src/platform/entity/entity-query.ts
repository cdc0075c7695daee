import {
  type EntityDef,
  type FieldDef,
  fieldValueSchema,
  hasPermission,
  type Language,
  type SearchPayload,
} from '@freightdesk/domain';
import {
  and,
  arrayContains,
  arrayOverlaps,
  asc,
  desc,
  eq,
  gte,
  ilike,
  inArray,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { criteriaText, likePattern } from '#platform/http/search.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { defineScopedList, type ScopedList } from '#platform/permissions/scoped-lists.ts';
import { isCustomerUser, scopeFilter } from './entity-access.ts';
import type { EntityRuntime } from './entity-runtime.ts';
import { isArrayField, isTextField, snakeCase } from './entity-table.ts';

/** A column of the entity's table by field name. */
export function col(rt: EntityRuntime, key: string): PgColumn {
  const c = rt.table[key];
  if (!c) throw new Error(`${rt.def.name}: no column ${key}`);
  return c;
}

/** `"table"."column"`, spelled out so that correlated sub-queries never bind to their own table. */
export function qualified(rt: EntityRuntime, key: string): SQL {
  return sql`${sql.identifier(rt.def.table)}.${sql.identifier(snakeCase(key))}`;
}

/**
 * The label of a row of `def` in a language: its label field of that language (`labelFields`), else
 * the English one, else `labelField` (blank counts as missing); `field` instead of the entity's label
 * field when given.
 */
export function labelSql(def: EntityDef, lang: Language, alias: string, field = def.labelField): SQL {
  const column = (key: string) => sql`${sql.identifier(alias)}.${sql.identifier(snakeCase(key))}`;
  if (field !== def.labelField || !def.labelFields) return column(field);
  const keys = [...new Set([def.labelFields[lang], def.labelFields['en-US'], field])];
  const parts = keys.map((k) => (k === field ? column(k) : sql`nullif(${column(k)}, '')`));
  return parts.length === 1 ? parts[0]! : sql`coalesce(${sql.join(parts, sql`, `)})`;
}

/** The label (as text) of the row a reference field points to; an array of labels for multiple refs. */
export function refLabelSql(
  rt: EntityRuntime,
  key: string,
  f: Extract<FieldDef, { type: 'ref' }>,
  lang: Language,
): SQL {
  const target = rt.registry.get(f.entity);
  const label = labelSql(target.def, lang, 'r', f.labelField);
  const from = sql`${sql.identifier(target.def.table)} r`;
  const outer = qualified(rt, key);
  return f.multiple
    ? sql`(select coalesce(array_agg(${label}::text order by ${label}), '{}') from ${from} where r.id = any(${outer}))`
    : sql`(select ${label}::text from ${from} where r.id = ${outer})`;
}

/** The columns of a record: every column, the labels of references, the customer's and users' names. */
export function recordSelection(rt: EntityRuntime, lang: Language): Record<string, PgColumn | SQL.Aliased> {
  const selection: Record<string, PgColumn | SQL.Aliased> = {};
  const secret = new Set(rt.rules.secretColumns);
  for (const [key, c] of Object.entries(rt.table)) {
    if (c && typeof c === 'object' && 'columnType' in c && !secret.has(key)) selection[key] = c as PgColumn;
  }
  for (const [key, f] of Object.entries(rt.def.fields)) {
    if (f.type === 'ref') selection[`${key}Label`] = refLabelSql(rt, key, f, lang).as(`${key}_label`);
  }
  if (rt.def.customerScoped) {
    selection.customerIdLabel =
      sql<string>`(select c.name from customer c where c.id = ${qualified(rt, 'customerId')})`.as(
        'customer_id_label',
      );
  }
  selection.createdByName =
    sql<string>`(select u.name from app_user u where u.id = ${qualified(rt, 'createdBy')})`.as(
      'created_by_name',
    );
  selection.updatedByName =
    sql<string>`(select u.name from app_user u where u.id = ${qualified(rt, 'updatedBy')})`.as(
      'updated_by_name',
    );
  return selection;
}

/** Stars shown instead of a value the caller may not see. */
export const MASK = '******';

/** A record as answered: masked fields (without their permission) shown as stars. */
export function maskRecord(
  ctx: AuthedContext,
  rt: EntityRuntime,
  row: Record<string, unknown>,
): Record<string, unknown> {
  for (const [key, f] of Object.entries(rt.def.fields)) {
    if (f.maskPermission && row[key] != null && !hasPermission(ctx.auth.permissions, f.maskPermission))
      row[key] = MASK;
  }
  return row;
}

/** A criteria value converted like a payload value; a value that does not convert is refused. */
function criteriaValue(f: FieldDef, value: unknown): unknown {
  const parsed = fieldValueSchema({ ...f, multiple: false } as FieldDef).safeParse(value);
  if (!parsed.success) throw new BizError('invalidFormat', [{ label: f.label }]);
  return parsed.data;
}

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** A text expression of a field for LIKE matching (arrays joined). */
function textOf(rt: EntityRuntime, key: string, f: FieldDef): SQL | PgColumn {
  return isArrayField(f) ? sql`array_to_string(${col(rt, key)}, ',')` : col(rt, key);
}

function fieldCondition(rt: EntityRuntime, key: string, f: FieldDef, raw: unknown): SQL | undefined {
  const c = col(rt, key);
  switch (f.search) {
    case 'like': {
      const text = criteriaText({ v: raw }, 'v');
      return text ? ilike(textOf(rt, key, f), likePattern(text)) : undefined;
    }
    case 'eq': {
      const v = criteriaValue(f, raw);
      if (isArrayField(f)) return arrayContains(c, [v]);
      return isTextField(f) ? sql`lower(${c}) = lower(${v as string})` : eq(c, v);
    }
    case 'in': {
      const list = (Array.isArray(raw) ? raw : [raw]).filter((v) => !blank(v));
      if (!list.length) return undefined;
      const values = list.map((v) => criteriaValue(f, v));
      return isArrayField(f) ? arrayOverlaps(c, values) : inArray(c, values);
    }
    case 'range': {
      const [from, to] = Array.isArray(raw) ? raw : [raw, undefined];
      return and(
        blank(from) ? undefined : gte(c, criteriaValue(f, from)),
        blank(to) ? undefined : lte(c, criteriaValue(f, to)),
      );
    }
    default:
      return undefined;
  }
}

/** Reads a yes/no criteria value (true/false, 1/0). */
function criteriaBool(raw: unknown): boolean | undefined {
  if (blank(raw)) return undefined;
  if (raw === true || raw === 1 || raw === '1' || raw === 'true') return true;
  if (raw === false || raw === 0 || raw === '0' || raw === 'false') return false;
  return undefined;
}

/**
 * The WHERE of a search: customer scope, `keyword` over the keyword fields, each field by its search
 * mode (like, eq, in, range), `enabled`, `ids`, and for staff `customerId` on customer-scoped entities.
 */
export function criteriaWhere(
  ctx: AuthedContext,
  rt: EntityRuntime,
  criteria: Record<string, unknown>,
  options: { ignoreEnabled?: boolean } = {},
): SQL | undefined {
  const parts: (SQL | undefined)[] = [scopeFilter(ctx, rt)];
  const keyword = criteriaText(criteria, 'keyword');
  if (keyword) {
    const keywordFields = Object.entries(rt.def.fields).filter(([, f]) => f.search === 'keyword');
    parts.push(or(...keywordFields.map(([key, f]) => ilike(textOf(rt, key, f), likePattern(keyword)))));
  }
  for (const [key, f] of Object.entries(rt.def.fields)) {
    if (!f.search || f.search === 'keyword' || blank(criteria[key])) continue;
    parts.push(fieldCondition(rt, key, f, criteria[key]));
  }
  const enabled = criteriaBool(criteria.enabled);
  if (rt.table.enabled && enabled !== undefined && !options.ignoreEnabled)
    parts.push(eq(rt.table.enabled, enabled));
  if (Array.isArray(criteria.ids) && criteria.ids.length) {
    const ids = criteria.ids.filter((v): v is string => typeof v === 'string' && /^[0-9a-f-]{36}$/i.test(v));
    parts.push(ids.length ? inArray(rt.table.id, ids) : sql`false`);
  }
  const customerId = criteriaText(criteria, 'customerId');
  if (rt.def.customerScoped && !isCustomerUser(ctx) && customerId) {
    if (!/^[0-9a-f-]{36}$/i.test(customerId))
      throw new BizError('invalidFormat', [{ label: rt.labels.customerId! }]);
    parts.push(eq(rt.table.customerId!, customerId));
  }
  return and(...parts);
}

/** The scoped list of an entity whose rules declare a data scope (declared once, by entity name). */
export function entityScopedList(rt: EntityRuntime): ScopedList | undefined {
  const scope = rt.rules.dataScope;
  if (!scope) return undefined;
  return defineScopedList(
    rt.def.name,
    {
      ...(scope.owner ? { owner: col(rt, scope.owner) } : {}),
      ...(scope.customer ? { customer: col(rt, scope.customer) } : {}),
    },
    scope.kind,
  );
}

/** The data scope predicate of an entity for the request (undefined: not scoped, or every row). */
export async function entityScopeWhere(ctx: AuthedContext, rt: EntityRuntime): Promise<SQL | undefined> {
  const list = entityScopedList(rt);
  return list ? dataScopeWhere(ctx, list) : undefined;
}

/** Criteria plus the data scope of scoped entities (the route took and checked `permissionScope`). */
export async function searchWhere(
  ctx: AuthedContext,
  rt: EntityRuntime,
  input: Pick<SearchPayload, 'criteria'>,
  options: { ignoreEnabled?: boolean } = {},
): Promise<SQL | undefined> {
  return and(criteriaWhere(ctx, rt, input.criteria, options), await entityScopeWhere(ctx, rt));
}

/**
 * ORDER BY: requested fields the entity has (fields, createdAt, updatedAt, enabled), else its default
 * sort then its label; id last (stable pages).
 */
export function orderTerms(rt: EntityRuntime, sort: SearchPayload['sort']): SQL[] {
  const sortable = (field: string) =>
    (field in rt.def.fields && rt.def.fields[field]!.type !== 'json') ||
    field === 'createdAt' ||
    field === 'updatedAt' ||
    (field === 'enabled' && !!rt.table.enabled);
  const terms = sort
    .filter((s) => sortable(s.field))
    .map((s) => (s.order === 'asc' ? asc(col(rt, s.field)) : desc(col(rt, s.field))));
  if (!terms.length) {
    const d = rt.def.defaultSort ?? { field: 'createdAt', order: 'desc' as const };
    terms.push(d.order === 'asc' ? asc(col(rt, d.field)) : desc(col(rt, d.field)));
    // rows created together (imports, seeds) read in label order
    if (d.field !== rt.def.labelField) terms.push(asc(col(rt, rt.def.labelField)));
  }
  return [...terms, asc(rt.table.id)];
}
