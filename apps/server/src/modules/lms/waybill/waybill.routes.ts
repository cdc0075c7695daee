import { BATCH_UPDATE_LABELS, Permission, WAYBILL_API, WAYBILL_FIELD_LABELS } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { waybillList } from './waybill-access.ts';
import { waybillAction, waybillFlag } from './waybill-action.service.ts';
import {
  batchUpdateWaybills,
  findWaybillsByNos,
  waybillPickerOptions,
} from './waybill-batch-update.service.ts';
import { copyWaybills } from './waybill-copy.service.ts';
import { findWaybillById } from './waybill-detail.service.ts';
import {
  appendTrack,
  deleteWaybillFile,
  updateCommodities,
  uploadWaybillFiles,
} from './waybill-edit.service.ts';
import { exportWaybills } from './waybill-export.service.ts';
import { deleteWaybills, orderWaybill } from './waybill-order.service.ts';
import { receiveWaybill } from './waybill-receive.service.ts';
import { searchWaybills, statusGroupCounts } from './waybill-search.service.ts';

const P = Permission;
const labels = WAYBILL_FIELD_LABELS;

/** Freight waybill API (`/api/lms/waybill/…`); customer users reach only their own customer's waybills. */
export const waybillRoutes = [
  route({
    contract: WAYBILL_API.order,
    labels,
    permission: P.lmsWaybillOrder,
    handler: (c, b) => orderWaybill(c, b),
  }),
  scopedRoute(waybillList, {
    contract: WAYBILL_API.search,
    labels,
    permission: P.lmsWaybillList,
    handler: (c, b) => searchWaybills(c, b),
  }),
  scopedRoute(waybillList, {
    contract: WAYBILL_API.statusGroup,
    labels,
    permission: P.lmsWaybillList,
    handler: (c, b) => statusGroupCounts(c, b),
  }),
  scopedRoute(waybillList, {
    contract: WAYBILL_API.findById,
    permission: P.lmsWaybillList,
    handler: (c, q) => findWaybillById(c, q),
  }),
  route({
    contract: WAYBILL_API.action,
    permission: [P.lmsWaybillOperate, P.lmsWaybillConfirm, P.lmsWaybillReceive],
    handler: (c, b) => waybillAction(c, b),
  }),
  route({
    contract: WAYBILL_API.receive,
    permission: P.lmsWaybillReceive,
    handler: (c, b) => receiveWaybill(c, b),
  }),
  route({
    contract: WAYBILL_API.flag,
    permission: P.lmsWaybillFlag,
    handler: (c, b) => waybillFlag(c, b),
  }),
  route({
    contract: WAYBILL_API.deleteBatch,
    permission: P.lmsWaybillDelete,
    handler: (c, b) => deleteWaybills(c, b),
  }),
  route({
    contract: WAYBILL_API.appendTrack,
    labels,
    permission: P.lmsWaybillTrack,
    handler: (c, b) => appendTrack(c, b),
  }),
  route({
    contract: WAYBILL_API.commodityUpdate,
    labels,
    permission: P.lmsWaybillList,
    handler: (c, b) => updateCommodities(c, b),
  }),
  route({
    contract: WAYBILL_API.uploadFile,
    labels,
    permission: P.lmsWaybillFile,
    handler: (c, b) => uploadWaybillFiles(c, b),
  }),
  route({
    contract: WAYBILL_API.deleteFile,
    permission: P.lmsWaybillFile,
    handler: (c, b) => deleteWaybillFile(c, b),
  }),
  // waybill list extras: export, copy, batch update (and its numbers lookup), pickers
  scopedRoute(waybillList, {
    contract: WAYBILL_API.export,
    labels,
    permission: P.lmsWaybillExport,
    handler: (c, b) => exportWaybills(c, b),
  }),
  route({
    contract: WAYBILL_API.copy,
    permission: P.lmsWaybillOrder,
    handler: (c, b) => copyWaybills(c, b),
  }),
  route({
    contract: WAYBILL_API.batchUpdate,
    labels: { ...labels, ...BATCH_UPDATE_LABELS },
    permission: P.lmsUpdateWaybill,
    handler: (c, b) => batchUpdateWaybills(c, b),
  }),
  scopedRoute(waybillList, {
    contract: WAYBILL_API.findByNos,
    permission: [P.lmsWaybillList, P.lmsUpdateWaybill],
    handler: (c, b) => findWaybillsByNos(c, b),
  }),
  route({
    contract: WAYBILL_API.pickerOptions,
    permission: [P.lmsWaybillList, P.lmsUpdateWaybill],
    handler: (c) => waybillPickerOptions(c),
  }),
];
