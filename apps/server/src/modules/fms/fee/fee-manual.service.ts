import {
  type FeeDeletePayload,
  type FeeInsertPayload,
  FeeStatus,
  type FeeSupplementPayload,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, eq, inArray } from 'drizzle-orm';
import { assertMonthsOpen } from '#modules/fms/lock-record/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import type { Db } from '#platform/db/db.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { lmsWaybill, lockWaybills } from '../../lms/waybill/index.ts';
import { lmsWaybillFee } from './fee.schema.ts';
import {
  converted,
  created,
  FEE_ENTITY,
  lockFees,
  rateToLocal,
  refuseSettled,
  staffOnly,
  toMoney,
  updated,
} from './fee-access.ts';
import type { FeeRow } from './fee-calculate.service.ts';

/**
 * Manual fee work on a waybill (back-office §3 "Fee"): a manual line (`isManual`, never replaced
 * by a recalculation), a supplement to an existing line (the amount added, the reason kept, the
 * count raised), and the soft delete (refused for billed or written-off rows). Each writes a
 * business-log row per fee row.
 */

const logged = (r: FeeRow) => ({
  subjectName: r.subjectName,
  kind: r.kind,
  value: r.value,
  currency: r.currency,
  isDeleted: r.isDeleted,
  supplementCount: r.supplementCount,
});

/** `lms/fee/insert`: a manual fee line (estimated) on one waybill. */
export async function insertManualFee(ctx: AuthedContext, input: FeeInsertPayload) {
  staffOnly(ctx);
  return ctx.db.transaction(async (tx) => ({ id: (await addManualFee(tx, ctx, input)).id }));
}

/**
 * A manual fee line (estimated) on one waybill in the caller's transaction: locks the waybill,
 * honours the month lock, logs the row. The party is the waybill's customer or delivery agent
 * unless given (an agent's reconciliation names its agent).
 */
export async function addManualFee(
  tx: Db,
  ctx: AuthedContext,
  input: FeeInsertPayload,
  partyId?: string,
): Promise<FeeRow> {
  const [w] = await lockWaybills(tx, ctx, [input.waybillId]);
  await assertMonthsOpen(tx, [ctx.now]);
  const rate = await rateToLocal(tx, ctx, input.currency);
  const [row] = await tx
    .insert(lmsWaybillFee)
    .values({
      waybillId: w!.id,
      kind: input.kind,
      partyId: partyId ?? (input.kind === 'customer' ? w!.customerId : w!.deliveryAgentId),
      subjectName: input.subjectName,
      value: input.value,
      currency: input.currency,
      exchangeRate: rate.toString(),
      conversionValue: converted(input.value, rate),
      isManual: true,
      status: FeeStatus.estimated,
      belongTime: ctx.now,
      innerRemark: input.innerRemark ?? null,
      outerRemark: input.outerRemark ?? null,
      ...created(ctx),
    })
    .returning();
  await writeBusinessLog(tx, ctx, [
    {
      entity: FEE_ENTITY,
      entityId: row!.id,
      action: 'insert',
      customerId: w!.customerId,
      after: logged(row!),
    },
  ]);
  return row!;
}

/** `lms/fee/supplement`: adds an amount to a fee line (not billed), keeping the reason. */
export async function supplementFee(ctx: AuthedContext, input: FeeSupplementPayload) {
  staffOnly(ctx);
  return ctx.db.transaction(async (tx) => {
    const [fee] = await lockFees(tx, [input.id]);
    if (fee!.isDeleted) throw dataNotExist();
    refuseSettled([fee!]);
    await assertMonthsOpen(tx, [fee!.belongTime]);
    const value = toMoney(new Decimal(fee!.value).plus(input.amount));
    const over = toMoney(new Decimal(fee!.overValue ?? 0).plus(input.amount));
    const [row] = await tx
      .update(lmsWaybillFee)
      .set({
        value,
        overValue: over,
        conversionValue: converted(value, fee!.exchangeRate),
        supplementCount: fee!.supplementCount + 1,
        supplementReason: input.reason,
        ...updated(ctx),
      })
      .where(eq(lmsWaybillFee.id, fee!.id))
      .returning();
    const [w] = await tx
      .select({ customerId: lmsWaybill.customerId })
      .from(lmsWaybill)
      .where(eq(lmsWaybill.id, fee!.waybillId));
    await writeBusinessLog(tx, ctx, [
      {
        entity: FEE_ENTITY,
        entityId: fee!.id,
        action: 'supplement',
        customerId: w?.customerId ?? null,
        before: logged(fee!),
        after: { ...logged(row!), supplementReason: input.reason, amount: input.amount },
      },
    ]);
    return { id: row!.id, value: row!.value, supplementCount: row!.supplementCount };
  });
}

/** `lms/fee/delete`: soft-deletes fee rows; a billed or written-off one refuses the batch. */
export async function deleteFees(ctx: AuthedContext, input: FeeDeletePayload) {
  staffOnly(ctx);
  return ctx.db.transaction(async (tx) => {
    const rows = (await lockFees(tx, input.ids)).filter((r) => !r.isDeleted);
    refuseSettled(rows);
    if (rows.length === 0) return { deleted: 0 };
    await assertMonthsOpen(
      tx,
      rows.map((r) => r.belongTime),
    );
    await tx
      .update(lmsWaybillFee)
      .set({ isDeleted: true, deletedAt: ctx.now, ...updated(ctx) })
      .where(
        and(
          inArray(
            lmsWaybillFee.id,
            rows.map((r) => r.id),
          ),
          eq(lmsWaybillFee.isDeleted, false),
        ),
      );
    await writeBusinessLog(
      tx,
      ctx,
      rows.map((r) => ({ entity: FEE_ENTITY, entityId: r.id, action: 'delete', before: logged(r) })),
    );
    return { deleted: rows.length };
  });
}
