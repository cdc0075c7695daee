import type { waybillIdsPayload } from '@freightdesk/domain';
import {
  type BlacklistEntry,
  type BoxInput,
  type CommodityInput,
  checkDeletable,
  checkOrder,
  commodityTotalPrice,
  customerNoTaken,
  initialStatus,
  invoiceTotal,
  type OrderPieceInput,
  orderMeasure,
  orderPieceCount,
  WAYBILL_FIELD_LABELS,
  type WaybillOrderInput,
} from '@freightdesk/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { countryTable } from '#modules/basic/basic.schema.ts';
import { type BlackListType, findBlackListed } from '#modules/basic/black-list/black-list.service.ts';
import { writeBusinessLog } from '#modules/common/business-log/business-log.service.ts';
import { takeNextNo } from '#modules/common/numbering/numbering.service.ts';
import { usePriceQuote } from '#modules/fms/price-quote/price-quote.service.ts';
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
  ownOrChosenCustomer,
  refusal,
  WAYBILL_ENTITY,
  waybillLogRows,
  writeTracks,
} from './waybill-access.ts';
import { enabledProduct, orderWeightColumns } from './waybill-product.ts';
import { remoteLevelFor } from './waybill-remote.ts';

/** Number rule of freight waybill numbers (seeded). */
export const WAYBILL_NUMBER_RULE = 'lmsWaybillNo';

async function isEuCountry(db: Db, code: string): Promise<boolean> {
  const [row] = await db
    .select({ isEu: countryTable.isEu })
    .from(countryTable)
    .where(eq(countryTable.code, code));
  return Boolean(row?.isEu);
}

/** Every commodity line of an order: the waybill's and those of its boxes. */
const allLines = (order: WaybillOrderInput) => [
  ...order.commodities,
  ...order.boxes.flatMap((b) => b.commodities),
];
/** Spacing as the blacklist rule compares it ("John  Smith" is "John Smith"). */
const collapse = (v: string) => v.trim().replace(/\s+/g, ' ');

/** The enabled blacklist entries hitting the order's parties or commodities (the blackList service). */
async function blacklistFor(db: Db, order: WaybillOrderInput): Promise<BlacklistEntry[]> {
  const party = (p: WaybillOrderInput['sender']) =>
    [p.name, p.company, p.phone].filter(Boolean).map((v) => collapse(v!));
  const values: Record<BlackListType, string[]> = {
    sender: party(order.sender),
    recipient: party(order.recipient),
    commodity: allLines(order)
      .flatMap((c) => [c.nameEn, c.nameCn ?? '', ...c.goodsDescs])
      .filter(Boolean)
      .map(collapse),
  };
  const found = await Promise.all(
    (Object.keys(values) as BlackListType[]).map((type) => findBlackListed(db, type, values[type])),
  );
  return found.flat().map((e) => ({ type: e.type as BlacklistEntry['type'], content: String(e.content) }));
}

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

async function insertBoxes(tx: Db, waybillId: string, waybillNo: string, boxes: readonly BoxInput[]) {
  for (const [i, box] of boxes.entries()) {
    const { commodities, ...fields } = box;
    const [row] = await tx
      .insert(lmsWaybillBox)
      .values({ ...fields, waybillId, seq: i + 1, subNo: seqNo(waybillNo, 'B', i + 1) })
      .returning({ id: lmsWaybillBox.id });
    if (commodities.length)
      await tx
        .insert(lmsWaybillCommodity)
        .values(commodities.map((c, n) => commodityRow(waybillId, row!.id, c, n + 1)));
  }
}

/**
 * Places a freight waybill: the order rules (pieces, EU destination, commodities, blacklist), the
 * order weights, a number from the waybill number rule, then waybill + pieces + boxes +
 * commodities + first track + business log in one transaction. Answers `{id, waybillNo}`.
 */
