import type { FeeStatistic, ProfitStatistic, StatisticGroupBy, StatisticPayload } from '@freightdesk/domain';
import { type SQL, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { lmsWaybillFee as f, feeList } from '#modules/fms/fee/index.ts';
import { lmsWaybill as w } from '#modules/lms/waybill/index.ts';
import { channelTable, productTable } from '#modules/settings/index.ts';
import { staffOnly } from '#platform/entity/entity-access.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import {
  bucketOf,
  type GroupedRow,
  type GroupSql,
  groupedStatement,
  groupOf,
  inPeriod,
  isTimeGroup,
  money,
  runGrouped,
} from './statistics-sql.ts';

/**
 * Fees and profit (spec back-office §2 statistics): the live fee rows (not deleted) belonging to the
 * period (`belong_time`, the fee's accounting day) of the waybills in the caller's data scope,
 * grouped by a time bucket, customer, product, channel or destination country, per fee currency.
 */
function waybillGroup(groupBy: StatisticGroupBy, timeZone: string): GroupSql {
  if (isTimeGroup(groupBy)) {
    const key = bucketOf(groupBy, f.belongTime, timeZone);
    return { key, label: key };
  }
  switch (groupBy) {
    case 'customer':
      return {
        key: sql`${w.customerId}::text`,
        label: sql`concat_ws(' ', ${customer.code}, ${customer.name})`,
        joins: sql`left join ${customer} on ${customer.id} = ${w.customerId}`,
      };
    case 'product':
      return {
        key: sql`${w.productId}::text`,
        label: sql`coalesce(${productTable.name}, '')`,
        joins: sql`left join ${productTable} on ${productTable.id} = ${w.productId}`,
      };
    case 'channel':
      return {
        key: sql`coalesce(${w.channelId}::text, '')`,
        label: sql`coalesce(${channelTable.name}, '')`,
        joins: sql`left join ${channelTable} on ${channelTable.id} = ${w.channelId}`,
      };
    default:
      return { key: sql`${w.destination}`, label: sql`${w.destination}` };
  }
}

/** The fee rows of the statistic: group, currency, kind, value and local value, waybill. */
async function feeRows(ctx: AuthedContext, p: StatisticPayload): Promise<SQL> {
  staffOnly(ctx);
  const g = waybillGroup(p.groupBy, p.timeZone);
  const scope = await dataScopeWhere(ctx, feeList);
  return sql`select ${g.key} as key, ${g.label} as label, ${f.currency} as currency, ${f.kind} as kind,
      ${f.value} as value, ${f.conversionValue} as local, ${f.waybillId} as waybill_id
    from ${f} join ${w} on ${w.id} = ${f.waybillId} ${g.joins ?? sql``}
    where not ${f.isDeleted} and ${inPeriod(f.belongTime, p)} ${scope ? sql`and ${scope}` : sql``}`;
}

const customerSum = (col: string) => sql.raw(`sum(${col}) filter (where kind = 'customer')`);
const agentSum = (col: string) => sql.raw(`sum(${col}) filter (where kind = 'agent')`);
const profitSum = (col: string) => sql.raw(`sum(case when kind = 'customer' then ${col} else -${col} end)`);

/** `fms/statistics/fee`: customer and agent fees per group and currency, and per currency. */
export async function feeStatistic(ctx: AuthedContext, p: StatisticPayload): Promise<FeeStatistic> {
  const sums = sql`count(distinct waybill_id)::int as waybills,
    ${money(customerSum('value'))} as customer, ${money(agentSum('value'))} as agent`;
  const { series, total } = await runGrouped(ctx, groupedStatement(await feeRows(ctx, p), sums));
  const values = (r: GroupedRow) => ({
    currency: r.currency,
    waybills: Number(r.waybills),
    customer: String(r.customer),
    agent: String(r.agent),
  });
  return { series: series.map((r) => ({ ...groupOf(r), ...values(r) })), total: total.map(values) };
}

/**
 * `fms/statistics/profit`: per group and fee currency, income (customer fees), cost (agent fees)
 * and profit = income − cost; the local columns sum every fee at its own rate to the local currency.
 */
export async function profitStatistic(ctx: AuthedContext, p: StatisticPayload): Promise<ProfitStatistic> {
  const sums = sql`count(distinct waybill_id)::int as waybills,
    ${money(customerSum('value'))} as income, ${money(agentSum('value'))} as cost,
    ${money(profitSum('value'))} as profit, ${money(customerSum('local'))} as local_income,
    ${money(agentSum('local'))} as local_cost, ${money(profitSum('local'))} as local_profit`;
  const { series, total } = await runGrouped(ctx, groupedStatement(await feeRows(ctx, p), sums));
  const values = (r: GroupedRow) => ({
    currency: r.currency,
    waybills: Number(r.waybills),
    income: String(r.income),
    cost: String(r.cost),
    profit: String(r.profit),
    localIncome: String(r.local_income),
    localCost: String(r.local_cost),
    localProfit: String(r.local_profit),
  });
  return { series: series.map((r) => ({ ...groupOf(r), ...values(r) })), total: total.map(values) };
}
