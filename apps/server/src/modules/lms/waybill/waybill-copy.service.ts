import { initialStatus } from '@freightdesk/domain';
import { and, asc, inArray } from 'drizzle-orm';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { takeNextNo } from '#modules/settings/numbering/index.ts';
import type { Db } from '#platform/db/db.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { lmsWaybill, lmsWaybillBox, lmsWaybillCommodity, lmsWaybillPiece } from './waybill.schema.ts';
import {
  isCustomerUser,
  type WaybillRow,
  waybillLogRows,
  waybillScope,
  writeTracks,
} from './waybill-access.ts';
import { WAYBILL_NUMBER_RULE } from './waybill-order.service.ts';

/**
 * Copy of the waybill list (`lms/waybill/copy`): each waybill again as a new order with a new
 * number — same product, sender, recipient, invoice, pieces (order measures and weights), boxes and
 * commodities; no customer number, no carrier or agent data; the initial status and an "ordered" track row.
 */

type PieceRow = typeof lmsWaybillPiece.$inferSelect;
type BoxRow = typeof lmsWaybillBox.$inferSelect;
type CommodityRow = typeof lmsWaybillCommodity.$inferSelect;

const seqNo = (waybillNo: string, prefix: string, seq: number) =>
  `${waybillNo}${prefix}${String(seq).padStart(3, '0')}`;

/** The order columns a copy keeps (everything a customer entered when ordering, but its numbers). */
function orderColumns(w: WaybillRow) {
  return {
    customerId: w.customerId,
    destination: w.destination,
    euDestination: w.euDestination,
    businessType: w.businessType,
    headTransportMode: w.headTransportMode,
    endDeliveryMode: w.endDeliveryMode,
    productId: w.productId,
    pieceCount: w.pieceCount,
    orderActualWeight: w.orderActualWeight,
    orderVolumeWeight: w.orderVolumeWeight,
    orderChargeWeight: w.orderChargeWeight,
    orderSquareNumber: w.orderSquareNumber,
    orderWeightRule: w.orderWeightRule,
    orderVolumeDivisor: w.orderVolumeDivisor,
    isPaperLess: w.isPaperLess,
    needInsure: w.needInsure,
    insureValue: w.insureValue,
    tradeClause: w.tradeClause,
    declareType: w.declareType,
    packageType: w.packageType,
    orderRemark: w.orderRemark,
    homePickUp: w.homePickUp,
    goodsDescs: w.goodsDescs,
    freightPayorType: w.freightPayorType,
    taxPayorType: w.taxPayorType,
    sender: w.sender,
    recipient: w.recipient,
    invoice: w.invoice,
  };
}

type Children = { pieces: PieceRow[]; boxes: BoxRow[]; commodities: CommodityRow[] };

async function childrenOf(tx: Db, ids: readonly string[]): Promise<Children> {
  const [pieces, boxes, commodities] = [
    await tx
      .select()
      .from(lmsWaybillPiece)
      .where(inArray(lmsWaybillPiece.waybillId, [...ids]))
      .orderBy(asc(lmsWaybillPiece.seq)),
    await tx
      .select()
      .from(lmsWaybillBox)
      .where(inArray(lmsWaybillBox.waybillId, [...ids]))
      .orderBy(asc(lmsWaybillBox.seq)),
    await tx
      .select()
      .from(lmsWaybillCommodity)
      .where(inArray(lmsWaybillCommodity.waybillId, [...ids]))
      .orderBy(asc(lmsWaybillCommodity.seq)),
  ];
  return { pieces, boxes, commodities };
}

const commodityCopy = (c: CommodityRow, waybillId: string, boxId: string | null) => {
  const { id: _id, waybillId: _w, boxId: _b, ...fields } = c;
  return { ...fields, waybillId, boxId };
};

/** Inserts the copy's pieces, boxes and commodities (box lines under the new boxes). */
async function copyChildren(tx: Db, from: string, to: { id: string; waybillNo: string }, all: Children) {
  const pieces = all.pieces.filter((p) => p.waybillId === from);
  if (pieces.length)
    await tx.insert(lmsWaybillPiece).values(
      pieces.map((p) => ({
        waybillId: to.id,
        seq: p.seq,
        subNo: seqNo(to.waybillNo, '', p.seq),
        boxNo: p.boxNo,
        orderActualWeight: p.orderActualWeight,
        orderLength: p.orderLength,
        orderWidth: p.orderWidth,
        orderHeight: p.orderHeight,
      })),
    );
  const boxIds = new Map<string, string>();
  for (const b of all.boxes.filter((x) => x.waybillId === from)) {
    const [row] = await tx
      .insert(lmsWaybillBox)
      .values({
        waybillId: to.id,
        seq: b.seq,
        subNo: seqNo(to.waybillNo, 'B', b.seq),
        boxNo: b.boxNo,
        actualWeight: b.actualWeight,
        length: b.length,
        width: b.width,
        height: b.height,
      })
      .returning({ id: lmsWaybillBox.id });
    boxIds.set(b.id, row!.id);
  }
  const lines = all.commodities.filter((c) => c.waybillId === from);
  if (lines.length)
    await tx
      .insert(lmsWaybillCommodity)
      .values(lines.map((c) => commodityCopy(c, to.id, c.boxId ? (boxIds.get(c.boxId) ?? null) : null)));
}

/**
 * Copies up to 500 waybills within the caller's reach (all or nothing; another customer's id is
 * "data does not exist"), each with a number from the waybill number rule, in one transaction.
 * Answers `{waybills: [{id, waybillNo, copiedFrom}]}` in the order asked.
 */
export async function copyWaybills(ctx: AuthedContext, input: { ids: string[] }) {
  const ids = [...new Set(input.ids)];
  return ctx.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(lmsWaybill)
      .where(and(inArray(lmsWaybill.id, ids), waybillScope(ctx)));
    if (rows.length !== ids.length) throw dataNotExist();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const children = await childrenOf(tx, ids);
    const copies: { id: string; waybillNo: string; copiedFrom: string; customerId: string }[] = [];
    for (const id of ids) {
      const source = byId.get(id)!;
      const waybillNo = await takeNextNo(tx, WAYBILL_NUMBER_RULE, ctx.now);
      const status = initialStatus({
        needsCustomerConfirm: !isCustomerUser(ctx),
        homePickUp: source.homePickUp,
      });
      const [created] = await tx
        .insert(lmsWaybill)
        .values({
          ...orderColumns(source),
          waybillNo,
          status,
          orderTime: ctx.now,
          createdAt: ctx.now,
          createdBy: ctx.auth.userId,
          updatedAt: ctx.now,
          updatedBy: ctx.auth.userId,
        })
        .returning({ id: lmsWaybill.id });
      await copyChildren(tx, id, { id: created!.id, waybillNo }, children);
      copies.push({
        id: created!.id,
        waybillNo,
        copiedFrom: source.waybillNo,
        customerId: source.customerId,
      });
    }
    await writeTracks(
      tx,
      ctx,
      copies.map((c) => ({
        waybillId: c.id,
        messageKey: 'lmsTrackOrdered',
        status: 'pickUp',
        source: 'system',
        action: 'copy',
      })),
    );
    await writeBusinessLog(
      tx,
      ctx,
      waybillLogRows(copies, 'copy', (c) => ({
        after: { waybillNo: c.waybillNo, copiedFrom: c.copiedFrom },
      })),
    );
    return { waybills: copies.map(({ customerId: _c, ...c }) => c) };
  });
}
