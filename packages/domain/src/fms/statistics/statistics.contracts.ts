import { fileAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import {
  collectionStatisticAnswer,
  type FinanceStatistic,
  feeStatisticAnswer,
  fundStatisticAnswer,
  nonOperatingStatisticAnswer,
  profitStatisticAnswer,
  STATISTIC_GROUPS,
  statisticPayload,
} from './statistics.ts';

const SUMMARIES: Record<FinanceStatistic, string> = {
  fee: 'Customer and agent fees by day, week, month, customer, product, channel or country, per currency',
  profit: 'Profit (customer − agent fees of the waybills) by customer, product, channel, country or month',
  collection: 'Collection rate: collected ÷ billed of the bills made, by month or receivable finance person',
  nonOperating: 'Non-operating income and expense by subject or month, per currency',
  fund: 'Cash by account over time (day or month): in, out and balance',
};

function statisticApi<O extends import('zod').ZodType>(stat: FinanceStatistic, output: O) {
  const input = statisticPayload(STATISTIC_GROUPS[stat]);
  return {
    query: defineEndpoint({
      method: 'POST',
      url: `/fms/statistics/${stat}`,
      input,
      output,
      summary: SUMMARIES[stat],
    }),
    export: defineEndpoint({
      method: 'POST',
      url: `/fms/statistics/${stat}/export`,
      input,
      output: fileAnswer,
      summary: `${SUMMARIES[stat]}: as an xlsx file`,
    }),
  };
}

/** Finance statistics (DESIGN §4 "Finance, payables and treasurer"): `POST fms/statistics/<name> {from, to, groupBy}`. */
export const STATISTICS_API = {
  fee: statisticApi('fee', feeStatisticAnswer),
  profit: statisticApi('profit', profitStatisticAnswer),
  collection: statisticApi('collection', collectionStatisticAnswer),
  nonOperating: statisticApi('nonOperating', nonOperatingStatisticAnswer),
  fund: statisticApi('fund', fundStatisticAnswer),
};
