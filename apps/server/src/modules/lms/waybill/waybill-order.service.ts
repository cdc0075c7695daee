import { randomUUID } from 'node:crypto';
import type { waybillIdsPayload } from '@freightdesk/domain';
import {
  type CommodityInput,
  checkDeletable,
  commodityTotalPrice,
  initialStatus,
  invoiceTotal,
  type WaybillOrderInput,
} from '@freightdesk/domain';
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { usePriceQuote } from '#modules/fms/price-quote/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { takeNextNos } from '#modules/settings/numbering/index.ts';
import { bulkInsert } from '#platform/db/bulk-insert.ts';
import type { Db } from '#platform/db/db.ts';
import { isUniqueViolation } from '#platform/db/unique-violation.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import {
  lmsWaybill,
  lmsWaybillBox,
  lmsWaybillCommodity,
  lmsWaybillPiece,
  type WaybillInvoiceJson,
} from './waybill.schema.ts';
import {
  isCustomerUser,
  lockWaybills,
  refusal,
  WAYBILL_ENTITY,
  waybillLogRows,
  writeTracks,
} from './waybill-access.ts';
import { runOrderChecks, waybillsPlaced } from './waybill-hooks.ts';
import { type CheckedOrder, checkOrders } from './waybill-order-check.ts';

/** Number rule of freight waybill numbers (seeded). */
export const WAYBILL_NUMBER_RULE = 'lmsWaybillNo';

/** The unique index that keeps a customer number once per customer. */
export const CUSTOMER_NO_INDEX = 'lms_waybill_customer_no_uq';

function invoiceJson(order: WaybillOrderInput): WaybillInvoiceJson {
  const i = order.invoice;
  return { ...i, declareTotalValue: i.declareTotalValue ?? invoiceTotal(i) } as WaybillInvoiceJson;
}

const seqNo = (waybillNo: string, prefix: string, seq: number) =>
  `${waybillNo}${prefix}${String(seq).padStart(3, '0')}`;

function commodityRow(waybillId: string, boxId: string | null, c: CommodityInput, seq: number) {
  return {
    ...c,
    waybillId,
    boxId,
    seq,
    totalPrice: c.totalPrice ?? commodityTotalPrice(c.quantity, c.unitPrice),
  };
}

/** The waybill row of a checked order. */
function waybillRow(ctx: AuthedContext, c: CheckedOrder, id: string, waybillNo: string) {
  const { order, product } = c;
  return {
    id,
    waybillNo,
    customerId: c.customerId,
    customerNo: order.customerNo ?? null,
    customerExtraNo: order.customerExtraNo ?? null,
    customerReturnCode: order.customerReturnCode ?? null,
    priceNo: order.priceNo ?? null,
    fbaShipmentId: order.fbaShipmentId ?? null,
    fbaReferenceId: order.fbaReferenceId ?? null,
    status: initialStatus({ needsCustomerConfirm: !isCustomerUser(ctx), homePickUp: order.homePickUp }),
    destination: order.recipient.countryCode,
    euDestination: order.euDestination ?? null,
    productId: product.id,
    headTransportMode: product.headTransportMode,
    endDeliveryMode: product.endDeliveryMode,
    orderTime: ctx.now,
    pieceCount: c.pieces.length,
    ...c.weights,
    isPaperLess: order.isPaperLess,
    needInsure: order.needInsure,
    insureValue: order.insureValue ?? null,
    tradeClause: order.tradeClause ?? null,
    declareType: order.declareType ?? null,
    packageType: order.packageType,
    orderRemark: order.orderRemark ?? null,
    homePickUp: order.homePickUp,
    goodsDescs: order.goodsDescs,
    freightPayorType: order.freightPayor.type,
    taxPayorType: order.taxPayor.type,
    sender: order.sender,
    recipient: c.recipient,
    invoice: invoiceJson(order),
    createdAt: ctx.now,
    createdBy: ctx.auth.userId,
    updatedAt: ctx.now,
    updatedBy: ctx.auth.userId,
  };
}

/** Pieces, boxes and commodity lines of the placed waybills, for one insert per table. */
function childRows(placed: readonly { id: string; waybillNo: string; c: CheckedOrder }[]) {
  const pieces: (typeof lmsWaybillPiece.$inferInsert)[] = [];
  const boxes: (typeof lmsWaybillBox.$inferInsert)[] = [];
  const lines: (typeof lmsWaybillCommodity.$inferInsert)[] = [];
  for (const { id, waybillNo, c } of placed) {
    for (const [i, p] of c.pieces.entries())
      pieces.push({ ...p, waybillId: id, seq: i + 1, subNo: seqNo(waybillNo, '', i + 1) });
    for (const [i, box] of c.order.boxes.entries()) {
      const { commodities, ...fields } = box;
      const boxId = randomUUID();
      boxes.push({ ...fields, id: boxId, waybillId: id, seq: i + 1, subNo: seqNo(waybillNo, 'B', i + 1) });
      for (const [n, line] of commodities.entries()) lines.push(commodityRow(id, boxId, line, n + 1));
    }
    for (const [i, line] of c.order.commodities.entries()) lines.push(commodityRow(id, null, line, i + 1));
  }
  return { pieces, boxes, lines };
}

