import type { RuleFacts } from '@freightdesk/domain';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/** The waybill a channel is about to take. */
export type GuardedWaybill = { id: string; waybillNo: string; customerId: string };

/**
 * What the channel and service limits say about a candidate channel (`limitsGuard`, registered by the
 * module's manifest — the limits are not imported here, their imports would load the price module
 * half-way from here; tests may put another guard in its place). `refuses` reads only (service limit: weights,
 * sizes, countries…); `take` counts the waybill against the channel limit atomically in the
 * transaction (its amounts are in the facts: pieceCount, chargeWeight, squareNumber). Both answer the refusal in the caller's language, or undefined.
 */
type GuardStep = (
  tx: Db,
  ctx: AuthedContext,
  waybill: GuardedWaybill,
  channelId: string,
  facts: RuleFacts,
) => Promise<string | undefined>;
export type ChannelGuard = { refuses: GuardStep; take: GuardStep };

const ALLOW_ALL: ChannelGuard = {
  refuses: async () => undefined,
  take: async () => undefined,
};

let registered: ChannelGuard = ALLOW_ALL;
let guard: ChannelGuard = ALLOW_ALL;

/** The guard the module's manifest registers (the channel and service limits, `limitsGuard`). */
export function registerChannelGuard(next: ChannelGuard): void {
  registered = next;
  guard = next;
}

/** Replaces the guard (tests); no argument: the registered one again. */
export function setChannelGuard(next?: ChannelGuard): void {
  guard = next ?? registered;
}

/** The refusal of a channel for a waybill, reading then taking: undefined when the channel takes it. */
export async function guardChannel(
  tx: Db,
  ctx: AuthedContext,
  waybill: GuardedWaybill,
  channelId: string,
  facts: RuleFacts,
): Promise<string | undefined> {
  return (
    (await guard.refuses(tx, ctx, waybill, channelId, facts)) ??
    (await guard.take(tx, ctx, waybill, channelId, facts))
  );
}

/** Only the read-only refusal (a waybill keeping its channel at receive). */
export function channelRefuses(
  tx: Db,
  ctx: AuthedContext,
  waybill: GuardedWaybill,
  channelId: string,
  facts: RuleFacts,
) {
  return guard.refuses(tx, ctx, waybill, channelId, facts);
}
