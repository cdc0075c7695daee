import { message, Permission, type WaybillStatus } from '@freightdesk/domain';
import { and, inArray } from 'drizzle-orm';
import { waybillRuleFacts } from '#modules/settings/rule/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import {
  isCustomerUser,
  lmsWaybill,
  lockWaybills,
  transitionLocked,
  type WaybillRow,
  waybillDataScope,
} from '../../lms/waybill/index.ts';
import { guardChannel } from './channel-guard.ts';
import {
  channelColumns,
  decideRoutes,
  routeChannels,
  splitDecisions,
  writeRouted,
  writeUnrouted,
} from './channel-router.service.ts';

/**
 * Manual routing of waybills waiting for a channel (platform-core §4 `waitChannelRoute`): a person
 * routes a batch to a channel, or runs the channel routes again. Staff with the waybill list's
 * `route` action, within the waybill list's data scope; every waybill locked, all or nothing.
 */

/** Locks the waybills after checking the caller may route them (staff, permission, data scope). */
async function lockRoutable(tx: Db, ctx: AuthedContext, ids: readonly string[]): Promise<WaybillRow[]> {
  if (isCustomerUser(ctx) || !ctx.auth.permissions.has(Permission.lmsWaybillRoute)) throw noPermission();
  const unique = [...new Set(ids)];
  const scope = await waybillDataScope(ctx);
  if (scope) {
    const reachable = await tx
      .select({ id: lmsWaybill.id })
      .from(lmsWaybill)
      .where(and(inArray(lmsWaybill.id, unique), scope));
    if (reachable.length !== unique.length) throw dataNotExist();
  }
  return lockWaybills(tx, ctx, unique);
}

const refuse = (w: WaybillRow, why: string) => new BizError('channelRouteWaybillRefused', [w.waybillNo, why]);

/** `lms/waybill/routeChannel`: the waiting waybills to one channel; the manual router is the caller. */
export async function routeChannelByHand(ctx: AuthedContext, input: { ids: string[]; channelId: string }) {
  return ctx.db.transaction(async (tx) => {
    const rows = await lockRoutable(tx, ctx, input.ids);
    const notWaiting = rows.find((w) => w.status !== 'waitChannelRoute');
    if (notWaiting) throw new BizError('channelRouteNotWaiting', [notWaiting.waybillNo]);
    const channel = (await routeChannels(tx, [input.channelId])).get(input.channelId);
    if (!channel) throw new BizError('channelRouteChannelUnavailable', []);
    const facts = await waybillRuleFacts(
      tx,
      ctx,
      rows.map((w) => w.id),
    );
    for (const w of rows) {
      if (!channel.productIds.includes(w.productId))
        throw refuse(w, message(ctx.lang, 'channelRouteNotForProduct', [channel.name]));
      const refused = await guardChannel(tx, ctx, w, channel.id, facts.get(w.id)?.facts ?? {});
      if (refused) throw refuse(w, refused);
    }
    await transitionLocked(tx, ctx, rows, 'routeChannel', {
      set: (w) => ({ ...channelColumns(w, channel), manualRouterId: ctx.auth.userId }),
    });
    return { updated: rows.length };
  });
}

/** Before the warehouse a waybill without a channel may be routed again (it stays in its status). */
const BEFORE_RECEIVE: readonly WaybillStatus[] = ['waitConfirmWaybill', 'order', 'waitPickUp'];

/**
 * `lms/waybill/reroute`: the channel routes again for waiting waybills (routed ones move on to
 * waitSend) and for waybills not yet received that have no channel. Those still without one keep
 * waiting with the new reason.
 */
export async function rerouteWaybills(ctx: AuthedContext, input: { ids: string[] }) {
  return ctx.db.transaction(async (tx) => {
    const rows = await lockRoutable(tx, ctx, input.ids);
    const stuck = rows.find(
      (w) => w.status !== 'waitChannelRoute' && !(BEFORE_RECEIVE.includes(w.status) && !w.channelId),
    );
    if (stuck) throw new BizError('channelRouteNotReroutable', [stuck.waybillNo]);
    const { routed, failed } = splitDecisions(rows, await decideRoutes(tx, ctx, rows));
    await writeRouted(tx, ctx, routed);
    await writeUnrouted(tx, ctx, failed);
    const waiting = routed.filter((r) => r.w.status === 'waitChannelRoute');
    if (waiting.length) {
      const chosen = new Map(waiting.map((r) => [r.w.id, r.channel]));
      await transitionLocked(
        tx,
        ctx,
        waiting.map((r) => ({ ...r.w, version: r.w.version + 1 })),
        'routeChannel',
        { set: (w) => channelColumns(w, chosen.get(w.id)!) },
      );
    }
    return {
      routed: routed.length,
      failed: failed.map((f) => ({ id: f.w.id, waybillNo: f.w.waybillNo, reason: f.reason })),
    };
  });
}
