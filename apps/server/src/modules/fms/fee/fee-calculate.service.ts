import {
  DEFAULT_CURRENCY,
  type FeeKind,
  type FeeLine,
  FeeStatus,
  message,
  negotiatedFee,
  orderMeasure,
  type PieceMeasure,
  type PriceTable,
  planRecalculation,
  priceWithTable,
  type QuoteContext,
  type QuoteResult,
  quote,
  type RecalcOptions,
  type RecalcPlan,
  recalculableKinds,
  type Shipment,
  subjectKey,
  type WaybillAction,
} from '@freightdesk/domain';
import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import { negotiatePriceTable } from '#modules/fms/discount/index.ts';
import { firstLockedMonth } from '#modules/fms/lock-record/index.ts';
import {
  type PriceReference,
  priceReference,
  quoteContextOf,
  REFERENCE_TABLES,
  REFERENCE_TTL_MS,
} from '#modules/fms/price/index.ts';
import { fmsPriceQuote } from '#modules/fms/price-quote/index.ts';
import type { Db } from '#platform/db/db.ts';
import { keepData } from '#platform/db/kept-data.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { WaybillRow } from '../../lms/waybill/index.ts';
import { lmsWaybillPiece } from '../../lms/waybill/index.ts';
import { lmsWaybillFee } from './fee.schema.ts';
import { candidatesOf, feeTables } from './fee-tables.ts';

/**
 * Fees calculated onto a freight waybill (issue 5, back-office §3 "Fee", platform-core §3
 * "Customer fee"): the waybill becomes the engine's shipment (destination, pieces as received or
 * else as ordered, goods types, declared value, customer), the customer and agent price tables of
 * its product price it (`quote` / `priceWithTable`), and the lines replace the rows the
 * recalculation plan (`planRecalculation`) allows. Runs inside the caller's transaction; a missing
 * price or a failing formula is written as a line with calErrorMsg, never thrown.
 */

export type FeeRow = typeof lmsWaybillFee.$inferSelect;
type PieceRow = typeof lmsWaybillPiece.$inferSelect;

/** What one waybill's calculation did. */
export type FeeCalcOutcome = {
  waybillId: string;
  waybillNo: string;
  ok: boolean;
  /** The refusal (plan) in the caller's language. */
  error?: string;
  written: number;
  replaced: number;
  /** Lines written with calErrorMsg. */
  failed: number;
};

/** `monthLock`: a waybill whose new or replaced fees fall in a locked month is refused (the recalculation). */
export type FeeCalcOptions = Omit<RecalcOptions, 'now'> & { monthLock?: boolean };
const SMART: FeeCalcOptions = { mode: 'smart' };

/**
 * The pieces as priced: as received once weighed, else as ordered. A charge weight set by hand
 * prices as given (one piece of that weight), since the pieces no longer tell it.
 */
function measuresOf(w: WaybillRow, pieces: readonly PieceRow[]): PieceMeasure[] {
  if (w.isManualChargeWeight && w.receivableRealChargeWeight)
    return [{ actualWeight: w.receivableRealChargeWeight }];
  const received = w.receiveTime !== null && pieces.some((p) => p.receiveActualWeight !== null);
  return pieces.map((p) =>
    received
      ? {
          actualWeight: p.receiveActualWeight,
          length: p.receiveLength,
          width: p.receiveWidth,
          height: p.receiveHeight,
        }
      : orderMeasure(p),
  );
}

/** The engine's shipment of a waybill on the pricing date. */
export function shipmentOf(w: WaybillRow, pieces: readonly PieceRow[], date: Date): Shipment {
  const goods = w.receiveGoodsDescs.length ? w.receiveGoodsDescs : w.goodsDescs;
  return {
    productId: w.productId,
    countryCode: w.recipient.countryCode ?? w.destination,
    postcode: w.recipient.postcode ?? null,
    city: w.recipient.city ?? null,
    pieces: measuresOf(w, pieces),
    goodsTypes: goods,
    packageType: w.packageType as Shipment['packageType'],
    declaredValue: w.invoice.declareValue || null,
    declaredCurrency: w.invoice.declareCurrency || null,
    customerId: w.customerId,
    date,
    remoteLevel: w.recipient.remoteLevel ?? null,
  };
}

function contextOf(ctx: AuthedContext, ref: PriceReference, kind: FeeKind): QuoteContext {
  return quoteContextOf(ref, { now: ctx.now, language: ctx.lang }, { kind, purpose: 'fee' });
}

/** Prices one kind: the specified table as is, else the best candidate; null when there is nothing to price with. */
function priceKind(
  kind: FeeKind,
  w: WaybillRow,
  shipment: Shipment,
  tables: readonly PriceTable[],
  context: QuoteContext,
  specifiedId: string | undefined,
): QuoteResult | null {
  const candidates = candidatesOf(tables, kind, w, specifiedId);
  if (specifiedId) return candidates[0] ? priceWithTable(candidates[0], shipment, context, tables) : null;
  // an agent fee needs an agent price; a customer always gets its freight line (or why there is none)
  if (kind === 'agent' && candidates.length === 0) return null;
  return quote(shipment, candidates, { ...context, baseTables: tables });
}

