import { PDS_FEE_TITLES, Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

/** Finance → Parcel fees: the customer fees of parcel waybills, staff only. */
export const pdsFeeModule: WebModule = {
  routes: [
    {
      key: 'fms/customer-fee/pds',
      path: '/fms/customer-fee/pds',
      area: 'staff',
      title: PDS_FEE_TITLES.list,
      permission: Permission.pdsCustomerFeeList,
      menuGroup: 'fms',
      load: () => import('./PdsFeePage.tsx').then((m) => ({ Component: m.PdsFeePage })),
    },
  ],
};
