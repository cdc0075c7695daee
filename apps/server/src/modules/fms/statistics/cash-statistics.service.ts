import type { FundStatistic, NonOperatingStatistic, StatisticPayload, TimeGroup } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import { fmsAccountFlow as af } from '#modules/fms/account-flow/index.ts';
import { cashAccountColumns as ac, fmsCashAccountTable } from '#modules/fms/cash-account/index.ts';
import { fmsIncomeExpense as ie } from '#modules/fms/income-expense/index.ts';
import { fmsSubjectTable, subjectColumns as sc, subjectName } from '#modules/fms/subject/index.ts';
import { staffOnly } from '#platform/entity/entity-access.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import {
  bucketOf,
  type GroupedRow,
  groupedStatement,
  groupOf,
  inPeriod,
  money,
  periodBounds,
  runGrouped,
} from './statistics-sql.ts';

/**
 * `fms/statistics/nonOperating`: the live (not cancelled) non-operating income and expense entries
 * that occurred in the period, by subject or month, per currency: income, expense, net.
 */
export async function nonOperatingStatistic(
  ctx: AuthedContext,
  p: StatisticPayload,
): Promise<NonOperatingStatistic> {
  staffOnly(ctx);
  const bySubject = p.groupBy !== 'month';
  const month = bucketOf('month', ie.occurTime, p.timeZone);
  const rows = sql`select ${bySubject ? sql`${sc.id}::text` : month} as key,
      ${bySubject ? sql`concat_ws(chr(31), ${sc.code}, ${sc.name}, ${sc.isSystem}::text)` : month} as label,
      ${ie.currency} as currency, ${ie.direction} as direction, ${ie.value} as value
    from ${ie} join ${fmsSubjectTable} on ${sc.id} = ${ie.subjectId}
    where ${ie.kind} = 'nonOperating' and ${ie.cancelTime} is null and ${inPeriod(ie.occurTime, p)}`;
  const sums = sql`count(*)::int as entries,
    ${money(sql`sum(value) filter (where direction = 'income')`)} as income,
    ${money(sql`sum(value) filter (where direction = 'expense')`)} as expense,
    ${money(sql`sum(case when direction = 'income' then value else -value end)`)} as net`;
  const { series, total } = await runGrouped(ctx, groupedStatement(rows, sums));
  const values = (r: GroupedRow) => ({
    currency: r.currency,
    entries: Number(r.entries),
    income: String(r.income),
    expense: String(r.expense),
    net: String(r.net),
  });
  const labelOf = (r: GroupedRow) => {
    if (!bySubject) return groupOf(r);
    const [code = '', name = '', isSystem] = String(r.label ?? '').split('\u001f');
    return { key: r.key ?? '', label: `${code} ${subjectName(code, name, isSystem === 'true', ctx.lang)}` };
  };
  return { series: series.map((r) => ({ ...labelOf(r), ...values(r) })), total: total.map(values) };
}

type FundRow = {
  key: string;
  account_id: string;
  account_name: string;
  currency: string;
  opening: string;
  inflow: string;
  outflow: string;
  balance: string;
};

/**
 * `fms/statistics/fund`: per day or month of the period and cash account, the money in, out and the
 * balance at the bucket's end (opening balance + every flow before it); the totals per currency
 * hold the balance at the period's start, in, out and the balance at its end.
 */
export async function fundStatistic(ctx: AuthedContext, p: StatisticPayload): Promise<FundStatistic> {
  staffOnly(ctx);
  const group: TimeGroup = p.groupBy === 'month' ? 'month' : 'day';
  const { start, end } = periodBounds(p);
  const unit = sql.raw(group === 'month' ? `'1 month'` : `'1 day'`);
  const local = (col: unknown) => sql`date_trunc(${group}, (${col}) at time zone ${p.timeZone})`;
  const statement = sql`with buckets as (
      select g as bucket from generate_series(${local(start)}, ${local(sql`${end} - interval '1 microsecond'`)},
        interval ${unit}) g),
    accounts as materialized (
      select ${ac.id} as id, ${ac.name} as name, ${ac.currency} as currency,
        coalesce(${ac.openingBalance}, 0) + coalesce(b.before, 0) as opening
      from ${fmsCashAccountTable} left join (select ${af.accountId} as account_id, sum(${af.value}) as before
        from ${af} where ${af.flowTime} < ${start} group by 1) b on b.account_id = ${ac.id}),
    moves as (
      select ${af.accountId} as account_id, ${local(af.flowTime)} as bucket,
        sum(${af.value}) filter (where ${af.value} > 0) as inflow,
        -sum(${af.value}) filter (where ${af.value} < 0) as outflow, sum(${af.value}) as net
      from ${af} where ${inPeriod(af.flowTime, p)} group by 1, 2)
    select to_char(b.bucket, ${group === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD'}) as key,
      a.id::text as account_id, a.name as account_name, a.currency, a.opening::numeric(18, 2)::text as opening,
      ${money(sql`m.inflow`)} as inflow, ${money(sql`m.outflow`)} as outflow,
      (a.opening + sum(coalesce(m.net, 0)) over (partition by a.id order by b.bucket))::numeric(18, 2)::text
        as balance
    from buckets b cross join accounts a
    left join moves m on m.account_id = a.id and m.bucket = b.bucket
    order by b.bucket, a.currency, a.name`;
  const rows = ((await ctx.db.execute(statement)) as unknown as { rows: FundRow[] }).rows;
  const series = rows.map((r) => ({
    key: r.key,
    label: r.key,
    accountId: r.account_id,
    accountName: r.account_name,
    currency: r.currency,
    inflow: r.inflow,
    outflow: r.outflow,
    balance: r.balance,
  }));
  return { series, total: await fundTotals(ctx, p) };
}

/** Per currency over every account: balance at the period's start, in, out, balance at its end (one pass over the flows). */
async function fundTotals(ctx: AuthedContext, p: StatisticPayload) {
  const { start } = periodBounds(p);
  const statement = sql`with flows as (
      select ${af.accountId} as account_id,
        sum(${af.value}) filter (where ${af.flowTime} < ${start}) as before,
        sum(${af.value}) filter (where ${af.value} > 0 and ${inPeriod(af.flowTime, p)}) as inflow,
        -sum(${af.value}) filter (where ${af.value} < 0 and ${inPeriod(af.flowTime, p)}) as outflow
      from ${af} where ${af.flowTime} < ${periodBounds(p).end} group by 1)
    select currency, ${money(sql`sum(opening)`)} as opening, ${money(sql`sum(inflow)`)} as inflow,
      ${money(sql`sum(outflow)`)} as outflow, ${money(sql`sum(opening + inflow - outflow)`)} as balance
    from (select ${ac.currency} as currency, coalesce(${ac.openingBalance}, 0) + coalesce(f.before, 0) as opening,
        coalesce(f.inflow, 0) as inflow, coalesce(f.outflow, 0) as outflow
      from ${fmsCashAccountTable} left join flows f on f.account_id = ${ac.id}) a
    group by currency order by currency`;
  const rows = (
    (await ctx.db.execute(statement)) as unknown as {
      rows: { currency: string; opening: string; inflow: string; outflow: string; balance: string }[];
    }
  ).rows;
  return rows.map((r) => ({ ...r }));
}
