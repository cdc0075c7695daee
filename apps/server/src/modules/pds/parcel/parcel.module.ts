import { PARCEL_BILL_TYPE } from '@freightdesk/domain';
import { registerFeeKind } from '#modules/fms/fee/index.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { seedParcelDemo } from './parcel.demo.ts';
import { parcelRoutes } from './parcel.routes.ts';
import {
  pdsLabelAttempt,
  pdsWaybill,
  pdsWaybillCommodity,
  pdsWaybillFee,
  pdsWaybillFile,
  pdsWaybillPiece,
  pdsWaybillTrack,
} from './parcel.schema.ts';
import { CANCEL_TASK, cancelTask } from './parcel-cancel.service.ts';
import { LABEL_TASK, labelTask } from './parcel-label.service.ts';

// Parcel fees (pdsFee) join the bills, write-offs, carry-over and balances as fee kind `pds`.
registerFeeKind({
  code: 'pds',
  billType: PARCEL_BILL_TYPE,
  fees: pdsWaybillFee,
  waybill: {
    table: pdsWaybill,
    id: pdsWaybill.id,
    no: pdsWaybill.waybillNo,
    country: pdsWaybill.destination,
  },
});

/** Parcel waybills of the PDS system: order, labels, list, drawer, cancel, print, tracks. */
export const parcelModule: ModuleManifest = {
  name: 'pds/parcel',
  tables: {
    pdsWaybill,
    pdsWaybillPiece,
    pdsWaybillCommodity,
    pdsWaybillTrack,
    pdsWaybillFile,
    pdsWaybillFee,
    pdsLabelAttempt,
  },
  routes: parcelRoutes,
  tasks: { [LABEL_TASK]: labelTask, [CANCEL_TASK]: cancelTask },
  seeds: { demo: seedParcelDemo },
};
