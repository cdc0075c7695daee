import {
  type ChannelRouteOwn,
  candidateOrder,
  cheapestFirst,
  type MessageKey,
  message,
  type PricedChannel,
  type RuleFacts,
  runRules,
} from '@freightdesk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { agentPricesOfChannels } from '#modules/fms/fee/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { channelTable } from '#modules/settings/index.ts';
import { loadRules, type StoredRule, waybillRuleFacts } from '#modules/settings/rule/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import {
  lmsWaybill,
  transitionLocked,
  WAYBILL_ENTITY,
  type WaybillRow,
  waybillChannelsChanged,
} from '../../lms/waybill/index.ts';
import { channelRefuses, guardChannel } from './channel-guard.ts';
import { channelRouteKind } from './channel-route.kind.ts';
import { channelRouteTable, channelRouteTurn } from './channel-route.schema.ts';

/**
 * The channel router (back-office §3 "Channel route"): for each waybill without a channel (at
 * receive also one whose channel now refuses it) the enabled channel routes run in priority order
 * over the waybill's facts; the first matching rule that yields a usable channel decides. A channel
 * is usable when it exists, is enabled, lists the waybill's product and the channel guard (limits)
 * lets it take the waybill.
 */

export type RoutePoint = 'order' | 'receive';
type Rule = StoredRule<ChannelRouteOwn>;
export type RouteChannel = {
  id: string;
  name: string;
  productIds: string[];
  headAgentId: string | null;
  customsAgentId: string | null;
  clearanceAgentId: string | null;
  deliveryAgentId: string | null;
};
export type RouteDecision =
  | { ok: true; channel: RouteChannel; rule: Rule }
  | { ok: false; reason: string; rule: Rule | null };

let random: () => number = Math.random;
/** Tests make `random` conflict rules predictable (none: back to Math.random). */
export function setRouteRandom(next?: () => number): void {
  random = next ?? Math.random;
}

/** Advances a turn rule's counter by one, atomically across processes: answers the turn this waybill takes. */
async function nextTurn(tx: Db, ruleId: string): Promise<number> {
  const [row] = await tx
    .insert(channelRouteTurn)
    .values({ ruleId, n: 0 })
    .onConflictDoUpdate({ target: channelRouteTurn.ruleId, set: { n: sql`${channelRouteTurn.n} + 1` } })
    .returning({ n: channelRouteTurn.n });
  return row!.n;
}

/** The enabled channels by id. */
export async function routeChannels(db: Db, ids?: readonly string[]): Promise<Map<string, RouteChannel>> {
  const c = channelTable;
  const rows = await db
    .select({
      id: c.id,
      name: c.name,
      productIds: c.productIds,
      headAgentId: c.headAgentId,
      customsAgentId: c.customsAgentId,
      clearanceAgentId: c.clearanceAgentId,
      deliveryAgentId: c.deliveryAgentId,
    })
    .from(c)
    .where(and(eq(c.enabled, true), ids ? inArray(c.id, [...ids]) : undefined));
  return new Map(rows.map((r) => [String(r.id), r as unknown as RouteChannel]));
}

type Routing = {
  tx: Db;
  ctx: AuthedContext;
  channels: ReadonlyMap<string, RouteChannel>;
  w: WaybillRow;
  facts: RuleFacts;
};

const say = (ctx: AuthedContext, key: MessageKey, params: (string | number)[] = []) =>
  message(ctx.lang, key, params);

/** Tries channels in order, each through the guard (refuse, then take): the first that takes the waybill. */
async function firstTaking(r: Routing, ordered: readonly RouteChannel[], refusals: string[]) {
  for (const ch of ordered) {
    const refused = await guardChannel(r.tx, r.ctx, r.w, ch.id, r.facts);
    if (!refused) return ch;
    refusals.push(`${ch.name}: ${refused}`);
  }
  return undefined;
}

/** The cheapest usable channel by the agent price (ties: the conflict rule's order). */
async function cheapest(r: Routing, rule: Rule, candidates: RouteChannel[], refusals: string[]) {
  const readable: RouteChannel[] = [];
  for (const ch of candidates) {
    const refused = await channelRefuses(r.tx, r.ctx, r.w, ch.id, r.facts);
    if (refused) refusals.push(`${ch.name}: ${refused}`);
    else readable.push(ch);
  }
  const prices = await agentPricesOfChannels(r.tx, r.ctx, r.w, readable);
  const priced: PricedChannel[] = [];
  for (const ch of readable) {
    const p = prices.get(ch.id);
    if (p) priced.push({ channelId: ch.id, ...p });
    else refusals.push(say(r.ctx, 'channelRouteNoAgentPrice', [ch.name]));
  }
  if (!priced.length) return undefined;
  const turn = rule.own.conflictRule === 'turn' ? await nextTurn(r.tx, rule.id) : 0;
  const ordered = candidateOrder(
    priced.map((p) => p.channelId),
    rule.own.conflictRule,
    { random, turn },
  );
  const ranked = cheapestFirst(priced, rule.own.deviationMode, ordered);
  return firstTaking(
    r,
    ranked.map((p) => r.channels.get(p.channelId)!),
    refusals,
  );
}

