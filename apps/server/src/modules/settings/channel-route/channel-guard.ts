import type { RuleFacts } from '@freightdesk/domain';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/** The waybill a channel is about to take. */
export type GuardedWaybill = { id: string; waybillNo: string; customerId: string };

/**
 * What the channel and service limits say about a candidate channel (the limits module registers it;
 * until then every channel takes every waybill). `refuses` reads only (service limit: weights,
 * sizes, countries…); `take` counts the waybill against the channel limit atomically in the
 * transaction (its amounts are in the facts: pieceCount, chargeWeight, squareNumber). Both answer the refusal in the caller's language, or undefined.
 */
export type ChannelGuard = {
  refuses: (
    tx: Db,
    ctx: AuthedContext,
    waybill: GuardedWaybill,
    channelId: string,
    facts: RuleFacts,
  ) => Promise<string | undefined>;
  take: (
    tx: Db,
    ctx: AuthedContext,
    waybill: GuardedWaybill,
    channelId: string,
    facts: RuleFacts,
  ) => Promise<string | undefined>;
};

const ALLOW_ALL: ChannelGuard = {
  refuses: async () => undefined,
  take: async () => undefined,
};

let guard: ChannelGuard = ALLOW_ALL;

/** Registers the channel limits (one guard; a later registration replaces it). No argument: allow all. */
export function setChannelGuard(next?: ChannelGuard): void {
  guard = next ?? ALLOW_ALL;
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
