import {
  type FinanceStatistic,
  Permission,
  STATISTIC_MAX_DAYS,
  STATISTICS_API,
  type StatisticPayload,
  statisticRangeOk,
} from '@freightdesk/domain';
import { billList } from '#modules/fms/bill/index.ts';
import { feeList } from '#modules/fms/fee/index.ts';
import { BizError } from '#platform/http/errors.ts';
import { type ApiRoute, type AuthedContext, route } from '#platform/http/route.ts';
import type { ScopedList } from '#platform/permissions/scoped-lists.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { fundStatistic, nonOperatingStatistic } from './cash-statistics.service.ts';
import { collectionStatistic } from './collection-statistics.service.ts';
import { feeStatistic, profitStatistic } from './fee-statistics.service.ts';
import { exportStatistic } from './statistics-export.service.ts';

type Compute = (ctx: AuthedContext, p: StatisticPayload) => Promise<{ series: object[]; total: object[] }>;

/** Each statistic: its permission, the scoped list it reads (none: staff only, no data scope) and its query. */
const STATISTICS: Record<FinanceStatistic, { permission: string; list?: ScopedList; compute: Compute }> = {
  fee: { permission: Permission.feeStatistics, list: feeList, compute: feeStatistic },
  profit: { permission: Permission.profitStatistics, list: feeList, compute: profitStatistic },
  collection: { permission: Permission.collectionStatistics, list: billList, compute: collectionStatistic },
  nonOperating: { permission: Permission.nonOperatingStatistics, compute: nonOperatingStatistic },
  fund: { permission: Permission.fundStatistics, compute: fundStatistic },
};

function statisticRoutes(stat: FinanceStatistic): ApiRoute[] {
  const { permission, list, compute } = STATISTICS[stat];
  const API = STATISTICS_API[stat];
  const answer = (c: AuthedContext, p: unknown) => {
    if (!statisticRangeOk(p as StatisticPayload)) throw new BizError('statisticRange', [STATISTIC_MAX_DAYS]);
    return compute(c, p as StatisticPayload);
  };
  const file = async (c: AuthedContext, p: unknown) =>
    exportStatistic(c, stat, p as StatisticPayload, (await answer(c, p)) as never);
  const make = (contract: typeof API.query | typeof API.export, handler: typeof answer) =>
    list
      ? scopedRoute(list, { contract, permission, handler: handler as never })
      : route({ contract, permission, handler: handler as never });
  return [make(API.query, answer), make(API.export, file as never)];
}

/** Finance statistics: `STATISTICS_API` (staff only, one permission per statistic). */
export const statisticsRoutes: ApiRoute[] = (Object.keys(STATISTICS) as FinanceStatistic[]).flatMap(
  statisticRoutes,
);
