import { z } from 'zod';
import { daysBetween, isDay } from './statistics-buckets.ts';

/**
 * Finance statistics (spec back-office §2 and §7): fees, profit, collection rate, non-operating
 * income and expense, and fund, over the days [from, to] (both counted, in the caller's time zone)
 * grouped one way. Money is summed in SQL over `numeric` columns and answered as decimal text, one
 * row per group and currency (the fund: per bucket and cash account). docs/finance.md "Finance statistics".
 */
export const FINANCE_STATISTICS = ['fee', 'profit', 'collection', 'nonOperating', 'fund'] as const;
export type FinanceStatistic = (typeof FINANCE_STATISTICS)[number];

export const STATISTIC_GROUP_BYS = [
  'day',
  'week',
  'month',
  'customer',
  'product',
  'channel',
  'country',
  'followUser',
  'subject',
] as const;
export type StatisticGroupBy = (typeof STATISTIC_GROUP_BYS)[number];

/** The groupings each statistic offers, the first being its default. */
export const STATISTIC_GROUPS = {
  fee: ['month', 'day', 'week', 'customer', 'product', 'channel', 'country'],
  profit: ['customer', 'product', 'channel', 'country', 'month'],
  collection: ['month', 'followUser'],
  nonOperating: ['subject', 'month'],
  fund: ['day', 'month'],
} as const satisfies Record<FinanceStatistic, readonly StatisticGroupBy[]>;

/** The longest range a statistic covers (days). */
export const STATISTIC_MAX_DAYS = 1_100;

const validZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const day = z.string().refine(isDay, { message: 'YYYY-MM-DD' });

/** The payload of one statistic: days [from, to], a grouping it offers, the time zone of the days. */
export function statisticPayload<G extends readonly [StatisticGroupBy, ...StatisticGroupBy[]]>(groups: G) {
  return z.object({
    from: day,
    to: day,
    groupBy: z.enum(groups).default(groups[0] as G[number]),
    /** The IANA zone the days and time buckets are counted in. */
    timeZone: z.string().max(64).refine(validZone, { message: 'time zone' }).default('UTC'),
    permissionScope: z.string().max(64).optional(),
  });
}

/** Whether the days make a range a statistic covers (from ≤ to, at most {@link STATISTIC_MAX_DAYS}). */
export const statisticRangeOk = (p: { from: string; to: string }) =>
  p.to >= p.from && daysBetween(p.from, p.to) <= STATISTIC_MAX_DAYS;

export type StatisticPayload = {
  from: string;
  to: string;
  groupBy: StatisticGroupBy;
  timeZone: string;
  permissionScope?: string;
};

const money = z.string();
const group = { key: z.string(), label: z.string() };
const seriesOf = <S extends z.ZodRawShape, T extends z.ZodRawShape>(row: S, total: T) =>
  z.object({ series: z.object({ ...group, ...row }).array(), total: z.object(total).array() });

/** Customer (receivable) and agent (payable) fees per group and fee currency. */
const feeValues = { currency: z.string(), waybills: z.number().int(), customer: money, agent: money };
export const feeStatisticAnswer = seriesOf(feeValues, feeValues);

/**
 * Profit = customer − agent fees of the waybills per group, in each fee currency; the local columns
 * add up every currency at each fee's own rate to the local currency.
 */
const profitValues = {
  currency: z.string(),
  waybills: z.number().int(),
  income: money,
  cost: money,
  profit: money,
  localIncome: money,
  localCost: money,
  localProfit: money,
};
export const profitStatisticAnswer = seriesOf(profitValues, profitValues);

/** Billed (bills made in the range), collected (their written-off part), rate = collected ÷ billed in %. */
const collectionValues = {
  currency: z.string(),
  bills: z.number().int(),
  billed: money,
  collected: money,
  rate: z.string().nullable(),
};
export const collectionStatisticAnswer = seriesOf(collectionValues, collectionValues);

/** Non-operating income and expense (live entries) per group and currency; net = income − expense. */
const incomeExpenseValues = {
  currency: z.string(),
  entries: z.number().int(),
  income: money,
  expense: money,
  net: money,
};
export const nonOperatingStatisticAnswer = seriesOf(incomeExpenseValues, incomeExpenseValues);

/** Per time bucket and cash account: money in, out and the balance at the bucket's end. */
const fundRow = {
  accountId: z.string(),
  accountName: z.string(),
  currency: z.string(),
  inflow: money,
  outflow: money,
  balance: money,
};
/** Per currency over the range: opening, in, out and closing over every account. */
const fundTotal = { currency: z.string(), opening: money, inflow: money, outflow: money, balance: money };
export const fundStatisticAnswer = seriesOf(fundRow, fundTotal);

export type FeeStatistic = z.output<typeof feeStatisticAnswer>;
export type ProfitStatistic = z.output<typeof profitStatisticAnswer>;
export type CollectionStatistic = z.output<typeof collectionStatisticAnswer>;
export type NonOperatingStatistic = z.output<typeof nonOperatingStatisticAnswer>;
export type FundStatistic = z.output<typeof fundStatisticAnswer>;
