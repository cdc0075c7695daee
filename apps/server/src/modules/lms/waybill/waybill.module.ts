import type { ModuleManifest } from '#platform/module.ts';
import { seedWaybillDemo } from './waybill.demo.ts';
import { waybillRoutes } from './waybill.routes.ts';
import {
  lmsWaybill,
  lmsWaybillBox,
  lmsWaybillCommodity,
  lmsWaybillFile,
  lmsWaybillPiece,
  lmsWaybillTrack,
} from './waybill.schema.ts';
import { waybillDrawerRoutes } from './waybill-drawer.routes.ts';
import { waybillOrderRoutes } from './waybill-order.routes.ts';

/** Waybills: lists, orders, the drawer and its actions. */
export const waybillModule: ModuleManifest = {
  name: 'lms/waybill',
  tables: {
    lmsWaybill,
    lmsWaybillPiece,
    lmsWaybillBox,
    lmsWaybillCommodity,
    lmsWaybillTrack,
    lmsWaybillFile,
  },
  routes: [...waybillRoutes, ...waybillDrawerRoutes, ...waybillOrderRoutes],
  seeds: { demo: seedWaybillDemo },
};
