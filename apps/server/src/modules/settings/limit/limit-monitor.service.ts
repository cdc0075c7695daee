import { type LIMIT_MONITOR_API, type LimitMonitorRow, limitPeriodKey } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { channelTable } from '#modules/settings/index.ts';
import { staffOnly } from '#platform/entity/entity-access.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { enabledChannelLimit } from './channel-capacity.service.ts';
import { channelLimitUsage } from './limit.schema.ts';

type MonitorAnswer = z.input<typeof LIMIT_MONITOR_API.list.output>;

/**
 * The limit monitor (`basic/limitMonitor/list`): every enabled channel with an enabled channel
 * limit, its current period key (company time zone), what it used and its share of the limit.
 */
export async function limitMonitor(ctx: AuthedContext): Promise<MonitorAnswer> {
  staffOnly(ctx);
  const channels = await ctx.db
    .select({
      id: channelTable.id,
      code: channelTable.code,
      name: channelTable.name,
      channelLimit: channelTable.channelLimit,
    })
    .from(channelTable)
    .where(eq(channelTable.enabled, true))
    .orderBy(asc(channelTable.code));
  const limited = channels.flatMap((c) => {
    const limit = enabledChannelLimit(c.channelLimit);
    return limit ? [{ c, limit, periodKey: limitPeriodKey(limit.period, ctx.now) }] : [];
  });
  if (!limited.length) return { records: [] };
  const usage = await ctx.db
    .select()
    .from(channelLimitUsage)
    .where(
      and(
        inArray(
          channelLimitUsage.channelId,
          limited.map((l) => String(l.c.id)),
        ),
        inArray(channelLimitUsage.periodKey, [...new Set(limited.map((l) => l.periodKey))]),
      ),
    );
  const usedOf = new Map(usage.map((u) => [`${u.channelId}|${u.periodKey}`, u.used]));
  const records: LimitMonitorRow[] = limited.map(({ c, limit, periodKey }) => {
    const used = new Decimal(usedOf.get(`${c.id}|${periodKey}`) ?? 0);
    const max = new Decimal(String(limit.limit));
    return {
      channelId: String(c.id),
      channelCode: String(c.code),
      channelName: String(c.name),
      mode: limit.mode,
      period: limit.period,
      periodKey,
      used: used.toString(),
      limit: max.toString(),
      share: used.div(max).toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toString(),
    };
  });
  return { records };
}
