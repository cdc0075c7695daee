import { type FieldDef, LANGUAGES, type Language, type Message, message } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, inArray, or, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#platform/db/db.ts';
import type { CellRaw, SheetColumnSpec } from '#platform/excel/excel.service.ts';
import type { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { isCustomerUser, scopeFilter } from './entity-access.ts';
import { col } from './entity-query.ts';
import type { EntityRuntime } from './entity-runtime.ts';
import { formFields } from './entity-values.ts';

/** A spreadsheet column of an entity: a form field, the enabled flag, or (staff, customer-scoped) the customer code. */
export type SheetColumn = { key: string; label: Message; field?: FieldDef };

/** The columns of exports, templates and imports, in form order. */
export function sheetColumns(ctx: AuthedContext, rt: EntityRuntime): SheetColumn[] {
  const columns: SheetColumn[] = formFields(rt).map((key) => ({
    key,
    label: rt.labels[key]!,
    field: rt.def.fields[key],
  }));
  if (rt.table.enabled) columns.push({ key: 'enabled', label: rt.labels.enabled! });
  if (rt.def.customerScoped && !isCustomerUser(ctx))
    columns.push({ key: 'customerId', label: rt.labels.customerId! });
  return columns;
}

/** The header cell of a column (required fields marked with `*` in templates). */
export function headerSpec(c: SheetColumn, lang: Language, markRequired = false): SheetColumnSpec {
  const header = `${markRequired && c.field?.required ? '*' : ''}${c.label[lang]}`;
  const numFmt =
    c.field?.type === 'decimal' ? (c.field.scale ? `0.${'0'.repeat(c.field.scale)}` : '0') : undefined;
  return { header, ...(numFmt ? { numFmt } : {}) };
}

/** Dictionary items of the entity's dict fields: type → code → name per language. */
export async function loadDictionaries(
  db: Db,
  rt: EntityRuntime,
): Promise<Map<string, Map<string, Message>>> {
  const types = [
    ...new Set(Object.values(rt.def.fields).flatMap((f) => (f.type === 'dict' ? [f.dictionary] : []))),
  ];
  const out = new Map<string, Map<string, Message>>();
  if (!types.length) return out;
  const rows = await rt.registry.services.dictionaryItems(db, types);
  for (const r of rows) {
    if (!out.has(r.type)) out.set(r.type, new Map());
    out.get(r.type)!.set(r.code, r.name);
  }
  return out;
}

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === null || v === undefined ? [] : [v]);
const MAX_SAFE_DIGITS = 15;

/**
 * One cell of a record: labels for enums, booleans and references, dictionary names, numbers as numbers
 * (decimals only while they stay exact), lists joined with commas, date-times as ISO text.
 */
export function cellOf(
  c: SheetColumn,
  record: Record<string, unknown>,
  lang: Language,
  dicts: Map<string, Map<string, Message>>,
): CellRaw {
  const v = record[c.key];
  if (c.key === 'enabled') return message(lang, v ? 'yes' : 'no');
  // the customer column of customer-scoped entities (a described `customerId` reference is a field)
  if (c.key === 'customerId' && !c.field) return (record.customerCode as string | null) ?? null;
  const f = c.field!;
  if (v === null || v === undefined) return null;
  switch (f.type) {
    case 'bool':
      return message(lang, v ? 'yes' : 'no');
    case 'enum':
      return list(v)
        .map((x) => f.options.find((o) => o.value === x)?.label[lang] ?? String(x))
        .join(', ');
    case 'dict':
      return list(v)
        .map((x) => dicts.get(f.dictionary)?.get(String(x))?.[lang] ?? String(x))
        .join(', ');
    case 'ref':
      return list(record[`${c.key}Label`]).join(', ') || null;
    case 'decimal': {
      const d = new Decimal(String(v));
      return d.precision(true) <= MAX_SAFE_DIGITS ? d.toNumber() : d.toFixed(f.scale);
    }
    case 'int':
      return Number(v);
    case 'textList':
      return list(v).join(', ');
    case 'json':
      return JSON.stringify(v);
    case 'datetime':
      return v instanceof Date ? v.toISOString() : String(v);
    default:
      return String(v);
  }
}

const norm = (s: string) => s.trim().toLowerCase();
const cellText = (c: CellRaw): string =>
  c === null ? '' : c instanceof Date ? c.toISOString() : typeof c === 'string' ? c.trim() : String(c);

/** Matches header texts (any language, `*` marks ignored, or the field name) to columns; index per column key. */
export function matchHeaders(
  columns: readonly SheetColumn[],
  headers: readonly string[],
): Map<string, number> {
  const found = new Map<string, number>();
  headers.forEach((h, i) => {
    const text = norm(h.replace(/^\*/, ''));
    const column = columns.find(
      (c) => norm(c.key) === text || LANGUAGES.some((lang) => norm(c.label[lang]) === text),
    );
    if (column && !found.has(column.key)) found.set(column.key, i);
  });
  return found;
}

