import Decimal from 'decimal.js';
import type { z } from 'zod';
import { type RuleFailure, renderRuleMessage, ruleFail } from '../../lms/waybill/index.ts';
import { splitList } from '../../platform/entity/split-list.ts';
import type { Language } from '../../platform/enums.ts';
import { LANGUAGES } from '../../platform/enums.ts';
import { zoneRowSchema } from '../../settings/zone/index.ts';
import {
  BOOK_TABLE_COLUMN,
  type BookColumn,
  type BookSheetSpec,
  bookSheet,
  PRICE_BOOK_SHEETS,
  type PriceBookSheetKey,
} from './price-book-columns.ts';
import { checkPriceImportRow, checkServiceFeeRow, checkSurchargeTemplateRow } from './price-rules.ts';
import {
  appendRuleSchema,
  type PriceTable,
  serviceFeeSchema,
  specialFreightSchema,
  surchargeSchema,
  weightRangeSchema,
} from './price-schema.ts';

/**
 * The price workbook, pure: whole price tables to the rows of its sheets, and the rows read back to
 * drafts of tables (header values with codes, sub-data parsed) with the refused rows. The server
 * resolves the codes, runs the whole-table and overlap checks and writes.
 */

export type BookCell = string | number | boolean | Date | null;
export type BookSheetRead = { headers: string[]; rows: { row: number; cells: BookCell[] }[] };
export type BookRowError = { row: number; column: string; message: string };
/** A table as exported: the engine's table plus the codes people read. */
export type BookTable = PriceTable & {
  productCode: string;
  channelCode: string | null;
  customerCodes: string[];
  remark?: string | null;
};
type SubKey = Exclude<PriceBookSheetKey, 'headers'>;
/** A table read from the workbook: its header row, header values (codes unresolved) and sub-data. */
export type BookDraft = {
  row: number;
  id: string | null;
  header: Record<string, unknown>;
  sub: Record<SubKey, Record<string, unknown>[]>;
};

const SUB_KEYS: readonly SubKey[] = [
  'zones',
  'weightRanges',
  'specialFreights',
  'serviceFees',
  'surcharges',
  'appendRules',
];
const HEADER_ROW0 = 2;

// ——— writing ———

function cellOut(col: BookColumn, v: unknown, lang: Language): BookCell {
  if (v === null || v === undefined) return null;
  switch (col.type) {
    case 'decimal':
      return Number(v);
    case 'list':
      return (v as string[]).length ? (v as string[]).join(', ') : null;
    case 'bool':
      return v ? 'Y' : 'N';
    case 'enum':
      return col.options?.find((o) => o.value === v)?.label[lang] ?? String(v);
    case 'date':
      return (v as Date).toISOString();
    default:
      return String(v) === '' ? null : String(v);
  }
}

/**
 * The zone cell of a weight range: a range for every zone is written `*`, because the import refuses
 * a row whose zone and range are both empty (back-office §5).
 */
export const ALL_ZONES_MARK = '*';
const zonesOut = (zones: string[]) => (zones.length ? zones : [ALL_ZONES_MARK]);

const rowOut = (spec: BookSheetSpec, values: Record<string, unknown>, lang: Language) =>
  spec.columns.map((col) => cellOut(col, values[col.key], lang));

/** Header values of a table by column key. */
function headerValues(t: BookTable): Record<string, unknown> {
  return {
    ...t,
    customFuelRate: t.fuel.customFuelRate,
    fuelDiscount: t.fuel.fuelDiscount,
    basePriceId: t.base?.priceId,
    baseType: t.base?.type,
    baseValue: t.base?.value,
  };
}

/**
 * The rows of every sheet (headers excluded): each table is one header row; its sub-data rows name it
 * by name, or by its header row number when names repeat.
 */
export function priceBookRows(
  tables: readonly BookTable[],
  lang: Language,
): Record<PriceBookSheetKey, BookCell[][]> {
  const names = tables.map((t) => t.name.trim());
  const unique = (n: string) =>
    n !== '' && names.filter((x) => x.toLowerCase() === n.toLowerCase()).length === 1;
  const out = Object.fromEntries(PRICE_BOOK_SHEETS.map((s) => [s.key, [] as BookCell[][]])) as Record<
    PriceBookSheetKey,
    BookCell[][]
  >;
  tables.forEach((t, i) => {
    out.headers.push(rowOut(bookSheet('headers'), headerValues(t), lang));
    const key = unique(names[i]!) ? names[i]! : HEADER_ROW0 + i;
    for (const sheet of SUB_KEYS) {
      const spec = bookSheet(sheet);
      const rows = (sheet === 'zones' ? t.zones : t[sheet]) as Record<string, unknown>[];
      for (const r of rows) {
        const values = sheet === 'weightRanges' ? { ...r, zone: zonesOut(r.zones as string[]) } : r;
        out[sheet].push([key, ...rowOut(spec, values, lang).slice(1)]);
      }
    }
  });
  return out;
}

// ——— reading ———

