import {
  AuditStatus,
  applyFlagAction,
  CheckGoodsStatus,
  CUSTOMER_WAYBILL_ACTIONS,
  type DetainType,
  type FlagAction,
  type FlagSource,
  nextStatus,
  Permission,
  WAYBILL_FLAG_LABELS,
  type WaybillAction,
  type WaybillActionPayload,
  type WaybillFlagPayload,
  type WaybillTimestamp,
  WeightConfirmStatus,
} from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { FEE_CALCULATING_ACTIONS, recalculateFeesOnChange } from '#modules/fms/fee/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { lmsWaybill } from './waybill.schema.ts';
import {
  isCustomerUser,
  lockWaybills,
  refusal,
  type TrackEntry,
  WAYBILL_ENTITY,
  type WaybillRow,
  writeTracks,
} from './waybill-access.ts';
import { waybillFlagsChanged, waybillsReceived, waybillsStatusChanged } from './waybill-hooks.ts';

/**
 * Status changes and flag changes of waybills, all or nothing over up to 500 waybills: every change
 * goes through the domain's `nextStatus` / `applyFlagAction`, stamps its timestamps, writes one track
 * row and one business-log row per waybill; the first refusal names the waybill and changes nothing.
 */

const isCustomerAction = (a: WaybillAction) => (CUSTOMER_WAYBILL_ACTIONS as readonly string[]).includes(a);

/** Customers may take only their own confirmations; staff need `operate` for the rest. */
function checkActionAllowed(ctx: AuthedContext, action: WaybillAction): void {
  if (isCustomerUser(ctx) && !isCustomerAction(action)) throw noPermission();
  if (action === 'receive' && !ctx.auth.permissions.has(Permission.lmsWaybillReceive)) throw noPermission();
  if (!isCustomerAction(action) && !ctx.auth.permissions.has(Permission.lmsWaybillOperate))
    throw noPermission();
}

/** Sub-status columns an action sets besides the status (weight confirmation, document audit, check goods). */
function sideEffects(action: WaybillAction, w: WaybillRow, reason: string | undefined) {
  switch (action) {
    case 'requestWeightConfirm':
      return { weightConfirmStatus: WeightConfirmStatus.wait, weightRejectReason: null };
    case 'confirmWeight':
      return { weightConfirmStatus: WeightConfirmStatus.confirmed };
    case 'rejectWeight':
      return { weightConfirmStatus: WeightConfirmStatus.rejected, weightRejectReason: reason ?? null };
    case 'auditDocument':
      return { documentAuditStatus: AuditStatus.audited, documentAuditCount: w.documentAuditCount + 1 };
    case 'denyDocument':
      return {
        documentAuditStatus: AuditStatus.denied,
        documentAuditCount: w.documentAuditCount + 1,
        documentAuditDenyReason: reason ?? null,
      };
    case 'checkGoods':
      return { checkGoodsStatus: CheckGoodsStatus.passed, checkGoodsCount: w.checkGoodsCount + 1 };
    default:
      return {};
  }
}

export type TransitionExtra = {
  reason?: string;
  location?: string;
  /** Further columns to set (the receive scan's weights and flags). */
  set?: (w: WaybillRow) => Partial<WaybillRow>;
};

/**
 * Moves locked waybills by an action inside the caller's transaction: checks every waybill first
 * (nothing is written when one is refused), then updates, tracks and logs.
 */
export async function transitionLocked(
  tx: Db,
  ctx: AuthedContext,
  rows: readonly WaybillRow[],
  action: WaybillAction,
  extra: TransitionExtra = {},
): Promise<WaybillRow[]> {
  const plans = rows.map((w) => {
    const next = nextStatus(w.status, action, w);
    if (!next.ok) throw refusal(next, w.waybillNo, rows.length);
    return { w, next };
  });
  const tracks: TrackEntry[] = [];
  const updated: WaybillRow[] = [];
  for (const { w, next } of plans) {
    const stamps = Object.fromEntries(next.stamps.map((s: WaybillTimestamp) => [s, ctx.now]));
    const values = {
      status: next.to,
      ...stamps,
      ...sideEffects(action, w, extra.reason),
      ...(extra.set?.(w) ?? {}),
      version: w.version + 1,
      updatedAt: ctx.now,
      updatedBy: ctx.auth.userId,
    };
    await tx.update(lmsWaybill).set(values).where(eq(lmsWaybill.id, w.id));
    updated.push({ ...w, ...values });
    tracks.push({
      waybillId: w.id,
      messageKey: next.trackMessageKey,
      description: extra.reason,
      location: extra.location,
      status: next.track,
      source: isCustomerUser(ctx) ? 'manual' : 'scan',
      action,
    });
  }
  await writeTracks(tx, ctx, tracks);
  await writeBusinessLog(
    tx,
    ctx,
    plans.map(({ w, next }) => ({
      entity: WAYBILL_ENTITY,
      entityId: w.id,
      action,
      customerId: w.customerId,
      before: { status: w.status },
      after: { status: next.to },
    })),
  );
  // after the status moved: a waybill received while its customer is in arrears is detained
  if (action === 'receive') await waybillsReceived(tx, ctx, updated);
  await waybillsStatusChanged(
    tx,
    ctx,
    updated.map((w, i) => ({ waybill: w, from: plans[i]!.w.status, action })),
  );
  return updated;
}

/** `lms/waybill/action`: one status action on up to 500 waybills (all or nothing). */
export async function waybillAction(ctx: AuthedContext, input: WaybillActionPayload) {
  checkActionAllowed(ctx, input.action);
  if (input.action === 'rejectWeight' && !input.reason) throw new BizError('lmsWeightRejectReasonRequired');
  return ctx.db.transaction(async (tx) => {
    const rows = await lockWaybills(tx, ctx, input.ids);
    const updated = await transitionLocked(tx, ctx, rows, input.action, input);
    if (FEE_CALCULATING_ACTIONS.has(input.action)) await recalculateFeesOnChange(tx, ctx, updated);
    return { updated: updated.length, statuses: updated.map((w) => ({ id: w.id, status: w.status })) };
  });
}

