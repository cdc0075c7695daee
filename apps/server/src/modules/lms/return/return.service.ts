import {
  FeeStatus,
  RETURN_FEE_SUBJECT,
  RETURN_SCREEN,
  type ReturnCancelPayload,
  type ReturnKind,
  type ReturnRegisterPayload,
  ReturnStatus,
} from '@freightdesk/domain';
import { and, eq, gte, inArray } from 'drizzle-orm';
import { addManualFee, lmsWaybillFee } from '#modules/fms/fee/index.ts';
import {
  isCustomerUser,
  lmsWaybill,
  lockWaybills,
  WAYBILL_ENTITY,
  waybillIdsByNos,
} from '#modules/lms/waybill/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { lmsWaybillReturn as r, lmsWaybillReturnFee as rf } from './return.schema.ts';

/** Staff holding the kind's action (`lms/customerReturn:register`, `lms/agentReturn:cancelRegister`, …). */
function checkAllowed(ctx: AuthedContext, kind: ReturnKind, action: 'register' | 'cancelRegister') {
  if (isCustomerUser(ctx) || !ctx.auth.permissions.has(`${RETURN_SCREEN[kind]}:${action}`))
    throw noPermission();
}

/** The waybill column the return number goes to. */
const numberColumn = (kind: ReturnKind) => (kind === 'customer' ? 'customerReturnCode' : 'agentReturnNo');

/**
 * `lms/waybill/returnRegister`: records a return of a received waybill (one in force per kind) with
 * its number, reason and time, and adds its fees as LMS return fees (estimated) of the customer and
 * of the delivery agent.
 */
export async function registerReturn(ctx: AuthedContext, input: ReturnRegisterPayload) {
  checkAllowed(ctx, input.kind, 'register');
  const waybillId = input.waybillId ?? (await waybillIdsByNos(ctx, [input.waybillNo!]))[0]!;
  return ctx.db.transaction(async (tx) => {
    const [w] = await lockWaybills(tx, ctx, [waybillId]);
    if (!w!.receiveTime) throw new BizError('lmsReturnNotReceived', [w!.waybillNo]);
    const [existing] = await tx
      .select({ id: r.id })
      .from(r)
      .where(and(eq(r.waybillId, w!.id), eq(r.kind, input.kind), eq(r.status, ReturnStatus.registered)));
    if (existing) throw new BizError('lmsReturnAlreadyRegistered', [w!.waybillNo]);
    const [row] = await tx
      .insert(r)
      .values({
        waybillId: w!.id,
        customerId: w!.customerId,
        kind: input.kind,
        returnNo: input.returnNo || null,
        reason: input.reason,
        returnTime: input.returnTime ?? ctx.now,
        createdAt: ctx.now,
        createdBy: ctx.auth.userId || null,
        createdByName: ctx.auth.name ?? null,
      })
      .returning();
    const fees = [
      ...input.customerFees.map((fee) => ({ ...fee, kind: 'customer' as const })),
      ...input.agentFees.map((fee) => ({ ...fee, kind: 'agent' as const })),
    ];
    for (const fee of fees) {
      const added = await addManualFee(tx, ctx, {
        waybillId: w!.id,
        kind: fee.kind,
        subjectName: RETURN_FEE_SUBJECT,
        value: fee.value,
        currency: fee.currency,
        innerRemark: fee.remark ?? null,
      });
      await tx.insert(rf).values({ returnId: row!.id, feeId: added.id });
    }
    if (input.returnNo)
      await tx
        .update(lmsWaybill)
        .set({ [numberColumn(input.kind)]: input.returnNo, updatedAt: ctx.now, updatedBy: ctx.auth.userId })
        .where(eq(lmsWaybill.id, w!.id));
    await writeBusinessLog(tx, ctx, [
      {
        entity: WAYBILL_ENTITY,
        entityId: w!.id,
        action: 'returnRegister',
        customerId: w!.customerId,
        after: {
          kind: input.kind,
          returnNo: input.returnNo ?? null,
          reason: input.reason,
          fees: fees.length,
        },
      },
    ]);
    return { id: row!.id };
  });
}

/** The registers, locked with their waybill numbers; any missing refuses the call. */
async function lockRegisters(tx: Db, ids: readonly string[]) {
  const unique = [...new Set(ids)].sort();
  const rows = await tx
    .select({ reg: r, waybillNo: lmsWaybill.waybillNo })
    .from(r)
    .innerJoin(lmsWaybill, eq(lmsWaybill.id, r.waybillId))
    .where(inArray(r.id, unique))
    .orderBy(r.id)
    .for('update', { of: r });
  if (rows.length !== unique.length) throw dataNotExist();
  return rows;
}

/**
 * `lms/waybillReturn/cancel`: cancels registers (all or nothing) and removes their fees; refused when
 * one of the fees is billed or written off.
 */
export async function cancelReturns(ctx: AuthedContext, input: ReturnCancelPayload) {
  if (isCustomerUser(ctx)) throw noPermission();
  return ctx.db.transaction(async (tx) => {
    const found = await lockRegisters(tx, input.ids);
    for (const { reg, waybillNo } of found) {
      checkAllowed(ctx, reg.kind, 'cancelRegister');
      if (reg.status === ReturnStatus.cancelled) throw new BizError('lmsReturnCancelled', [waybillNo]);
    }
    const links = await tx.select().from(rf).where(inArray(rf.returnId, input.ids));
    const feeIds = links.map((l) => l.feeId);
    if (feeIds.length) {
      const billed = await tx
        .select({ returnId: rf.returnId })
        .from(lmsWaybillFee)
        .innerJoin(rf, eq(rf.feeId, lmsWaybillFee.id))
        .where(and(inArray(lmsWaybillFee.id, feeIds), gte(lmsWaybillFee.status, FeeStatus.billed)))
        .for('update', { of: lmsWaybillFee });
      if (billed.length) {
        const no = found.find((x) => x.reg.id === billed[0]!.returnId)!.waybillNo;
        throw new BizError('lmsReturnFeeBilled', [no]);
      }
      await tx
        .update(lmsWaybillFee)
        .set({ isDeleted: true, deletedAt: ctx.now, updatedAt: ctx.now, updatedBy: ctx.auth.userId })
        .where(inArray(lmsWaybillFee.id, feeIds));
    }
    await tx
      .update(r)
      .set({ status: ReturnStatus.cancelled, cancelledAt: ctx.now, cancelledBy: ctx.auth.userId || null })
      .where(inArray(r.id, input.ids));
    await writeBusinessLog(
      tx,
      ctx,
      found.map(({ reg }) => ({
        entity: WAYBILL_ENTITY,
        entityId: reg.waybillId,
        action: 'cancelReturnRegister' as const,
        customerId: reg.customerId,
        before: { kind: reg.kind, returnNo: reg.returnNo },
      })),
    );
    return { updated: found.length };
  });
}
