import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

/** The sorting rule screen (settings centre › control) and the sort scan screen (logistics › scanning). */
export const sortingRuleModule: WebModule = {
  screens: {
    sortingRule: () => import('./SortingRulePage.tsx').then((m) => ({ Component: m.SortingRulePage })),
  },
  routes: [
    {
      key: 'lms/scan/sort',
      path: '/lms/scan/sort',
      area: 'staff',
      title: 'sortScan.route',
      permission: Permission.lmsWaybillOperate,
      menuGroup: 'lms.scanning',
      load: () => import('./SortScanPage.tsx').then((m) => ({ Component: m.SortScanPage })),
    },
  ],
};
