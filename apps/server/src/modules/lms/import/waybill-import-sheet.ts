import {
  type Language,
  piecesFromImport,
  WAYBILL_IMPORT_COLUMNS,
  type WaybillImportColumn,
  type WaybillImportRow,
} from '@freightdesk/domain';
import type { ReadSheet } from '#platform/excel/excel.service.ts';
import { cellText, importTemplate, matchImportColumns } from '#platform/excel/import-sheet.ts';
import { BizError } from '#platform/http/errors.ts';

/**
 * The waybill import sheet: headers in the caller's language (required ones marked `*`), read back in
 * any language; rows grouped into waybills by customer number; a group turned into an order payload.
 */

export type ImportCell = { row: number; values: WaybillImportRow };
/** One waybill of the file: its rows (the first carries the waybill columns, each a commodity line). */
export type ImportGroup = { row: number; rows: ImportCell[] };

/** The template: one header row in the caller's language. */
export const templateSheet = (lang: Language) => importTemplate('waybills', WAYBILL_IMPORT_COLUMNS, lang);

/** Column index per key from headers in any language; a missing required column is refused. */
export const matchColumns = (headers: readonly string[], lang: Language) =>
  matchImportColumns(WAYBILL_IMPORT_COLUMNS, headers, lang);

/** The rows as values by key, grouped into waybills: rows with the same customer number form one waybill. */
export function groupRows(sheet: ReadSheet, at: Map<string, number>): ImportGroup[] {
  const groups: ImportGroup[] = [];
  const byCustomerNo = new Map<string, ImportGroup>();
  for (const r of sheet.rows) {
    const values: WaybillImportRow = {};
    for (const [key, i] of at) values[key] = cellText(r.cells[i]);
    const cell = { row: r.row, values };
    const key = values.customerNo ? `${values.customerCode ?? ''}\u0000${values.customerNo}` : undefined;
    const existing = key ? byCustomerNo.get(key) : undefined;
    if (existing) existing.rows.push(cell);
    else {
      const group = { row: r.row, rows: [cell] };
      groups.push(group);
      if (key) byCustomerNo.set(key, group);
    }
  }
  return groups;
}

const int = (v: string | undefined) => {
  if (v === undefined) return undefined;
  const n = Number(v);
  return Number.isFinite(n) ? n : v;
};

/** Where a payload path points in the sheet: the column key and the row (commodity lines are rows). */
export function columnOfPath(path: readonly PropertyKey[], group: ImportGroup): { key: string; row: number } {
  const [head, second, third] = path.map(String);
  if (head === 'commodities')
    return { key: third ?? 'nameEn', row: group.rows[Number(second)]?.row ?? group.row };
  if (head === 'sender' || head === 'recipient') {
    const key = `${head}${(second ?? '').charAt(0).toUpperCase()}${(second ?? '').slice(1)}`;
    return { key, row: group.row };
  }
  if (head === 'invoice') return { key: second ?? 'declareValue', row: group.row };
  if (head === 'pieces') return { key: 'weight', row: group.row };
  return { key: head ?? '', row: group.row };
}

/** The label of a column key in a language (the key itself when it is not a sheet column). */
export function columnLabel(key: string, lang: Language): string {
  const c: WaybillImportColumn | undefined = WAYBILL_IMPORT_COLUMNS.find((x) => x.key === key);
  return c ? c.label[lang] : '';
}

/**
 * The order payload of a group (before Zod): waybill, parties and invoice from its first row, one
 * commodity line per row; pieces from the weight and sizes (each row's count copies, at most 999) or
 * only a piece count (default 1). A piece-row refusal answers the sheet row.
 */
export function orderCandidate(
  group: ImportGroup,
  ids: { productId?: string; customerId?: string },
): { candidate: Record<string, unknown> } | { error: BizError; key: string } {
  const v = group.rows[0]!.values;
  const measured = [v.weight, v.length, v.width, v.height].some((x) => x !== undefined);
  let pieces: unknown[] = [];
  if (measured) {
    const result = piecesFromImport([
      {
        actualWeight: v.weight,
        length: v.length,
        width: v.width,
        height: v.height,
        pieceCount: v.pieceCount,
      },
    ]);
    if (!result.ok) {
      const params =
        result.key === 'lmsPieceCountExceeded' ? result.params : [group.row, ...result.params.slice(1)];
      return { error: new BizError(result.key, params as never), key: v.weight ? 'pieceCount' : 'weight' };
    }
    pieces = result.pieces;
  }
  const candidate = {
    productId: ids.productId,
    customerId: ids.customerId,
    customerNo: v.customerNo,
    euDestination: v.euDestination,
    orderRemark: v.orderRemark,
    pieceCount: measured ? undefined : (int(v.pieceCount) ?? 1),
    sender: {
      name: v.senderName,
      phone: v.senderPhone,
      countryCode: v.senderCountryCode,
      city: v.senderCity,
      address1: v.senderAddress1,
    },
    recipient: {
      name: v.recipientName,
      company: v.recipientCompany,
      phone: v.recipientPhone,
      email: v.recipientEmail,
      countryCode: v.recipientCountryCode,
      state: v.recipientState,
      city: v.recipientCity,
      postcode: v.recipientPostcode,
      address1: v.recipientAddress1,
      address2: v.recipientAddress2,
    },
    invoice: { declareValue: v.declareValue, declareCurrency: v.declareCurrency ?? 'USD' },
    pieces,
    commodities: group.rows.map(({ values: c }) => ({
      nameEn: c.nameEn,
      nameCn: c.nameCn,
      quantity: int(c.quantity),
      unitPrice: c.unitPrice,
      hsCode: c.hsCode,
    })),
  };
  return { candidate };
}
