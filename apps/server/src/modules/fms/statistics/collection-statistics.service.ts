import type { CollectionStatistic, StatisticPayload } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { fmsBill as b, billList } from '#modules/fms/bill/index.ts';
import { receivableScope, staffOnly } from '#modules/fms/ledger/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import {
  bucketOf,
  type GroupedRow,
  groupedStatement,
  groupOf,
  inPeriod,
  money,
  runGrouped,
} from './statistics-sql.ts';

/**
 * `fms/statistics/collection`: the live (not cancelled) customer bills made in the period, in the
 * caller's data scope, by bill month or by the customer's receivable finance person, per bill
 * currency: billed = Σ totals, collected = Σ what of them is written off, rate = collected ÷ billed
 * in percent (two decimals; none when nothing is billed).
 */
export async function collectionStatistic(
  ctx: AuthedContext,
  p: StatisticPayload,
): Promise<CollectionStatistic> {
  staffOnly(ctx);
  const byMonth = p.groupBy !== 'followUser';
  const month = bucketOf('month', b.billTime, p.timeZone);
  const key = byMonth ? month : sql`coalesce(${customer.receivableFinanceUserId}::text, '')`;
  const label = byMonth ? month : sql`coalesce(${appUser.name}, '')`;
  const rows = sql`select ${key} as key, ${label} as label, ${b.currency} as currency,
      ${b.total} as total, ${b.writtenOff} as written_off
    from ${b} join ${customer} on ${customer.id} = ${b.customerId}
    left join ${appUser} on ${appUser.id} = ${customer.receivableFinanceUserId}
    where ${b.cancelTime} is null and ${inPeriod(b.billTime, p)}
      and ${(await receivableScope(ctx, billList, b.customerId)) ?? sql`true`}`;
  const sums = sql`count(*)::int as bills, ${money(sql`sum(total)`)} as billed,
    ${money(sql`sum(written_off)`)} as collected,
    case when sum(total) = 0 then null else round(sum(written_off) * 100 / sum(total), 2)::text end as rate`;
  const { series, total } = await runGrouped(ctx, groupedStatement(rows, sums));
  const values = (r: GroupedRow) => ({
    currency: r.currency,
    bills: Number(r.bills),
    billed: String(r.billed),
    collected: String(r.collected),
    rate: r.rate === null || r.rate === undefined ? null : String(r.rate),
  });
  return { series: series.map((r) => ({ ...groupOf(r), ...values(r) })), total: total.map(values) };
}