/** What one matched rule does for a waybill: a channel, or why not. */
async function decideRule(r: Routing, rule: Rule, skip: string | null): Promise<RouteDecision> {
  const { routeMode, channelIds, conflictRule } = rule.own;
  if (routeMode === 'manual')
    return { ok: false, rule, reason: say(r.ctx, 'channelRouteByHand', [rule.name]) };
  if (routeMode === 'import')
    return { ok: false, rule, reason: say(r.ctx, 'channelRouteImportWithout', [rule.name]) };
  const refusals: string[] = [];
  const candidates: RouteChannel[] = [];
  for (const id of channelIds) {
    const ch = r.channels.get(id);
    if (!ch || ch.id === skip) continue;
    if (!ch.productIds.includes(r.w.productId))
      refusals.push(say(r.ctx, 'channelRouteNotForProduct', [ch.name]));
    else candidates.push(ch);
  }
  let chosen: RouteChannel | undefined;
  if (candidates.length && routeMode === 'auto') {
    const turn = conflictRule === 'turn' ? await nextTurn(r.tx, rule.id) : 0;
    chosen = await firstTaking(r, candidateOrder(candidates, conflictRule, { random, turn }), refusals);
  } else if (candidates.length) chosen = await cheapest(r, rule, candidates, refusals);
  if (chosen) return { ok: true, channel: chosen, rule };
  const why = refusals.join('; ') || say(r.ctx, 'channelRouteChannelUnavailable');
  return { ok: false, rule, reason: say(r.ctx, 'channelRouteNoUsableChannel', [rule.name, why]) };
}

/**
 * Decides the channel of each waybill (the guard takes the chosen channel's capacity in `tx`):
 * the matching rules in run order, the first that yields a channel wins; none → the last reason.
 * `skip`: a channel not to choose again (the one that now refuses a received waybill).
 */
export async function decideRoutes(
  tx: Db,
  ctx: AuthedContext,
  rows: readonly WaybillRow[],
  skip: ReadonlyMap<string, string> = new Map(),
): Promise<Map<string, RouteDecision>> {
  const out = new Map<string, RouteDecision>();
  if (!rows.length) return out;
  const facts = await waybillRuleFacts(
    tx,
    ctx,
    rows.map((w) => w.id),
  );
  const rules = await loadRules(tx, channelRouteKind());
  const channels = await routeChannels(tx);
  for (const w of rows) {
    const f = facts.get(w.id)?.facts ?? {};
    const r: Routing = { tx, ctx, channels, w, facts: f };
    let decision: RouteDecision = { ok: false, rule: null, reason: say(ctx, 'channelRouteNoRule') };
    for (const rule of runRules(rules, f, ctx.now)) {
      decision = await decideRule(r, rule, skip.get(w.id) ?? null);
      if (decision.ok) break;
    }
    out.set(w.id, decision);
  }
  return out;
}

/** The columns a routed waybill gets: its channel and the channel's agents per leg (where it has them). */
export function channelColumns(w: WaybillRow, ch: RouteChannel) {
  return {
    channelId: ch.id,
    headAgentId: ch.headAgentId ?? w.headAgentId,
    customsAgentId: ch.customsAgentId ?? w.customsAgentId,
    clearanceAgentId: ch.clearanceAgentId ?? w.clearanceAgentId,
    deliveryAgentId: ch.deliveryAgentId ?? w.deliveryAgentId,
    routeFailure: null,
  };
}

/** Writes the channels of routed waybills (status unchanged) and a business-log row naming the rule. */
export async function writeRouted(
  tx: Db,
  ctx: AuthedContext,
  routed: readonly { w: WaybillRow; channel: RouteChannel; rule: Rule | null }[],
) {
  for (const { w, channel } of routed)
    await tx
      .update(lmsWaybill)
      .set({ ...channelColumns(w, channel), version: w.version + 1, updatedAt: ctx.now })
      .where(eq(lmsWaybill.id, w.id));
  await writeBusinessLog(
    tx,
    ctx,
    routed.map(({ w, channel, rule }) => ({
      entity: WAYBILL_ENTITY,
      entityId: w.id,
      action: 'routeChannel' as const,
      customerId: w.customerId,
      before: { channelId: w.channelId },
      after: { channelId: channel.id, channel: channel.name, rule: rule?.name ?? null },
    })),
  );
}