/** The row values of a calculated line. */
function rowOfLine(
  w: WaybillRow,
  kind: FeeKind,
  line: FeeLine,
  result: { priceId: string | null; priceNo: string | null; endAgentId: string | null; date: Date },
  ctx: AuthedContext,
): typeof lmsWaybillFee.$inferInsert {
  return {
    waybillId: w.id,
    kind,
    partyId: kind === 'customer' ? w.customerId : (w.deliveryAgentId ?? result.endAgentId),
    subjectName: line.subject,
    originalValue: line.originalValue,
    fuelSurchargeRate: line.fuelSurchargeRate,
    fuelSurchargeValue: line.fuelSurchargeValue,
    discount: line.discount,
    value: line.value,
    sysValue: line.value,
    currency: line.currency,
    exchangeRate: line.exchangeRate,
    conversionValue: line.conversionValue,
    formula: line.formula,
    calErrorMsg: line.calErrorMsg ?? null,
    settlementUnit: line.thirdPartySettlement ? 'thirdParty' : null,
    priceId: result.priceId,
    priceNo: result.priceNo,
    status: FeeStatus.estimated,
    belongTime: result.date,
    createdAt: ctx.now,
    createdBy: ctx.auth.userId,
    createdByName: ctx.auth.name,
  };
}

/** A no-price answer as one freight line carrying the reason, so the fees tab says why. */
function noPriceLine(reason: string, currency: string): FeeLine {
  return {
    subject: 'freight',
    originalValue: '0.00',
    fuelSurchargeRate: null,
    fuelSurchargeValue: '0.00',
    discount: '0.00',
    value: '0.00',
    currency,
    exchangeRate: '1',
    conversionValue: '0.00',
    formula: '',
    calErrorMsg: reason,
  };
}

type NegotiatedRow = typeof negotiatePriceTable.$inferSelect;
type Loaded = { w: WaybillRow; pieces: PieceRow[]; fees: FeeRow[]; negotiated: NegotiatedRow[] };

/** A customer line with a negotiated price of its subject takes it; sysValue keeps the engine's value. */
function withNegotiated(
  ctx: AuthedContext,
  row: typeof lmsWaybillFee.$inferInsert,
  negotiated: readonly NegotiatedRow[],
  ref: PriceReference,
  date: Date,
): typeof lmsWaybillFee.$inferInsert {
  const subject = row.subjectName.toLowerCase();
  const n = row.kind === 'customer' && negotiated.find((x) => String(x.subject).toLowerCase() === subject);
  if (!n) return row;
  return { ...row, ...negotiatedFee(n, ref.exchangeRates, date, DEFAULT_CURRENCY, ctx.lang) };
}

/** The new rows of one waybill by the plan (kept subjects and locked kinds left out). */
function newRows(
  ctx: AuthedContext,
  loaded: Loaded,
  plan: Extract<RecalcPlan, { ok: true }>,
  tables: readonly PriceTable[],
  ref: PriceReference,
) {
  const { w, pieces, negotiated } = loaded;
  const shipment = shipmentOf(w, pieces, plan.date);
  const rows: (typeof lmsWaybillFee.$inferInsert)[] = [];
  for (const kind of recalculableKinds(w)) {
    const specifiedId = plan.priceIds[kind];
    const result = priceKind(kind, w, shipment, tables, contextOf(ctx, ref, kind), specifiedId);
    if (!result) continue;
    const lines = result.ok ? result.lines : [noPriceLine(result.reasonText, DEFAULT_CURRENCY)];
    const priceId = result.priceId ?? null;
    const endAgentId = tables.find((t) => t.id === priceId)?.endAgentId ?? null;
    const source = { priceId, priceNo: specifiedId ?? null, endAgentId, date: plan.date };
    for (const line of lines) {
      if (plan.keptSubjects.has(subjectKey(kind, line.subject))) continue;
      rows.push(withNegotiated(ctx, rowOfLine(w, kind, line, source, ctx), negotiated, ref, plan.date));
    }
  }
  return rows;
}

async function loadWaybill(tx: Db, w: WaybillRow): Promise<Loaded> {
  const [pieces, fees, negotiated] = await Promise.all([
    tx
      .select()
      .from(lmsWaybillPiece)
      .where(eq(lmsWaybillPiece.waybillId, w.id))
      .orderBy(asc(lmsWaybillPiece.seq)),
    tx.select().from(lmsWaybillFee).where(eq(lmsWaybillFee.waybillId, w.id)),
    tx.select().from(negotiatePriceTable).where(eq(negotiatePriceTable.waybillNo, w.waybillNo)),
  ]);
  return { w, pieces, fees, negotiated };
}

/**
 * The reference data inside a transaction: the process's copy of the request's database while
 * fresh, else read through the transaction (on PGlite a read outside it would wait for its commit).
 */
