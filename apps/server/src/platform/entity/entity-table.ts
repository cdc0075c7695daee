import type { EntityDef, FieldDef } from '@freightdesk/domain';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  index,
  integer,
  jsonb,
  numeric,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  type PgTableWithColumns,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';

/** A table built from an entity description; columns are addressed by their camelCase field name. */
export type EntityTable = PgTableWithColumns<{
  name: string;
  schema: undefined;
  columns: Record<string, PgColumn>;
  dialect: 'pg';
}>;

/** Finds the table of another entity (for foreign keys of `ref` fields); undefined when not built yet. */
export type TableLookup = (entityName: string) => EntityTable | undefined;

/** Text longer than this is stored as `text` instead of `varchar(n)`. */
const VARCHAR_MAX = 2_000;
/** Smallest precision of decimal columns. */
const MIN_PRECISION = 18;

/** `countryId` → `country_id`. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
}

/** Whether a field is stored as an array column. */
export function isArrayField(f: FieldDef): boolean {
  return (
    f.type === 'textList' || ((f.type === 'enum' || f.type === 'dict' || f.type === 'ref') && !!f.multiple)
  );
}

/** Whether a field holds text compared case-insensitively (unique keys, lookups). */
export function isTextField(f: FieldDef): boolean {
  return f.type === 'text' || f.type === 'textarea';
}

function decimalPrecision(f: Extract<FieldDef, { type: 'decimal' }>): number {
  const digits = (v?: string) => (v ? v.replace(/^-/, '').split('.')[0]!.length : 0);
  return Math.max(MIN_PRECISION, Math.max(digits(f.min), digits(f.max)) + f.scale);
}

/** The part of a column builder the generator needs (Drizzle's builders mutate and return themselves). */
type Modifiable = PgColumnBuilderBase & {
  notNull: () => unknown;
  default: (value: unknown) => unknown;
  array: () => Modifiable;
  references: (ref: () => AnyPgColumn) => unknown;
};

/** The base column of a field, before array, not-null and default modifiers. */
function baseColumn(name: string, f: FieldDef): Modifiable {
  const m = (b: PgColumnBuilderBase) => b as unknown as Modifiable;
  switch (f.type) {
    case 'text':
    case 'textarea':
      return m(f.max > VARCHAR_MAX ? text(name) : varchar(name, { length: f.max }));
    case 'int':
      return m(integer(name));
    case 'decimal':
      return m(numeric(name, { precision: decimalPrecision(f), scale: f.scale }));
    case 'bool':
      return m(boolean(name));
    case 'enum':
      return m(
        f.options.every((o) => typeof o.value === 'number') ? integer(name) : varchar(name, { length: 64 }),
      );
    case 'dict':
      return m(varchar(name, { length: 64 }));
    case 'ref':
      return m(uuid(name));
    case 'date':
      return m(date(name, { mode: 'string' }));
    case 'datetime':
      return m(timestamp(name, { withTimezone: true, mode: 'date' }));
    case 'textList':
      return m(text(name));
    case 'json':
      return m(jsonb(name));
  }
}

/** The column of one field: snake_case name; arrays default to empty; required → not null; defaults kept. */
function fieldColumn(key: string, f: FieldDef, lookup: TableLookup): PgColumnBuilderBase {
  const base = baseColumn(snakeCase(key), f);
  if (isArrayField(f)) {
    const col = base.array();
    col.notNull();
    col.default(sql`'{}'`);
    return col;
  }
  if (f.required || f.type === 'bool') base.notNull();
  const fallback = f.type === 'bool' ? (f.default ?? false) : 'default' in f ? f.default : undefined;
  if (fallback !== undefined) base.default(fallback);
  if (f.type === 'ref' && lookup(f.entity)) base.references(() => lookup(f.entity)!.id);
  return base;
}

/** Index names: `<table>_<columns>_uq|idx`, cut to PostgreSQL's 63 characters. */
export function indexName(table: string, keys: readonly string[], kind: 'uq' | 'idx'): string {
  const base = `${table}_${keys.map(snakeCase).join('_')}`.slice(0, 59);
  return `${base}_${kind}`;
}

/** The unique index of one field or a field combination (case-insensitive for text). */
function uniqueOn(def: EntityDef, t: Record<string, PgColumn>, keys: readonly string[]) {
  const parts = keys.map((k) => (isTextField(def.fields[k]!) ? sql`lower(${t[k]})` : t[k]!)) as (
    | SQL
    | PgColumn
  )[];
  const [first, ...rest] = parts;
  return uniqueIndex(indexName(def.table, keys, 'uq')).on(first!, ...rest);
}

/**
 * Builds the Drizzle table of an entity: id, version, enabled (with the `enable` action), customer id
 * (customer-scoped), audit columns, then one column per field; unique indexes for `unique` fields and
 * `uniqueTogether`, plain indexes on search and reference fields (GIN on array columns).
 */
export function entityTable(def: EntityDef, lookup: TableLookup = () => undefined): EntityTable {
  const columns: Record<string, PgColumnBuilderBase> = {
    id: uuid('id').primaryKey().defaultRandom(),
    version: integer('version').notNull().default(0),
  };
  if (def.actions.includes('enable')) columns.enabled = boolean('enabled').notNull().default(true);
  if (def.customerScoped) columns.customerId = uuid('customer_id');
  columns.createdAt = timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
  columns.createdBy = uuid('created_by');
  columns.updatedAt = timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
  columns.updatedBy = uuid('updated_by');
  for (const [key, f] of Object.entries(def.fields)) columns[key] = fieldColumn(key, f, lookup);

  const table = pgTable(def.table, columns, (t) => {
    const cols = t as unknown as Record<string, PgColumn>;
    const extras: PgTableExtraConfigValue[] = [];
    const covered = new Set<string>();
    for (const [key, f] of Object.entries(def.fields)) {
      if (!f.unique) continue;
      extras.push(uniqueOn(def, cols, [key]));
      covered.add(key);
    }
    for (const keys of def.uniqueTogether ?? []) {
      extras.push(uniqueOn(def, cols, keys));
      covered.add(keys[0]!);
    }
    for (const [key, f] of Object.entries(def.fields)) {
      if (covered.has(key) || !(f.search || f.type === 'ref')) continue;
      const name = indexName(def.table, [key], 'idx');
      extras.push(isArrayField(f) ? index(name).using('gin', cols[key]!) : index(name).on(cols[key]!));
    }
    if (def.customerScoped)
      extras.push(index(indexName(def.table, ['customerId'], 'idx')).on(cols.customerId!));
    return extras;
  });
  return table as unknown as EntityTable;
}
