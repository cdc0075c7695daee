import {
  type ChannelLimit,
  channelLimitSchema,
  LIMIT_MODE_LABELS,
  LIMIT_PERIOD_LABELS,
  type LimitAmountFacts,
  limitAmount,
  limitPeriodKey,
  type RuleFailure,
  ruleFail,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { channelTable } from '#modules/settings/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { channelLimitTake, channelLimitUsage } from './limit.schema.ts';

/** A stored channel limit with its defaults, or null when it is off (or unreadable, or has no limit). */
export function enabledChannelLimit(stored: unknown): (ChannelLimit & { limit: number }) | null {
  const parsed = channelLimitSchema.safeParse(stored ?? {});
  if (!parsed.success || !parsed.data.enable || parsed.data.limit == null) return null;
  return parsed.data as ChannelLimit & { limit: number };
}

type Take = { waybillId: string; channelId: string; amounts: LimitAmountFacts };
const u = channelLimitUsage;

/**
 * Gives back what a waybill took of a channel limit (it left the channel, was deleted, or moves to
 * another): the take's record goes, and its amount comes off the counter while its period is still
 * the current one (a past period's figures stay as they were). Idempotent: a second release finds no
 * take. Runs in the caller's transaction.
 */
export async function releaseChannelCapacity(tx: Db, ctx: AuthedContext, input: { waybillId: string }) {
  const [take] = await tx
    .delete(channelLimitTake)
    .where(eq(channelLimitTake.waybillId, input.waybillId))
    .returning();
  if (!take) return;
  if (limitPeriodKey(take.period as ChannelLimit['period'], ctx.now) !== take.periodKey) return;
  await tx
    .update(u)
    .set({ used: sql`greatest(${u.used} - ${take.amount}::numeric, 0)`, updatedAt: ctx.now })
    .where(and(eq(u.channelId, take.channelId), eq(u.periodKey, take.periodKey)));
}

/**
 * Takes a waybill's share of its channel's limit in the current period, in the caller's transaction:
 * one `INSERT … ON CONFLICT DO UPDATE … WHERE used + amount <= limit RETURNING` raises the counter
 * only while it stays within the limit, so concurrent takes from any process never pass it (the
 * upsert locks the counter row; a refused take changes nothing and leaves the transaction usable).
 * A waybill already holding a take on this channel and period takes nothing more (a retry); a take
 * on another channel is released first. Answers the refusal naming channel, mode, period and limit,
 * or null.
 */
export async function takeChannelCapacity(
  tx: Db,
  ctx: AuthedContext,
  input: Take,
): Promise<RuleFailure | null> {
  const [channel] = await tx
    .select({ name: channelTable.name, channelLimit: channelTable.channelLimit })
    .from(channelTable)
    .where(eq(channelTable.id, input.channelId));
  const limit = channel ? enabledChannelLimit(channel.channelLimit) : null;
  const periodKey = limit ? limitPeriodKey(limit.period, ctx.now) : null;
  const [held] = await tx
    .select()
    .from(channelLimitTake)
    .where(eq(channelLimitTake.waybillId, input.waybillId))
    .for('update');
  if (held && held.channelId === input.channelId && held.periodKey === periodKey) return null;
  if (held) await releaseChannelCapacity(tx, ctx, input);
  if (!limit || !periodKey) return null;
  const amount = limitAmount(limit.mode, input.amounts);
  const max = new Decimal(String(limit.limit)).toString();
  const taken = (await tx.execute(sql`
    insert into ${u} (channel_id, period_key, used, updated_at)
    select ${input.channelId}::uuid, ${periodKey}, ${amount}::numeric, ${ctx.now.toISOString()}::timestamptz
    where ${amount}::numeric <= ${max}::numeric
    on conflict (channel_id, period_key) do update
      set used = ${u}.used + excluded.used, updated_at = excluded.updated_at
      where ${u}.used + excluded.used <= ${max}::numeric
    returning used`)) as unknown as { rows: { used: string }[] };
  if (!taken.rows.length) return channelFull(tx, String(channel!.name), limit, periodKey, input.channelId);
  await tx.insert(channelLimitTake).values({
    waybillId: input.waybillId,
    channelId: input.channelId,
    period: limit.period,
    periodKey,
    mode: limit.mode,
    amount,
    createdBy: ctx.auth.userId,
  });
  return null;
}

async function channelFull(
  tx: Db,
  name: string,
  limit: ChannelLimit & { limit: number },
  periodKey: string,
  channelId: string,
): Promise<RuleFailure> {
  const [row] = await tx
    .select({ used: u.used })
    .from(u)
    .where(and(eq(u.channelId, channelId), eq(u.periodKey, periodKey)));
  return ruleFail(
    'limitChannelFull',
    name,
    { label: LIMIT_MODE_LABELS[limit.mode] },
    { label: LIMIT_PERIOD_LABELS[limit.period] },
    new Decimal(String(limit.limit)).toString(),
    periodKey,
    new Decimal(row?.used ?? 0).toString(),
  );
}
