import Decimal from 'decimal.js';
import { MAX_PIECES_PER_WAYBILL } from '../../platform/constants.ts';
import { l } from '../../platform/entity/define.ts';
import { ruleFail as fail, type RuleFailure } from './rule-result.ts';
import { isBeforeReceive, type WaybillStatus } from './waybill-enums.ts';
import type { CommodityInput, OrderPieceInput } from './waybill-fields.ts';

/**
 * Order rules of spec platform-core §5 "Waybill and pieces", as pure functions answering the first
 * refusal (a catalogue key with parameters) or undefined. Rows are numbered from 1, as users see them.
 */

type Blank = string | number | null | undefined;
const isBlank = (v: Blank) => v === null || v === undefined || String(v).trim() === '';
const PIECE_MEASURES = ['orderActualWeight', 'orderLength', 'orderWidth', 'orderHeight'] as const;

/**
 * One piece row: weight, length, width and height all filled or all empty; with
 * `requireMeasures` (ordering with sizes, the receive scan) all empty is refused as well.
 */
export function checkPieceRow(
  piece: Pick<OrderPieceInput, (typeof PIECE_MEASURES)[number]>,
  row: number,
  requireMeasures = false,
): RuleFailure | undefined {
  const filled = PIECE_MEASURES.filter((k) => !isBlank(piece[k])).length;
  if (filled === 0) return requireMeasures ? fail('lmsRowSizeWeightEmpty', row) : undefined;
  if (filled < PIECE_MEASURES.length) return fail('lmsRowSizeWeightIncomplete', row);
  if (PIECE_MEASURES.some((k) => new Decimal(piece[k] as string).lte(0)))
    return fail('lmsRowSizeWeightZero', row);
  return undefined;
}

/** Every piece row, then the piece count limit. */
export function checkPieces(
  pieces: readonly Pick<OrderPieceInput, (typeof PIECE_MEASURES)[number]>[],
  requireMeasures = false,
): RuleFailure | undefined {
  if (pieces.length > MAX_PIECES_PER_WAYBILL) return fail('lmsPieceCountExceeded', MAX_PIECES_PER_WAYBILL);
  for (const [i, p] of pieces.entries()) {
    const refusal = checkPieceRow(p, i + 1, requireMeasures);
    if (refusal) return refusal;
  }
  return undefined;
}

/** A row of a piece import sheet: `pieceCount` identical pieces (default 1). */
export type PieceImportRow = {
  pieceCount?: Blank;
  actualWeight?: Blank;
  length?: Blank;
  width?: Blank;
  height?: Blank;
  boxNo?: Blank;
};

/**
 * Turns piece import rows into pieces: a row with every cell blank is refused, the piece count
 * defaults to 1, the actual weight is required, size cells are all filled or all empty, the total
 * is at most 999 pieces, and a sheet without any row is refused as "no recognised data".
 */
export function piecesFromImport(
  rows: readonly PieceImportRow[],
): { ok: true; pieces: OrderPieceInput[] } | ({ ok: false } & RuleFailure) {
  if (rows.length === 0) return { ok: false, ...fail('lmsNoRecognisedData') };
  const pieces: OrderPieceInput[] = [];
  for (const [i, r] of rows.entries()) {
    const row = i + 1;
    if (Object.values(r).every((v) => isBlank(v as Blank)))
      return { ok: false, ...fail('lmsRowAllEmpty', row) };
    if (isBlank(r.actualWeight)) return { ok: false, ...fail('lmsRowWeightRequired', row) };
    const count = isBlank(r.pieceCount) ? 1 : Number(r.pieceCount);
    if (!Number.isInteger(count) || count < 1) return { ok: false, ...fail('lmsRowPieceCountInvalid', row) };
    const piece: OrderPieceInput = {
      orderActualWeight: String(r.actualWeight).trim(),
      orderLength: isBlank(r.length) ? undefined : String(r.length).trim(),
      orderWidth: isBlank(r.width) ? undefined : String(r.width).trim(),
      orderHeight: isBlank(r.height) ? undefined : String(r.height).trim(),
      boxNo: isBlank(r.boxNo) ? undefined : String(r.boxNo).trim(),
    };
    const sizes = [piece.orderLength, piece.orderWidth, piece.orderHeight].filter(
      (v) => v !== undefined,
    ).length;
    if (sizes !== 0 && sizes !== 3) return { ok: false, ...fail('lmsRowSizeWeightIncomplete', row) };
    if (pieces.length + count > MAX_PIECES_PER_WAYBILL) {
      return { ok: false, ...fail('lmsPieceCountExceeded', MAX_PIECES_PER_WAYBILL) };
    }
    for (let n = 0; n < count; n++) pieces.push({ ...piece });
  }
  return { ok: true, pieces };
}

