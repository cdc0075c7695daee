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
      'fms/statistics/fee',
      '/fms/statistics/fee',
      'statistics.route.fee',
      Permission.feeStatistics,
      page('Fee'),
    ),
    statisticRoute(
      'fms/statistics/profit',
      '/fms/statistics/profit',
      'statistics.route.profit',
      Permission.profitStatistics,
      page('Profit'),
    ),
    statisticRoute(
      'fms/statistics/collection',
      '/fms/statistics/collection',
      'statistics.route.collection',
      Permission.collectionStatistics,
      page('Collection'),
    ),
    statisticRoute(
      'fms/statistics/nonOperating',
      '/fms/statistics/non-operating',
      'statistics.route.nonOperating',
      Permission.nonOperatingStatistics,
      page('NonOperating'),
    ),
    statisticRoute(
      'fms/statistics/fund',
      '/fms/statistics/fund',
      'statistics.route.fund',
      Permission.fundStatistics,
      page('Fund'),
    ),
  ],
};