export async function orderWaybill(ctx: AuthedContext, order: WaybillOrderInput) {
  const customerId = await ownOrChosenCustomer(ctx, order.customerId, WAYBILL_FIELD_LABELS.customerId!);
  const product = await enabledProduct(ctx.db, order.productId);
  // box lines are checked like the waybill's own (commodities present, blacklist)
  const failure = checkOrder(
    { ...order, commodities: allLines(order), boxes: [] },
    {
      recipientCountryIsEu: await isEuCountry(ctx.db, order.recipient.countryCode),
      blacklist: await blacklistFor(ctx.db, order),
    },
  );
  if (failure) throw new BizError(failure.key, failure.params);
  const pieces: OrderPieceInput[] = order.pieces.length
    ? order.pieces
    : Array.from({ length: orderPieceCount([], order.pieceCount) }, () => ({}));
  const weights = orderWeightColumns(product, pieces.map(orderMeasure), order.recipient.receiveVolumeDivisor);
  // the remote level comes from the remote-area library, never from the caller
  const recipient = {
    ...order.recipient,
    remoteLevel: await remoteLevelFor(ctx.db, order.recipient.countryCode, order.recipient),
  };
  try {
    return await ctx.db.transaction(async (tx) => {
      if (order.customerNo) {
        const [taken] = await tx
          .select({ id: lmsWaybill.id })
          .from(lmsWaybill)
          .where(and(eq(lmsWaybill.customerId, customerId), eq(lmsWaybill.customerNo, order.customerNo)));
        if (taken) throw new BizError(customerNoTaken(order.customerNo).key, [order.customerNo]);
      }
      const waybillNo = await takeNextNo(tx, WAYBILL_NUMBER_RULE, ctx.now);
      const status = initialStatus({
        needsCustomerConfirm: !isCustomerUser(ctx),
        homePickUp: order.homePickUp,
      });
      const [waybill] = await tx
        .insert(lmsWaybill)
        .values({
          waybillNo,
          customerId,
          customerNo: order.customerNo ?? null,
          customerExtraNo: order.customerExtraNo ?? null,
          customerReturnCode: order.customerReturnCode ?? null,
          priceNo: order.priceNo ?? null,
          fbaShipmentId: order.fbaShipmentId ?? null,
          fbaReferenceId: order.fbaReferenceId ?? null,
          status,
          destination: order.recipient.countryCode,
          euDestination: order.euDestination ?? null,
          productId: product.id,
          headTransportMode: product.headTransportMode,
          endDeliveryMode: product.endDeliveryMode,
          orderTime: ctx.now,
          pieceCount: pieces.length,
          ...weights,
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
          recipient,
          invoice: invoiceJson(order),
          createdAt: ctx.now,
          createdBy: ctx.auth.userId,
          updatedAt: ctx.now,
          updatedBy: ctx.auth.userId,
        })
        .returning({ id: lmsWaybill.id });
      const id = waybill!.id;
      if (order.priceNo)
        await usePriceQuote(tx, ctx.now, {
          priceNo: order.priceNo,
          customerId,
          productId: product.id,
          waybillId: id,
        });
      await tx
        .insert(lmsWaybillPiece)
        .values(
          pieces.map((p, i) => ({ ...p, waybillId: id, seq: i + 1, subNo: seqNo(waybillNo, '', i + 1) })),
        );
      await insertBoxes(tx, id, waybillNo, order.boxes);
      if (order.commodities.length)
        await tx
          .insert(lmsWaybillCommodity)
          .values(order.commodities.map((c, i) => commodityRow(id, null, c, i + 1)));
      await writeTracks(tx, ctx, [
        { waybillId: id, messageKey: 'lmsTrackOrdered', status: 'pickUp', source: 'system', action: 'order' },
      ]);
      await writeBusinessLog(tx, ctx, [
        { entity: WAYBILL_ENTITY, entityId: id, action: 'order', customerId, after: { waybillNo, status } },
      ]);
      return { id, waybillNo };
    });
  } catch (err) {
    if (order.customerNo && isUniqueViolation(err, 'lms_waybill_customer_no_uq'))
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