/** The piece count of an order: the pieces given, else the count given, else 1 (import default). */
export function orderPieceCount(pieces: readonly unknown[], pieceCount?: number | null): number {
  if (pieces.length > 0) return pieces.length;
  return pieceCount && pieceCount > 0 ? pieceCount : 1;
}

/** An EU destination is required when the recipient's country is an EU member (spec §5). */
export function checkEuDestination(
  recipientCountryIsEu: boolean,
  euDestination?: string | null,
): RuleFailure | undefined {
  return recipientCountryIsEu && isBlank(euDestination) ? fail('lmsEuDestinationRequired') : undefined;
}

/** An order declares at least one commodity line, on the waybill or in a box. */
export function checkHasCommodities(
  commodities: readonly unknown[],
  boxes: readonly { commodities: readonly unknown[] }[] = [],
): RuleFailure | undefined {
  const lines = commodities.length + boxes.reduce((n, b) => n + b.commodities.length, 0);
  return lines === 0 ? fail('lmsCommodityRequired') : undefined;
}

/** The customer number is unique per customer: a database rule; this is its refusal. */
export const customerNoTaken = (customerNo: string): RuleFailure => fail('lmsCustomerNoExists', customerNo);

export type BlacklistEntry = { type: 'commodity' | 'sender' | 'recipient'; content: string };
export type BlacklistSubject = {
  sender: { name: string; company?: string | null; phone?: string | null };
  recipient: { name: string; company?: string | null; phone?: string | null };
  commodities: readonly Pick<CommodityInput, 'nameEn' | 'nameCn' | 'goodsDescs'>[];
};

const norm = (s: string | null | undefined) => (s ?? '').trim().replace(/\s+/g, ' ').toLowerCase();
const BLACKLIST_TYPE_LABELS = {
  commodity: l('品名', 'Commodity', 'Hàng hóa'),
  sender: l('发件人', 'Sender', 'Người gửi'),
  recipient: l('收件人', 'Recipient', 'Người nhận'),
} as const;

function partyMatches(party: BlacklistSubject['sender'], content: string): boolean {
  return [party.name, party.company, party.phone].some((v) => norm(v) !== '' && norm(v) === content);
}

function commodityMatches(c: BlacklistSubject['commodities'][number], content: string): boolean {
  return (
    norm(c.nameEn).includes(content) ||
    (c.nameCn ? norm(c.nameCn).includes(content) : false) ||
    (c.goodsDescs ?? []).some((d) => norm(d) === content)
  );
}

/**
 * Blacklist check at order time: a sender or recipient whose name, company or phone equals an
 * entry (case and spacing ignored), or a commodity whose name contains an entry or whose goods
 * description equals it, is refused naming the entry.
 */
export function checkBlacklist(
  order: BlacklistSubject,
  entries: readonly BlacklistEntry[],
): RuleFailure | undefined {
  for (const e of entries) {
    const content = norm(e.content);
    if (!content) continue;
    const hit =
      e.type === 'commodity'
        ? order.commodities.some((c) => commodityMatches(c, content))
        : partyMatches(order[e.type], content);
    if (hit) return fail('lmsBlacklisted', { label: BLACKLIST_TYPE_LABELS[e.type] }, e.content);
  }
  return undefined;
}

/** deleteBatch: a waybill can be deleted only while it has not been received. */
export function checkDeletable(w: { status: WaybillStatus; waybillNo: string }): RuleFailure | undefined {
  return isBeforeReceive(w.status) ? undefined : fail('lmsDeleteOnlyBeforeReceive', w.waybillNo);
}

export type OrderCheckContext = {
  /** The recipient's country is an EU member (country.isEu). */
  recipientCountryIsEu: boolean;
  /** Enabled blacklist entries. */
  blacklist: readonly BlacklistEntry[];
  /** Pieces must carry weight and size (e.g. the product's order config requires them). */
  requireMeasures?: boolean;
};

type CheckableOrder = BlacklistSubject & {
  pieces: readonly Pick<OrderPieceInput, (typeof PIECE_MEASURES)[number]>[];
  boxes?: readonly { commodities: readonly unknown[] }[];
  euDestination?: string | null;
};

/**
 * Every order rule after the payload parsed, in the order a user fixes them: pieces, EU
 * destination, commodities, blacklist. Answers the first refusal; the server writes nothing then.
 */
export function checkOrder(order: CheckableOrder, ctx: OrderCheckContext): RuleFailure | undefined {
  return (
    checkPieces(order.pieces, ctx.requireMeasures) ??
    checkEuDestination(ctx.recipientCountryIsEu, order.euDestination) ??
    checkHasCommodities(order.commodities, order.boxes ?? []) ??
    checkBlacklist(order, ctx.blacklist)
  );
}
