import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute } from '#web/shell/route-types.ts';

/** Finance → statistics: fees, profit, collection rate, non-operating income and expense, fund (charts load with them). */
const page = (name: 'Fee' | 'Profit' | 'Collection' | 'NonOperating' | 'Fund') => () =>
  import('./StatisticsPage.tsx').then((m) => ({ Component: m[`${name}StatisticsPage`] }));

const statisticRoute = (
  key: string,
  path: string,
  title: string,
  permission: string,
  load: AppRoute['load'],
): AppRoute => ({ key, path, area: 'staff', title, permission, menuGroup: 'fms.statistics', load });

export const statisticsModule: WebModule = {
  routes: [
    statisticRoute(
      Permission.feeStatistics,
      '/fms/fee-statistics',
      'statistics.route.fee',
      Permission.feeStatistics,
      page('Fee'),
    ),
    statisticRoute(
      Permission.profitStatistics,
      '/fms/profit-statistics',
      'statistics.route.profit',
      Permission.profitStatistics,
      page('Profit'),
    ),
    statisticRoute(
      Permission.collectionStatistics,
      '/fms/collection-statistics',
      'statistics.route.collection',
      Permission.collectionStatistics,
      page('Collection'),
    ),
    statisticRoute(
      Permission.nonOperatingStatistics,
      '/fms/non-operating-statistics',
      'statistics.route.nonOperating',
      Permission.nonOperatingStatistics,
      page('NonOperating'),
    ),
    statisticRoute(
      Permission.fundStatistics,
      '/fms/fund-statistics',
      'statistics.route.fund',
      Permission.fundStatistics,
      page('Fund'),
    ),
  ],
};