const blank = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');
const TRUE = new Set(['y', 'yes', 'true', '1', '是', 'có', 'x']);
const FALSE = new Set(['n', 'no', 'false', '0', '否', 'không']);

function cellIn(col: BookColumn, v: BookCell): unknown {
  if (blank(v)) return col.type === 'list' ? [] : col.type === 'bool' ? false : null;
  switch (col.type) {
    case 'decimal':
      return typeof v === 'number' ? new Decimal(v).toString() : String(v).trim();
    case 'list':
      return splitList(String(v));
    case 'bool': {
      if (typeof v === 'boolean') return v;
      const text = String(v).trim().toLowerCase();
      return TRUE.has(text) ? true : FALSE.has(text) ? false : text;
    }
    case 'enum': {
      const text = String(v).trim().toLowerCase();
      const hit = col.options?.find(
        (o) =>
          String(o.value).toLowerCase() === text || LANGUAGES.some((l) => o.label[l].toLowerCase() === text),
      );
      return hit ? hit.value : String(v).trim();
    }
    case 'date':
      return v instanceof Date ? v.toISOString() : String(v).trim();
    default:
      return String(v).trim();
  }
}

/** Column positions by header text in any language (a leading * is ignored). */
function matchColumns(spec: BookSheetSpec, headers: readonly string[]): Map<string, number> {
  const at = new Map<string, number>();
  headers.forEach((h, i) => {
    const text = h.replace(/^\*/, '').trim().toLowerCase();
    const col = spec.columns.find((c) => LANGUAGES.some((l) => c.label[l].toLowerCase() === text));
    if (col && !at.has(col.key)) at.set(col.key, i);
  });
  return at;
}

function valuesOf(spec: BookSheetSpec, at: Map<string, number>, cells: readonly BookCell[]) {
  return Object.fromEntries(
    spec.columns.map((col) => {
      const i = at.get(col.key);
      return [col.key, cellIn(col, i === undefined ? null : (cells[i] ?? null))];
    }),
  );
}

/** `Sheet/Column` in the caller's language. */
export function bookColumnLabel(sheet: PriceBookSheetKey, key: string | undefined, lang: Language): string {
  const spec = bookSheet(sheet);
  const col = spec.columns.find((c) => c.key === key);
  return col ? `${spec.title[lang]}/${col.label[lang]}` : spec.title[lang];
}

/** The error of a schema refusal: the first issue's column, required when blank, else its format. */
function issueError(
  sheet: PriceBookSheetKey,
  row: number,
  issues: readonly z.core.$ZodIssue[],
  values: Record<string, unknown>,
  lang: Language,
): BookRowError {
  const key = String(issues[0]?.path[0] ?? '');
  const mapped = sheet === 'weightRanges' && key === 'zones' ? 'zone' : key;
  const column = bookColumnLabel(sheet, mapped, lang);
  const label = bookSheet(sheet).columns.find((c) => c.key === mapped)?.label[lang] ?? key;
  const failure = blank(values[mapped]) ? ruleFail('required', label) : ruleFail('invalidFormat', label);
  return { row, column, message: renderRuleMessage(lang, failure) };
}

type SubParser = {
  rule?: (v: Record<string, unknown>, row: number) => RuleFailure | undefined;
  schema: z.ZodType;
  shape?: (v: Record<string, unknown>) => Record<string, unknown>;
};
const PARSERS: Record<SubKey, SubParser> = {
  zones: { schema: zoneRowSchema },
  weightRanges: {
    rule: (v, row) => checkPriceImportRow({ ...v, zone: (v.zone as string[]).join(',') }, row),
    schema: weightRangeSchema,
    shape: ({ zone, ...v }) => ({ ...v, zones: (zone as string[]).filter((z) => z !== ALL_ZONES_MARK) }),
  },
  specialFreights: { schema: specialFreightSchema },
  serviceFees: { rule: checkServiceFeeRow, schema: serviceFeeSchema },
  surcharges: { rule: checkSurchargeTemplateRow, schema: surchargeSchema },
  appendRules: { schema: appendRuleSchema },
};

const dropNulls = (v: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(v).filter(([, x]) => x !== null));

function readHeaders(sheet: BookSheetRead | undefined, lang: Language, errors: BookRowError[]) {
  const spec = bookSheet('headers');
  const drafts: BookDraft[] = [];
  if (!sheet) return drafts;
  const at = matchColumns(spec, sheet.headers);
  for (const { row, cells } of sheet.rows) {
    const header = valuesOf(spec, at, cells);
    if (blank(header.productCode)) {
      const label = spec.columns.find((c) => c.key === 'productCode')!.label[lang];
      errors.push({
        row,
        column: bookColumnLabel('headers', 'productCode', lang),
        message: renderRuleMessage(lang, ruleFail('required', label)),
      });
    }
    const sub = Object.fromEntries(SUB_KEYS.map((k) => [k, []])) as unknown as BookDraft['sub'];
    drafts.push({ row, id: (header.id as string | null) || null, header, sub });
  }
  return drafts;
}