/** Columns a flag action writes besides the flag itself (detain types). */
function flagColumns(action: FlagAction, input: WaybillFlagPayload) {
  if (action === 'detain') return { detainTypes: [...(input.detainTypes ?? [])] };
  if (action === 'cancelDetain') return { detainTypes: [] };
  return {};
}

export type FlagOptions = {
  /** Where the change came from (records and notices keep it); a list or API action by default. */
  source?: FlagSource;
};

/** `lms/waybill/flag`: delay, detain (with types) / cancel detain, locks, issue, bad debt — all or nothing. */
export async function waybillFlag(ctx: AuthedContext, input: WaybillFlagPayload, options: FlagOptions = {}) {
  return ctx.db.transaction(async (tx) => {
    const rows = await lockWaybills(tx, ctx, input.ids);
    return flagLocked(tx, ctx, rows, input, options);
  });
}

/** A flag action on locked waybills inside the caller's transaction (checked first, then written). */
export async function flagLocked(
  tx: Db,
  ctx: AuthedContext,
  rows: readonly WaybillRow[],
  input: WaybillFlagPayload,
  options: FlagOptions = {},
) {
  const plans = rows.map((w) => {
    const answer = applyFlagAction({
      status: w.status,
      flags: w,
      action: input.action,
      detainTypes: input.detainTypes,
    });
    if (!answer.ok) throw refusal(answer, w.waybillNo, rows.length);
    return { w, answer };
  });
  const tracks: TrackEntry[] = [];
  for (const { w, answer } of plans) {
    await tx
      .update(lmsWaybill)
      .set({
        [answer.flag]: answer.value,
        ...flagColumns(input.action, input),
        version: sql`${lmsWaybill.version} + 1`,
        updatedAt: ctx.now,
        updatedBy: ctx.auth.userId,
      })
      .where(eq(lmsWaybill.id, w.id));
    tracks.push({
      waybillId: w.id,
      messageKey: answer.value ? 'lmsTrackFlagSet' : 'lmsTrackFlagCleared',
      messageParams: [{ label: WAYBILL_FLAG_LABELS[answer.flag] }],
      description: input.reason,
      status: answer.flag === 'isDetain' || answer.flag === 'isIssue' ? 'exception' : null,
      source: 'manual',
      action: input.action,
    });
  }
  await writeTracks(tx, ctx, tracks);
  await writeBusinessLog(
    tx,
    ctx,
    plans.map(({ w, answer }) => ({
      entity: WAYBILL_ENTITY,
      entityId: w.id,
      action: input.action,
      customerId: w.customerId,
      before: { [answer.flag]: !answer.value },
      after: { [answer.flag]: answer.value },
    })),
  );
  await waybillFlagsChanged(
    tx,
    ctx,
    plans.map(({ w }) => ({
      waybill: w,
      action: input.action,
      detainTypes:
        input.action === 'detain'
          ? [...(input.detainTypes ?? [])]
          : input.action === 'cancelDetain'
            ? w.detainTypes
            : [],
      reason: input.reason ?? null,
      source: options.source ?? 'manual',
    })),
  );
  return { updated: plans.length };
}

/**
 * Adds or takes off one detain type of a locked waybill in the caller's transaction (a work order
 * detaining its waybill): the detain flag follows the types — set with the first, cleared with the
 * last — through the flag rules, with a track row when the flag flips and a business-log row.
 * Answers false when nothing changed (the type already there / not there, a finished waybill).
 */
export async function setDetainTypeLocked(
  tx: Db,
  ctx: AuthedContext,
  w: WaybillRow,
  type: DetainType,
  on: boolean,
  reason: string,
): Promise<boolean> {
  const has = w.detainTypes.includes(type);
  if (has === on) return false;
  const types = on ? [...w.detainTypes, type] : w.detainTypes.filter((t) => t !== type);
  const flips = w.isDetain !== types.length > 0;
  if (flips) {
    const answer = applyFlagAction({
      status: w.status,
      flags: w,
      action: on ? 'detain' : 'cancelDetain',
      detainTypes: types,
    });
    if (!answer.ok) return false;
  }
  await tx
    .update(lmsWaybill)
    .set({
      isDetain: types.length > 0,
      detainTypes: types,
      version: sql`${lmsWaybill.version} + 1`,
      updatedAt: ctx.now,
      updatedBy: ctx.auth.userId,
    })
    .where(eq(lmsWaybill.id, w.id));
  if (flips)
    await writeTracks(tx, ctx, [
      {
        waybillId: w.id,
        messageKey: on ? 'lmsTrackFlagSet' : 'lmsTrackFlagCleared',
        messageParams: [{ label: WAYBILL_FLAG_LABELS.isDetain }],
        description: reason,
        status: on ? 'exception' : null,
        source: 'system',
        action: on ? 'detain' : 'cancelDetain',
      },
    ]);
  await writeBusinessLog(tx, ctx, [
    {
      entity: WAYBILL_ENTITY,
      entityId: w.id,
      action: on ? 'detain' : 'cancelDetain',
      customerId: w.customerId,
      before: { isDetain: w.isDetain, detainTypes: w.detainTypes },
      after: { isDetain: types.length > 0, detainTypes: types, reason },
    },
  ]);
  await waybillFlagsChanged(tx, ctx, [
    { waybill: w, action: on ? 'detain' : 'cancelDetain', detainTypes: [type], reason, source: 'workOrder' },
  ]);
  return true;
}
