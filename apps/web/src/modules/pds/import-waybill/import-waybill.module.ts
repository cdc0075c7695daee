import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const page = () => import('./BatchOrderPage.tsx').then((m) => ({ Component: m.BatchOrderPage }));

/** The parcel batch order (platform-core §2 route `pds/batch-order`): staff and customer portal. */
export const importWaybillModule: WebModule = {
  routes: [
    {
      key: 'pds/waybill/batchOrder',
      path: '/pds/waybill/batchOrder',
      area: 'staff',
      title: 'pdsBatch.route',
      permission: Permission.pdsBatchOrder,
      sysCode: 'PDS',
      menuGroup: 'pds',
      load: page,
    },
    {
      key: 'pds/waybill/batchOrder',
      path: '/client/pds/waybill/batchOrder',
      area: 'customer',
      title: 'pdsBatch.route',
      permission: Permission.pdsBatchOrder,
      sysCode: 'PDS',
      menuGroup: 'pds',
      load: page,
    },
  ],
};