/** Records why waybills got no channel (the column and a business-log row); the status is the caller's. */
export async function writeUnrouted(
  tx: Db,
  ctx: AuthedContext,
  failed: readonly { w: WaybillRow; reason: string; rule: Rule | null }[],
) {
  for (const { w, reason } of failed)
    await tx.update(lmsWaybill).set({ routeFailure: reason }).where(eq(lmsWaybill.id, w.id));
  await writeBusinessLog(
    tx,
    ctx,
    failed.map(({ w, reason, rule }) => ({
      entity: WAYBILL_ENTITY,
      entityId: w.id,
      action: 'routeFailed' as const,
      customerId: w.customerId,
      after: { reason, rule: rule?.name ?? null },
    })),
  );
}

/**
 * Waybills whose channel refuses them as received and that no rule could route elsewhere leave that
 * channel (they wait for a person), giving back what they took of its limit.
 */
async function leaveRefusingChannels(tx: Db, ctx: AuthedContext, waybills: readonly WaybillRow[]) {
  if (!waybills.length) return;
  await tx
    .update(lmsWaybill)
    .set({ channelId: null })
    .where(
      inArray(
        lmsWaybill.id,
        waybills.map((w) => w.id),
      ),
    );
  await waybillChannelsChanged(
    tx,
    ctx,
    waybills.map((w) => ({ waybill: w, from: w.channelId, to: null })),
  );
}

/** Splits decisions into routed and failed, in the rows' order. */
export function splitDecisions(rows: readonly WaybillRow[], decisions: ReadonlyMap<string, RouteDecision>) {
  const routed: { w: WaybillRow; channel: RouteChannel; rule: Rule | null }[] = [];
  const failed: { w: WaybillRow; reason: string; rule: Rule | null }[] = [];
  for (const w of rows) {
    const d = decisions.get(w.id);
    if (!d) continue;
    if (d.ok) routed.push({ w, channel: d.channel, rule: d.rule });
    else failed.push({ w, reason: d.reason, rule: d.rule });
  }
  return { routed, failed };
}

/**
 * Routes waybills in the caller's transaction (only while some channel route is enabled) (rows locked or just written by it): at order the
 * waybills without a channel — one without stays so, its reason recorded; at receive also those
 * whose channel now refuses them — one without moves to waitChannelRoute (`routeFailed`).
 */
export async function routeWaybills(
  tx: Db,
  ctx: AuthedContext,
  waybillIds: readonly string[],
  point: RoutePoint,
) {
  const none = { routed: [], failed: [] };
  if (!waybillIds.length) return none;
  // without any enabled channel route, channel routing is off: waybills keep their way as before
  const [anyRule] = await tx
    .select({ id: channelRouteTable.id })
    .from(channelRouteTable)
    .where(eq(channelRouteTable.enabled, true))
    .limit(1);
  if (!anyRule) return none;
  const rows = await tx
    .select()
    .from(lmsWaybill)
    .where(inArray(lmsWaybill.id, [...waybillIds]));
  const skip = new Map<string, string>();
  const todo: WaybillRow[] = [];
  const facts =
    point === 'receive'
      ? await waybillRuleFacts(
          tx,
          ctx,
          rows.map((w) => w.id),
        )
      : null;
  for (const w of rows) {
    if (!w.channelId) todo.push(w);
    else if (facts && (await channelRefuses(tx, ctx, w, w.channelId, facts.get(w.id)?.facts ?? {}))) {
      skip.set(w.id, w.channelId);
      todo.push(w);
    }
  }
  const { routed, failed } = splitDecisions(todo, await decideRoutes(tx, ctx, todo, skip));
  await writeRouted(tx, ctx, routed);
  if (point === 'order') await writeUnrouted(tx, ctx, failed);
  else if (failed.length) {
    const reasons = new Map(failed.map((f) => [f.w.id, f.reason]));
    const movable = failed.filter((f) => f.w.status === 'received' || f.w.status === 'waitSend');
    await writeUnrouted(tx, ctx, failed);
    await leaveRefusingChannels(
      tx,
      ctx,
      failed.filter((f) => skip.has(f.w.id)).map((f) => f.w),
    );
    if (movable.length)
      await transitionLocked(
        tx,
        ctx,
        movable.map((f) => ({ ...f.w, routeFailure: reasons.get(f.w.id)! })),
        'routeFailed',
        { set: (w) => ({ routeFailure: reasons.get(w.id) ?? null }) },
      );
  }
  return { routed, failed };
}
