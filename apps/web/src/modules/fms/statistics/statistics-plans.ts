import {
  type FinanceStatistic,
  type Language,
  STATISTIC_VALUE_LABELS,
  type StatisticColumn,
} from '@freightdesk/domain';
import type { ChartPlan } from './chart-option.ts';

/** What each statistic's chart draws: its kind, the value columns and how rows split into series. */
const PLANS: Record<
  FinanceStatistic,
  { type: ChartPlan['type']; values: StatisticColumn[]; split: string; stack?: boolean }
> = {
  fee: { type: 'bar', values: ['customer', 'agent'], split: 'currency' },
  profit: { type: 'bar', values: ['localProfit'], split: 'currency', stack: true },
  collection: { type: 'line', values: ['rate'], split: 'currency' },
  nonOperating: { type: 'bar', values: ['income', 'expense'], split: 'currency' },
  fund: { type: 'line', values: ['balance'], split: 'accountName' },
};

export function chartPlan(stat: FinanceStatistic, lang: Language): ChartPlan {
  const plan = PLANS[stat];
  return { ...plan, values: plan.values.map((v) => ({ field: v, name: STATISTIC_VALUE_LABELS[v][lang] })) };
}