/**
 * Places checked orders in the caller's transaction, set-based: one block of waybill numbers from the
 * number rule, then one insert per table (waybills, pieces, boxes, commodity lines, first tracks,
 * business log) whatever the count; a saved price quote ordered from is used per waybill. A customer
 * number taken meanwhile by another transaction fails on the unique index (see `customerNoRace`).
 * The registered order checks (`waybill-hooks.ts`) run first: they may refuse, or warn (the warnings
 * go with the order's answer). Answers `{id, waybillNo, warnings?}` per order, in order.
 */
export async function placeOrders(tx: Db, ctx: AuthedContext, checked: readonly CheckedOrder[]) {
  if (!checked.length) return [];
  const warnings = await runOrderChecks(tx, ctx, checked);
  const numbers = await takeNextNos(tx, WAYBILL_NUMBER_RULE, ctx.now, checked.length);
  const placed = checked.map((c, i) => ({ id: randomUUID(), waybillNo: numbers[i]!, c }));
  const rows = placed.map((p) => waybillRow(ctx, p.c, p.id, p.waybillNo));
  await bulkInsert(tx, lmsWaybill, rows);
  for (const { id, c } of placed)
    if (c.order.priceNo)
      await usePriceQuote(tx, ctx.now, {
        priceNo: c.order.priceNo,
        customerId: c.customerId,
        productId: c.product.id,
        waybillId: id,
      });
  const children = childRows(placed);
  await bulkInsert(tx, lmsWaybillPiece, children.pieces);
  await bulkInsert(tx, lmsWaybillBox, children.boxes);
  await bulkInsert(tx, lmsWaybillCommodity, children.lines);
  await writeTracks(
    tx,
    ctx,
    placed.map(({ id }) => ({
      waybillId: id,
      messageKey: 'lmsTrackOrdered',
      status: 'pickUp',
      source: 'system',
      action: 'order',
    })),
  );
  await writeBusinessLog(
    tx,
    ctx,
    placed.map(({ id, waybillNo }, i) => ({
      entity: WAYBILL_ENTITY,
      entityId: id,
      action: 'order',
      customerId: rows[i]!.customerId,
      after: { waybillNo, status: rows[i]!.status },
    })),
  );
  await waybillsPlaced(
    tx,
    ctx,
    placed.map(({ id, waybillNo }, i) => ({ id, waybillNo, customerId: rows[i]!.customerId })),
  );
  return placed.map(({ id, waybillNo }, i) => ({
    id,
    waybillNo,
    ...(warnings[i]?.length ? { warnings: warnings[i] } : {}),
  }));
}

/** Whether a write failed because a customer number was taken by a concurrent transaction. */
export const customerNoRace = (err: unknown) => isUniqueViolation(err, CUSTOMER_NO_INDEX);

/**
 * Places a freight waybill: the order rules (`checkOrders`: customer, product, pieces, EU
 * destination, commodities, blacklist, customer number), the order weights, a number from the
 * waybill number rule, then waybill + pieces + boxes + commodities + first track + business log in
 * one transaction (`placeOrders`) — the very path an import takes for its thousands. Answers
 * `{id, waybillNo, warnings?}` (the credit warning of a customer short of available balance).
 */
export async function orderWaybill(ctx: AuthedContext, order: WaybillOrderInput) {
  const [result] = await checkOrders(ctx, ctx.db, [order]);
  if (!result!.ok) throw result!.error;
  try {
    return (await ctx.db.transaction((tx) => placeOrders(tx, ctx, [result!.checked])))[0]!;
  } catch (err) {
    if (order.customerNo && customerNoRace(err))
      throw new BizError('lmsCustomerNoExists', [order.customerNo]);
    throw err;
  }
}

/** Deletes waybills that have not been received yet (all or nothing), with a business log row each. */
export async function deleteWaybills(ctx: AuthedContext, input: z.output<typeof waybillIdsPayload>) {
  return ctx.db.transaction(async (tx) => {
    const rows = await lockWaybills(tx, ctx, input.ids);
    for (const w of rows) {
      const failure = checkDeletable(w);
      if (failure) throw refusal(failure, w.waybillNo, rows.length);
    }
    await tx.delete(lmsWaybill).where(
      inArray(
        lmsWaybill.id,
        rows.map((r) => r.id),
      ),
    );
    await writeBusinessLog(
      tx,
      ctx,
      waybillLogRows(rows, 'delete', (w) => ({ before: { waybillNo: w.waybillNo, status: w.status } })),
    );
    return { deleted: rows.length };
  });
}