/** The draft a sub row names: a header row number, else a unique name. */
function ownerOf(drafts: readonly BookDraft[], key: unknown): BookDraft | 'duplicate' | undefined {
  if (blank(key)) return undefined;
  const text = String(key).trim();
  if (/^\d+$/.test(text)) {
    const byRow = drafts.find((d) => d.row === Number(text));
    if (byRow) return byRow;
  }
  const byName = drafts.filter((d) => String(d.header.name ?? '').toLowerCase() === text.toLowerCase());
  return byName.length > 1 ? 'duplicate' : byName[0];
}

/**
 * Reads the workbook's sheets (by sheet key) into drafts of tables and the refused rows, in the
 * caller's language: sub rows checked with the import row rules (weight range and zone both empty;
 * type or value empty; service fee without subject or percent; surcharge without formula) and their
 * schema; rows naming no table on the header sheet are refused.
 */
export function readPriceBook(
  sheets: Partial<Record<PriceBookSheetKey, BookSheetRead>>,
  lang: Language,
): { drafts: BookDraft[]; errors: BookRowError[] } {
  const errors: BookRowError[] = [];
  const drafts = readHeaders(sheets.headers, lang, errors);
  if (drafts.length === 0) {
    errors.push({
      row: 1,
      column: bookSheet('headers').title[lang],
      message: renderRuleMessage(lang, ruleFail('priceBookNoTables')),
    });
  }
  for (const key of SUB_KEYS) {
    const sheet = sheets[key];
    if (!sheet) continue;
    const spec = bookSheet(key);
    const at = matchColumns(spec, sheet.headers);
    const parser = PARSERS[key];
    for (const { row, cells } of sheet.rows) {
      const v = valuesOf(spec, at, cells);
      const owner = ownerOf(drafts, v[BOOK_TABLE_COLUMN.key]);
      if (!owner || owner === 'duplicate') {
        const failure = ruleFail(
          owner ? 'priceBookDuplicateTable' : 'priceBookUnknownTable',
          row,
          String(v[BOOK_TABLE_COLUMN.key] ?? ''),
        );
        errors.push({
          row,
          column: bookColumnLabel(key, 'table', lang),
          message: renderRuleMessage(lang, failure),
        });
        continue;
      }
      const rule = parser.rule?.(v, row);
      if (rule) {
        errors.push({ row, column: spec.title[lang], message: renderRuleMessage(lang, rule) });
        continue;
      }
      const { table: _t, ...rest } = v;
      const parsed = parser.schema.safeParse(dropNulls(parser.shape ? parser.shape(rest) : rest));
      if (!parsed.success) {
        errors.push(issueError(key, row, parsed.error.issues, v, lang));
        continue;
      }
      owner.sub[key].push(parsed.data as Record<string, unknown>);
    }
  }
  return { drafts, errors };
}

/** The candidate table of a draft once its codes are resolved (for `priceTableSchema`). */
export function bookCandidate(
  d: BookDraft,
  resolved: { productId: string | null; channelId: string | null; customerIds: string[] },
): Record<string, unknown> {
  const h = d.header;
  return dropNulls({
    name: h.name ?? '',
    kind: h.kind,
    mode: h.mode,
    productId: resolved.productId,
    channelId: resolved.channelId,
    chargeMode: h.chargeMode,
    customerIds: resolved.customerIds,
    goodsTypes: h.goodsTypes,
    fuel: dropNulls({ customFuelRate: h.customFuelRate, fuelDiscount: h.fuelDiscount }),
    forbidQuery: h.forbidQuery,
    zoneQuery: h.zoneQuery,
    currency: h.currency,
    exchangeRate: h.exchangeRate,
    base: h.basePriceId ? { priceId: h.basePriceId, type: h.baseType, value: h.baseValue } : null,
    priceApiId: h.priceApiId,
    remark: h.remark,
    effectiveFrom: h.effectiveFrom,
    effectiveTo: h.effectiveTo,
    ...d.sub,
  });
}

/** The header column a table-schema issue is about (path head), for the failure-reason dialog. */
export function bookHeaderIssue(d: BookDraft, issue: z.core.$ZodIssue, lang: Language): BookRowError {
  const head = String(issue.path[0] ?? '');
  const key =
    head === 'productId'
      ? 'productCode'
      : head === 'channelId'
        ? 'channelCode'
        : head === 'fuel'
          ? String(issue.path[1] ?? '')
          : head === 'base'
            ? 'basePriceId'
            : head;
  const col = bookSheet('headers').columns.find((c) => c.key === key);
  if (!col)
    return {
      row: d.row,
      column: bookColumnLabel('headers', undefined, lang),
      message: `${head}: ${issue.message}`,
    };
  const failure = blank(d.header[key])
    ? ruleFail('required', col.label[lang])
    : ruleFail('invalidFormat', col.label[lang]);
  return {
    row: d.row,
    column: bookColumnLabel('headers', key, lang),
    message: renderRuleMessage(lang, failure),
  };
}