/** Reads a yes/no cell in any language (also true/false, 1/0); undefined when it is neither. */
export function yesNo(c: CellRaw): boolean | undefined {
  if (typeof c === 'boolean') return c;
  const t = norm(cellText(c));
  if (!t) return undefined;
  if (t === 'true' || t === '1' || LANGUAGES.some((l) => norm(message(l, 'yes')) === t)) return true;
  if (t === 'false' || t === '0' || LANGUAGES.some((l) => norm(message(l, 'no')) === t)) return false;
  return undefined;
}

/** A cell problem before validation: the column's label and the message. */
export type CellProblem = { key: string; error: BizError };

/** Resolves reference texts (label or code of the target) to ids, one query per reference field. */
export async function resolveRefs(
  db: Db,
  ctx: AuthedContext,
  rt: EntityRuntime,
  key: string,
  texts: readonly string[],
): Promise<Map<string, string | 'ambiguous'>> {
  const f = rt.def.fields[key] as Extract<FieldDef, { type: 'ref' }>;
  const target = rt.registry.get(f.entity);
  const wanted = [...new Set(texts.map(norm))].filter(Boolean);
  const out = new Map<string, string | 'ambiguous'>();
  if (!wanted.length) return out;
  // the label in any language (an export in English names countries by their English names)
  const labelKeys = [
    ...new Set([
      f.labelField,
      ...(f.labelField === target.def.labelField ? Object.values(target.def.labelFields ?? {}) : []),
    ]),
  ];
  const labels = labelKeys.map((k) => col(target, k));
  const code = 'code' in target.def.fields && f.labelField !== 'code' ? col(target, 'code') : undefined;
  const selected: Record<string, PgColumn> = { id: target.table.id as PgColumn };
  labels.forEach((c, i) => {
    selected[`label${i}`] = c;
  });
  if (code) selected.code = code;
  const rows = (await db
    .select(selected)
    .from(target.table)
    .where(
      and(
        scopeFilter(ctx, target),
        or(
          ...labels.map((c) => inArray(sql`lower(${c})`, wanted)),
          code ? inArray(sql`lower(${code})`, wanted) : undefined,
        ),
      ),
    )) as Record<string, unknown>[];
  for (const text of wanted) {
    const byCode = code ? rows.filter((r) => norm(String(r.code ?? '')) === text) : [];
    const byLabel = rows.filter((r) => labels.some((_, i) => norm(String(r[`label${i}`] ?? '')) === text));
    const hits = byCode.length ? byCode : byLabel;
    if (hits.length === 1) out.set(text, String(hits[0]!.id));
    else if (hits.length > 1) out.set(text, 'ambiguous');
  }
  return out;
}

/** Customer codes to ids (staff imports of customer-scoped entities). */
export async function resolveCustomers(
  db: Db,
  rt: EntityRuntime,
  texts: readonly string[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(texts.map(norm))].filter(Boolean);
  if (!wanted.length) return new Map();
  const rows = await rt.registry.services.customersByCode(db, wanted);
  return new Map(rows.map((r) => [norm(r.code), r.id]));
}

/** A cell turned into what the payload schema reads (enum labels → values, yes/no → booleans, …). */
export function payloadValueOf(
  f: FieldDef,
  c: CellRaw,
  dicts: Map<string, Map<string, Message>>,
): { value: unknown } | { error: 'invalidEnum' | 'invalidFormat' } {
  if (c === null || (typeof c === 'string' && !c.trim())) return { value: undefined };
  switch (f.type) {
    case 'bool': {
      const b = yesNo(c);
      return b === undefined ? { error: 'invalidEnum' } : { value: b };
    }
    case 'enum': {
      const parts = f.multiple
        ? cellText(c)
            .split(/[,，;；]/)
            .map((s) => s.trim())
            .filter(Boolean)
        : [cellText(c)];
      const values = parts.map(
        (p) =>
          f.options.find(
            (o) => norm(String(o.value)) === norm(p) || LANGUAGES.some((l) => norm(o.label[l]) === norm(p)),
          )?.value,
      );
      if (values.some((v) => v === undefined)) return { error: 'invalidEnum' };
      return { value: f.multiple ? values : values[0] };
    }
    case 'dict': {
      const items = dicts.get(f.dictionary) ?? new Map<string, Message>();
      const parts = f.multiple
        ? cellText(c)
            .split(/[,，;；]/)
            .map((s) => s.trim())
            .filter(Boolean)
        : [cellText(c)];
      const codes = parts.map(
        (p) =>
          [...items].find(
            ([code, name]) => norm(code) === norm(p) || LANGUAGES.some((l) => norm(name[l]) === norm(p)),
          )?.[0] ?? p,
      );
      return { value: f.multiple ? codes : codes[0] };
    }
    case 'int':
    case 'decimal':
      return { value: typeof c === 'number' ? c : cellText(c) };
    case 'date':
      return { value: c instanceof Date ? c.toISOString().slice(0, 10) : cellText(c) };
    case 'datetime':
      return { value: c instanceof Date ? c.toISOString() : cellText(c) };
    case 'json':
      try {
        return { value: JSON.parse(cellText(c)) };
      } catch {
        return { error: 'invalidFormat' };
      }
    default:
      return { value: cellText(c) };
  }
}

export { cellText };
