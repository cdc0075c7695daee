import {
  ATTRIBUTE_TYPE_OPTIONS,
  checkPriceImportRow,
  LANGUAGES,
  PRICE_RANGE_COLUMNS,
  type PriceKind,
  renderRuleMessage,
  type WeightRange,
  weightRangeSchema,
} from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { type CellRaw, readSheet, writeSheet } from '#platform/excel/excel.service.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import { FileResponse, XLSX_CONTENT_TYPE } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { fmsPrice } from './price.schema.ts';
import { requirePrice, tableOf } from './price-row.ts';

/**
 * The weight ranges of a price table as a sheet (one row per range and zone), and back: an imported
 * sheet answers the ranges for the form's grid (nothing is saved) with the failure reasons of the
 * rows refused (row, column, message), shown in the failure-reason dialog.
 */

type RowError = { row: number; column: string; message: string };
const KEYS = PRICE_RANGE_COLUMNS.map(([k]) => k);

/** The table's weight ranges as an xlsx file (the price kind's export permission). */
export async function exportRanges(ctx: AuthedContext, id: string): Promise<FileResponse> {
  const [row] = await ctx.db.select().from(fmsPrice).where(eq(fmsPrice.id, id));
  if (!row) throw dataNotExist();
  requirePrice(ctx, row.kind, 'export');
  const t = tableOf(row);
  const cells = (r: WeightRange, zone: string): CellRaw[] => [
    zone,
    ...(['startWeight', 'endWeight'] as const).map((k) => (r[k] ? Number(r[k]) : null)),
    ATTRIBUTE_TYPE_OPTIONS.find((o) => o.value === r.attributeType)!.label[ctx.lang],
    Number(r.price),
    ...(['firstWeight', 'firstPrice', 'continueUnit', 'carryUnit'] as const).map((k) =>
      r[k] ? Number(r[k]) : null,
    ),
  ];
  const rows = t.weightRanges.flatMap((r) =>
    r.zones.length ? r.zones.map((z) => cells(r, z)) : [cells(r, '')],
  );
  const file = await writeSheet(
    row.name || 'price',
    PRICE_RANGE_COLUMNS.map(([, label]) => ({ header: label[ctx.lang] })),
    rows,
  );
  return new FileResponse(`${row.name || 'price'}.xlsx`, XLSX_CONTENT_TYPE, file);
}

/** An attribute type by its value or its label in any language. */
function attributeTypeOf(v: CellRaw): string | null {
  if (v === null) return null;
  const text = String(v).trim().toLowerCase();
  const hit = ATTRIBUTE_TYPE_OPTIONS.find(
    (o) => String(o.value).toLowerCase() === text || LANGUAGES.some((l) => o.label[l].toLowerCase() === text),
  );
  return hit ? String(hit.value) : String(v);
}

const blankToNull = (v: CellRaw) => (v === null || (typeof v === 'string' && v.trim() === '') ? null : v);

/**
 * Reads a weight-range sheet (columns in the export's order): rows with neither zone nor range, or
 * without type or price, are refused with the pricing rules' messages; invalid values name their
 * column. Answers the ranges of the valid rows and the errors.
 */
export async function importRanges(
  ctx: AuthedContext,
  input: { kind: PriceKind; file: { data: Uint8Array } },
) {
  requirePrice(ctx, input.kind, 'import');
  // the multipart parser hands every file as a Buffer (the contract only knows its bytes)
  const sheet = await readSheet(input.file.data as Buffer);
  const weightRanges: WeightRange[] = [];
  const errors: RowError[] = [];
  const label = (key: string) => PRICE_RANGE_COLUMNS.find(([k]) => k === key)![1][ctx.lang];
  for (const { row, cells } of sheet.rows) {
    const raw = Object.fromEntries(KEYS.map((k, i) => [k, blankToNull(cells[i] ?? null)]));
    const rule = checkPriceImportRow(raw, row);
    if (rule) {
      errors.push({ row, column: '', message: renderRuleMessage(ctx.lang, rule) });
      continue;
    }
    const { zone, ...range } = raw;
    const parsed = weightRangeSchema.safeParse({
      ...range,
      attributeType: attributeTypeOf(raw.attributeType ?? null),
      zones: zone === null ? [] : [String(zone).trim()],
    });
    if (!parsed.success) {
      const key = String(parsed.error.issues[0]?.path[0] ?? '');
      const column = KEYS.includes(key as never) ? label(key) : key;
      errors.push({
        row,
        column,
        message: renderRuleMessage(ctx.lang, { key: 'invalidFormat', params: [column] }),
      });
      continue;
    }
    weightRanges.push(parsed.data);
  }
  return { weightRanges, errors };
}