const references = new WeakMap<Db, { at: number; value: Promise<PriceReference> }>();
keepData({ name: 'feeReference', tables: REFERENCE_TABLES, forget: (db) => references.delete(db) });
function referenceIn(tx: Db, ctx: AuthedContext): Promise<PriceReference> {
  const hit = references.get(ctx.db);
  if (hit && Math.abs(ctx.now.getTime() - hit.at) < REFERENCE_TTL_MS) return hit.value;
  const value = priceReference(tx, ctx.now);
  references.set(ctx.db, { at: ctx.now.getTime(), value });
  value.catch(() => references.delete(ctx.db));
  return value;
}

/** Forgets the fee calculation's copy of the reference data (tests, after writing rates directly; writes in transactions forget it by themselves). */
export function forgetFeeReference(db: Db): void {
  references.delete(db);
}

/** The customer price table of the saved quote the waybill was ordered from (smart mode keeps to it). */
async function quotedPriceId(tx: Db, w: WaybillRow): Promise<string | undefined> {
  if (!w.priceNo) return undefined;
  const [q] = await tx
    .select({ priceId: fmsPriceQuote.priceId })
    .from(fmsPriceQuote)
    .where(eq(fmsPriceQuote.priceNo, w.priceNo));
  return q?.priceId ?? undefined;
}

/** The locked month of the plan's new fees (its date) or of a fee it replaces, else null. */
function lockedMonthOfPlan(tx: Db, fees: readonly FeeRow[], plan: Extract<RecalcPlan, { ok: true }>) {
  const replaced = fees.filter((f) => plan.replaceIds.includes(f.id)).map((f) => f.belongTime);
  return firstLockedMonth(tx, [plan.date, ...replaced]);
}

/**
 * Calculates (or recalculates) the fees of locked waybills inside the caller's transaction. The
 * reference data (products, channels, zones, fuel, rates) is read once for the batch.
 */
export async function calculateFeesLocked(
  tx: Db,
  ctx: AuthedContext,
  waybills: readonly WaybillRow[],
  options: FeeCalcOptions = SMART,
  ref?: PriceReference,
): Promise<FeeCalcOutcome[]> {
  const reference = ref ?? (await referenceIn(tx, ctx));
  const outcomes: FeeCalcOutcome[] = [];
  for (const w of waybills) {
    const loaded = await loadWaybill(tx, w);
    const plan = planRecalculation(w, loaded.fees, { ...options, now: ctx.now });
    const base = { waybillId: w.id, waybillNo: w.waybillNo };
    if (!plan.ok) {
      outcomes.push({
        ...base,
        ok: false,
        error: message(ctx.lang, plan.reason),
        written: 0,
        replaced: 0,
        failed: 0,
      });
      continue;
    }
    const locked = options.monthLock && (await lockedMonthOfPlan(tx, loaded.fees, plan));
    if (locked) {
      const error = message(ctx.lang, 'lockMonthLocked', [locked]);
      outcomes.push({ ...base, ok: false, error, written: 0, replaced: 0, failed: 0 });
      continue;
    }
    if (options.mode === 'smart' && !plan.priceIds.customer) {
      const quoted = await quotedPriceId(tx, w);
      if (quoted) plan.priceIds.customer = quoted;
    }
    const tables = await feeTables(tx, {
      productId: w.productId,
      customerId: w.customerId,
      date: plan.date,
      specifiedIds: Object.values(plan.priceIds),
    });
    const rows = newRows(ctx, loaded, plan, tables, reference);
    if (plan.replaceIds.length) {
      // a fee billed since it was read (a bill made meanwhile) is never replaced: the call fails whole
      const gone = await tx
        .delete(lmsWaybillFee)
        .where(
          and(
            eq(lmsWaybillFee.waybillId, w.id),
            inArray(lmsWaybillFee.id, plan.replaceIds),
            lt(lmsWaybillFee.status, FeeStatus.billed),
          ),
        )
        .returning({ id: lmsWaybillFee.id });
      if (gone.length !== plan.replaceIds.length) throw new BizError('billFeesChanged');
    }
    if (rows.length) await tx.insert(lmsWaybillFee).values(rows);
    outcomes.push({
      ...base,
      ok: true,
      written: rows.length,
      replaced: plan.replaceIds.length,
      failed: rows.filter((r) => r.calErrorMsg).length,
    });
  }
  return outcomes;
}

/** Status actions after which the fees are calculated again (receive without weighing, weights confirmed). */
export const FEE_CALCULATING_ACTIONS: ReadonlySet<WaybillAction> = new Set<WaybillAction>([
  'receive',
  'confirmWeight',
]);

/**
 * The hook of receive and weight changes: recalculates the waybill's fees (smart mode) in the
 * caller's transaction, the waybill already locked and its new weights written.
 */
export async function recalculateFeesOnChange(tx: Db, ctx: AuthedContext, waybills: readonly WaybillRow[]) {
  return calculateFeesLocked(tx, ctx, waybills);
}
