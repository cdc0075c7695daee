import { type RecipientInput, type SenderInput, splitNumbers } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import { productTable } from '#modules/settings/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import {
  lmsWaybill,
  lmsWaybillCommodity,
  lmsWaybillPiece,
  type WaybillInvoiceJson,
  waybillScope,
} from '../waybill/index.ts';

/** What a label or an invoice prints of a waybill. */
export type DocumentPiece = { seq: number; subNo: string; weight: string | null };
export type DocumentCommodity = {
  nameEn: string;
  nameCn: string | null;
  hsCode: string | null;
  origin: string;
  quantity: number;
  unit: string;
  unitPrice: string;
  totalPrice: string;
};
export type DocumentWaybill = {
  id: string;
  waybillNo: string;
  customerNo: string | null;
  destination: string;
  productCode: string | null;
  productName: string | null;
  orderTime: Date | null;
  pieceCount: number;
  /** Bill weight in kg: received actual weight once received, else the order's. */
  weight: string;
  tradeClause: string | null;
  sender: SenderInput;
  recipient: RecipientInput;
  /** The make-document invoice when made, else the customer's invoice. */
  documentInvoice: WaybillInvoiceJson;
  goodsTotal: string;
  pieces: DocumentPiece[];
  commodities: DocumentCommodity[];
};

/**
 * The waybills of a label / invoice request, in the order asked, each with its pieces and waybill
 * commodity lines (three statements). Any id missing or out of the caller's reach refuses the whole
 * request ("data does not exist"): a customer never prints another customer's waybill.
 */
export async function loadDocumentWaybills(
  db: Db,
  ctx: AuthedContext,
  ids: readonly string[],
): Promise<DocumentWaybill[]> {
  const unique = [...new Set(ids)];
  const rows = await db
    .select({
      w: lmsWaybill,
      productCode: productTable.code,
      productName: productTable.name,
    })
    .from(lmsWaybill)
    .leftJoin(productTable, eq(productTable.id, lmsWaybill.productId))
    .where(and(inArray(lmsWaybill.id, unique), waybillScope(ctx)));
  if (rows.length !== unique.length) throw dataNotExist();
  const pieces = await db
    .select()
    .from(lmsWaybillPiece)
    .where(inArray(lmsWaybillPiece.waybillId, unique))
    .orderBy(asc(lmsWaybillPiece.seq));
  const commodities = await db
    .select()
    .from(lmsWaybillCommodity)
    .where(and(inArray(lmsWaybillCommodity.waybillId, unique), isNull(lmsWaybillCommodity.boxId)))
    .orderBy(asc(lmsWaybillCommodity.seq));
  const byId = new Map(rows.map((r) => [r.w.id, r]));
  return unique.map((id) => {
    const { w, productCode, productName } = byId.get(id)!;
    const lines = commodities.filter((c) => c.waybillId === id);
    const own = pieces.filter((p) => p.waybillId === id);
    return {
      id,
      waybillNo: w.waybillNo,
      customerNo: w.customerNo,
      destination: w.destination,
      productCode: productCode ? String(productCode) : null,
      productName: productName ? String(productName) : null,
      orderTime: w.orderTime,
      pieceCount: w.pieceCount,
      weight: w.receiveActualWeight ?? w.orderActualWeight ?? '0.000',
      tradeClause: w.tradeClause,
      sender: w.sender,
      recipient: w.recipient,
      documentInvoice: w.makeDocumentInvoice ?? w.invoice,
      goodsTotal: lines.reduce((s, c) => s.plus(c.totalPrice), new Decimal(0)).toFixed(2),
      pieces: own.length
        ? own.map((p) => ({
            seq: p.seq,
            subNo: p.subNo,
            weight: p.receiveActualWeight ?? p.orderActualWeight,
          }))
        : [{ seq: 1, subNo: w.waybillNo, weight: null }],
      commodities: lines.map((c) => ({
        nameEn: c.nameEn,
        nameCn: c.nameCn,
        hsCode: c.hsCode,
        origin: c.origin,
        quantity: c.quantity,
        unit: c.unit,
        unitPrice: c.unitPrice,
        totalPrice: c.totalPrice,
      })),
    };
  });
}

/**
 * Waybill ids of pasted waybill or customer numbers, in the caller's reach; numbers matching
 * nothing refuse the request naming them.
 */
export async function idsOfNumbers(
  db: Db,
  ctx: AuthedContext,
  numbers: readonly string[],
): Promise<string[]> {
  if (!numbers.length) return [];
  const rows = await db
    .select({ id: lmsWaybill.id, waybillNo: lmsWaybill.waybillNo, customerNo: lmsWaybill.customerNo })
    .from(lmsWaybill)
    .where(
      and(
        or(inArray(lmsWaybill.waybillNo, [...numbers]), inArray(lmsWaybill.customerNo, [...numbers])),
        waybillScope(ctx),
      ),
    );
  const found = new Set(rows.flatMap((r) => [r.waybillNo, r.customerNo ?? '']));
  const missing = numbers.filter((n) => !found.has(n));
  if (missing.length) throw new BizError('docNumbersNotFound', [missing.slice(0, 20).join(', ')]);
  const order = new Map(numbers.map((n, i) => [n, i]));
  const rank = (r: (typeof rows)[number]) =>
    Math.min(order.get(r.waybillNo) ?? Infinity, order.get(r.customerNo ?? '') ?? Infinity);
  return [...new Set(rows.sort((a, b) => rank(a) - rank(b)).map((r) => r.id))];
}

/** The waybill ids of a print request given by ids and / or pasted numbers. */
export async function resolveWaybillIds(
  db: Db,
  ctx: AuthedContext,
  input: { ids?: readonly string[]; numbers?: string },
): Promise<string[]> {
  const fromNumbers = input.numbers?.trim() ? await idsOfNumbers(db, ctx, splitNumbers(input.numbers)) : [];
  return [...new Set([...(input.ids ?? []), ...fromNumbers])];
}
