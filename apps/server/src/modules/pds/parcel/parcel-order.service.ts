import { randomUUID } from 'node:crypto';
import {
  commodityTotalPrice,
  PARCEL_NUMBER_RULE,
  type ParcelOrderInput,
  WAYBILL_FIELD_LABELS,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { ownOrChosenCustomer } from '#modules/lms/waybill/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { productTable } from '#modules/settings/index.ts';
import { takeNextNo } from '#modules/settings/numbering/index.ts';
import { bulkInsert } from '#platform/db/bulk-insert.ts';
import type { Db } from '#platform/db/db.ts';
import { isUniqueViolation } from '#platform/db/unique-violation.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { pdsWaybill, pdsWaybillCommodity, pdsWaybillFee, pdsWaybillPiece } from './parcel.schema.ts';
import { PARCEL_ENTITY, writeParcelTracks } from './parcel-access.ts';
import { parcelCarrier } from './parcel-carrier.ts';
import { queueLabelAttempt, runLabelAttempt } from './parcel-label.service.ts';
import { type ParcelQuote, parcelQuotes } from './parcel-price.service.ts';

const CUSTOMER_NO_INDEX = 'pds_waybill_customer_no_uq';
/** The order's own label call goes first; the task is its backstop should the request die. */
const BACKSTOP_MS = 60_000;

/** The product must be an enabled PDS product. */
async function checkPdsProduct(db: Db, productId: string) {
  const [row] = await db
    .select({ code: productTable.code, sysCode: productTable.sysCode!, enabled: productTable.enabled! })
    .from(productTable)
    .where(eq(productTable.id, productId));
  if (!row?.enabled) throw new BizError('notExist', [{ label: WAYBILL_FIELD_LABELS.productId! }]);
  if (row.sysCode !== 'PDS') throw new BizError('pdsProductNotPds', [String(row.code)]);
}

/** The price the parcel is ordered at: the chosen channel's, else the cheapest of the product. */
async function priceOf(
  ctx: AuthedContext,
  customerId: string,
  input: ParcelOrderInput,
): Promise<ParcelQuote> {
  const declared = input.commodities
    .reduce((t, c) => t.plus(c.totalPrice ?? commodityTotalPrice(c.quantity, c.unitPrice)), new Decimal(0))
    .toFixed(2);
  const quotes = await parcelQuotes(ctx, customerId, {
    productId: input.productId,
    recipient: input.recipient,
    pieces: input.pieces,
    declaredValue: declared,
    declaredCurrency: input.declareCurrency,
  });
  const forChannel = input.channelId ? quotes.filter((q) => q.channelId === input.channelId) : quotes;
  const ok = forChannel.find((q): q is ParcelQuote => q.ok);
  if (ok) return ok;
  const first = forChannel[0] ?? quotes[0];
  throw new BizError('pdsNoPrice', [
    first?.productName ?? input.productId,
    first && !first.ok ? first.reasonText : '-',
  ]);
}

function feeRows(parcelId: string, customerId: string, quote: ParcelQuote, ctx: AuthedContext) {
  return quote.lines.map((l) => ({
    waybillId: parcelId,
    kind: 'customer' as const,
    partyId: customerId,
    subjectName: l.subject,
    originalValue: l.originalValue,
    value: l.value,
    currency: l.currency,
    exchangeRate: l.exchangeRate,
    conversionValue: l.conversionValue,
    formula: l.formula,
    priceId: quote.priceId,
    belongTime: ctx.now,
    calErrorMsg: l.calErrorMsg ?? null,
    createdAt: ctx.now,
    createdBy: ctx.auth.userId,
  }));
}

/** Writes the parcel, its pieces, lines, fees, first track, log and label attempt (one transaction). */
async function placeParcel(
  tx: Db,
  ctx: AuthedContext,
  input: ParcelOrderInput,
  customerId: string,
  quote: ParcelQuote,
  labelApiId: string | null,
  onPlaced?: OnPlaced,
) {
  const id = randomUUID();
  const waybillNo = await takeNextNo(tx, PARCEL_NUMBER_RULE, ctx.now);
  const actual = input.pieces.reduce((t, p) => t.plus(p.receiveActualWeight), new Decimal(0));
  const row = {
    id,
    waybillNo,
    customerId,
    customerNo: input.customerNo ?? null,
    status: 'waiting' as const,
    productId: input.productId,
    channelId: quote.channelId ?? input.channelId ?? null,
    labelApiId,
    labelFormat: input.labelFormat,
    labelAttempts: 1,
    labelDescription: input.labelDescription ?? null,
    fbaShipmentId: input.fbaShipmentId ?? null,
    destination: input.recipient.countryCode,
    pieceCount: input.pieces.length,
    actualWeight: actual.toFixed(3),
    chargeWeight: quote.chargeWeight,
    declareCurrency: input.declareCurrency,
    orderRemark: input.orderRemark ?? null,
    sender: input.sender,
    recipient: input.recipient,
    orderTime: ctx.now,
    createdAt: ctx.now,
    createdBy: ctx.auth.userId,
    updatedAt: ctx.now,
    updatedBy: ctx.auth.userId,
  };
  await tx.insert(pdsWaybill).values(row);
  await bulkInsert(
    tx,
    pdsWaybillPiece,
    input.pieces.map((p, i) => ({
      ...p,
      waybillId: id,
      seq: i + 1,
      subNo: `${waybillNo}${String(i + 1).padStart(3, '0')}`,
    })),
  );
  await bulkInsert(
    tx,
    pdsWaybillCommodity,
    input.commodities.map((c, i) => ({
      waybillId: id,
      seq: i + 1,
      nameEn: c.nameEn,
      nameCn: c.nameCn ?? null,
      quantity: c.quantity,
      unit: c.unit,
      unitPrice: c.unitPrice,
      totalPrice: c.totalPrice ?? commodityTotalPrice(c.quantity, c.unitPrice),
      sku: c.sku ?? null,
      hsCode: c.hsCode ?? null,
      unitNetWeight: c.unitNetWeight ?? null,
      origin: c.origin,
      brand: c.brand ?? null,
      model: c.model ?? null,
      materialEn: c.materialEn ?? null,
      purposeEn: c.purposeEn ?? null,
    })),
  );
  await bulkInsert(tx, pdsWaybillFee, feeRows(id, customerId, quote, ctx));
  await writeParcelTracks(tx, [
    {
      waybillId: id,
      time: ctx.now,
      status: null,
      source: 'system',
      messageKey: 'pdsTrackOrdered',
      createdBy: ctx.auth.userId,
    },
  ]);
  await writeBusinessLog(tx, ctx, [
    {
      entity: PARCEL_ENTITY,
      entityId: id,
      action: 'order',
      customerId,
      after: { waybillNo, status: 'waiting' },
    },
  ]);
  const runAt = input.labelNow ? new Date(ctx.now.getTime() + BACKSTOP_MS) : ctx.now;
  const key = await queueLabelAttempt(tx, { id, labelApiId }, 1, actorOf(ctx), ctx.now, runAt);
  await onPlaced?.(tx, { id, waybillNo });
  return { id, waybillNo, key };
}

/** Work of the caller in the parcel's transaction (a batch row records its parcel; throwing undoes both). */
export type OnPlaced = (tx: Db, placed: { id: string; waybillNo: string }) => Promise<void>;

const actorOf = (ctx: AuthedContext) => ({ userId: ctx.auth.userId, name: ctx.auth.name });

/**
 * Places a parcel (`pdsWaybill/order`): customer (a customer user's own), an enabled PDS product, its
 * price by the engine (the chosen channel's or the cheapest), the channel's label API; then the
 * parcel with pieces, commodity lines, fees, first track, log and the label attempt in one
 * transaction. With `labelNow` the label is bought at once (outside the transaction) and the answer
 * carries the track number or the carrier's error; otherwise the durable task buys it.
 */
export async function orderParcel(ctx: AuthedContext, input: ParcelOrderInput, onPlaced?: OnPlaced) {
  const customerId = await ownOrChosenCustomer(ctx, input.customerId, WAYBILL_FIELD_LABELS.customerId!);
  await checkPdsProduct(ctx.db, input.productId);
  const quote = await priceOf(ctx, customerId, input);
  const labelApiId = await parcelCarrier().labelApiOf(ctx.db, quote.channelId ?? input.channelId ?? null);
  let placed: { id: string; waybillNo: string; key: string };
  try {
    placed = await ctx.db.transaction((tx) =>
      placeParcel(tx, ctx, input, customerId, quote, labelApiId, onPlaced),
    );
  } catch (err) {
    if (input.customerNo && isUniqueViolation(err, CUSTOMER_NO_INDEX))
      throw new BizError('pdsCustomerNoExists', [input.customerNo]);
    throw err;
  }
  const answer = { id: placed.id, waybillNo: placed.waybillNo };
  if (!input.labelNow) return answer;
  const outcome = await runLabelAttempt(ctx.runtime, placed.key, actorOf(ctx), ctx.now);
  if (outcome.status === 'done') return { ...answer, trackNo: outcome.trackNo };
  if (outcome.status === 'failed' || outcome.status === 'retry')
    return { ...answer, labelError: outcome.error };
  return answer;
}
