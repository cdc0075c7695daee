import {
  type EntityDef,
  type FieldDef,
  hasPermission,
  type Language,
  message,
  type UserType,
} from '@freightdesk/domain';
import dayjs from 'dayjs';
import { isEnableable, isSortable } from './entity-list-view.ts';
import type { EntityRecord } from './resource-types.ts';

/** Stars shown instead of a value the user may not see (the server masks too). */
export const MASK = '******';

/** Dictionary names by dictionary type, then item code. */
export type DictionaryNames = ReadonlyMap<string, ReadonlyMap<string, string>>;

export type DisplayContext = {
  lang: Language;
  permissions: readonly string[];
  dictionaries?: DictionaryNames;
};

/** A column of the list (and a line of the detail view): a field, the enabled flag or the customer. */
export type ColumnModel = {
  key: string;
  title: string;
  field?: FieldDef;
  width?: number;
  sortable: boolean;
};

const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === null || v === undefined ? [] : [v]);

/** Whether a field's value is hidden from the user (a `maskPermission` the user lacks). */
export function isMasked(f: FieldDef | undefined, permissions: readonly string[]): boolean {
  return Boolean(f?.maskPermission) && !hasPermission(permissions, f!.maskPermission);
}

/**
 * A value as the user reads it: option labels for enums, yes/no for booleans, reference labels
 * (`<field>Label`), dictionary names, decimals as given (strings), lists joined with commas,
 * date-times in local time; stars without the field's `maskPermission`.
 */
export function displayValue(
  key: string,
  f: FieldDef | undefined,
  record: EntityRecord,
  ctx: DisplayContext,
): string {
  const v = record[key];
  if (key === 'customerId') return String(record.customerIdLabel ?? '');
  if (v === null || v === undefined || v === '') return '';
  if (v === MASK || isMasked(f, ctx.permissions)) return MASK;
  if (key === 'enabled' || f?.type === 'bool') return message(ctx.lang, v ? 'yes' : 'no');
  if (!f) return typeof v === 'object' ? JSON.stringify(v) : String(v);
  switch (f.type) {
    case 'enum':
      return list(v)
        .map((x) => f.options.find((o) => String(o.value) === String(x))?.label[ctx.lang] ?? String(x))
        .join(', ');
    case 'dict':
      return list(v)
        .map((x) => ctx.dictionaries?.get(f.dictionary)?.get(String(x)) ?? String(x))
        .join(', ');
    case 'ref':
      return list(record[`${key}Label`]).map(String).join(', ');
    case 'textList':
      return list(v)
        .map((x) =>
          f.names && Object.hasOwn(f.names, String(x)) ? f.names[String(x)]![ctx.lang] : String(x),
        )
        .join(', ');
    case 'datetime': {
      const d = dayjs(String(v));
      return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : String(v);
    }
    case 'json':
      return f.files
        ? list(v)
            .map((file) => (file as { fileName?: string }).fileName ?? '')
            .join(', ')
        : JSON.stringify(v);
    case 'text':
      return f.names && Object.hasOwn(f.names, String(v)) ? f.names[String(v)]![ctx.lang] : String(v);
    default:
      return String(v);
  }
}

/**
 * The list columns of an entity: its fields with `list !== false` in description order, then the
 * enabled flag (enable-able entities) and, for staff on customer-scoped entities, the customer.
 */
export function buildColumnModels(
  entity: Pick<EntityDef, 'fields' | 'actions' | 'customerScoped'>,
  lang: Language,
  userType: UserType,
): ColumnModel[] {
  const columns: ColumnModel[] = Object.entries(entity.fields)
    .filter(([, f]) => f.list !== false)
    .map(([key, f]) => ({
      key,
      title: f.label[lang],
      field: f,
      width: f.width,
      sortable: isSortable(entity, key),
    }));
  if (isEnableable(entity))
    columns.push({ key: 'enabled', title: message(lang, 'entityEnabled'), width: 90, sortable: true });
  if (entity.customerScoped && userType === 'staff')
    columns.push({ key: 'customerId', title: message(lang, 'entityCustomer'), width: 160, sortable: false });
  return columns;
}

/** Every line of the detail view: all fields (listed or not), then the system columns. */
export function buildDetailModels(
  entity: Pick<EntityDef, 'fields' | 'actions' | 'customerScoped'>,
  lang: Language,
  userType: UserType,
): ColumnModel[] {
  const lines: ColumnModel[] = Object.entries(entity.fields).map(([key, f]) => ({
    key,
    title: f.label[lang],
    field: f,
    sortable: false,
  }));
  if (isEnableable(entity))
    lines.push({ key: 'enabled', title: message(lang, 'entityEnabled'), sortable: false });
  if (entity.customerScoped && userType === 'staff')
    lines.push({ key: 'customerId', title: message(lang, 'entityCustomer'), sortable: false });
  return lines;
}

/** The user's column settings of one list (user setting `type: 'columns'`, `businessKey`: entity name). */
export type ColumnSettings = { order: string[]; hidden: string[] };

/** Reads saved column settings; anything malformed reads as none. */
export function parseColumnSettings(content: unknown): ColumnSettings | null {
  const value: unknown = typeof content === 'string' ? safeJson(content) : content;
  if (typeof value !== 'object' || value === null) return null;
  const { order, hidden } = value as { order?: unknown; hidden?: unknown };
  const strings = (v: unknown) =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  return { order: strings(order), hidden: strings(hidden) };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** Columns in the saved order (columns the settings do not know keep their place after the known ones). */
export function arrangeColumns<T extends { key: string }>(
  columns: readonly T[],
  settings: ColumnSettings | null | undefined,
): T[] {
  if (!settings?.order.length) return [...columns];
  const rank = new Map(settings.order.map((key, i) => [key, i]));
  const known = columns.filter((c) => rank.has(c.key)).sort((a, b) => rank.get(a.key)! - rank.get(b.key)!);
  return [...known, ...columns.filter((c) => !rank.has(c.key))];
}

/** The shown columns: arranged, without the hidden ones. */
export function applyColumnSettings<T extends { key: string }>(
  columns: readonly T[],
  settings: ColumnSettings | null | undefined,
): T[] {
  const hidden = new Set(settings?.hidden ?? []);
  return arrangeColumns(columns, settings).filter((c) => !hidden.has(c.key));
}

/** Moves a key one place up (-1) or down (+1) in an order. */
export function moveKey(order: readonly string[], key: string, delta: -1 | 1): string[] {
  const at = order.indexOf(key);
  const to = at + delta;
  if (at < 0 || to < 0 || to >= order.length) return [...order];
  const next = [...order];
  [next[at], next[to]] = [next[to]!, next[at]!];
  return next;
}
