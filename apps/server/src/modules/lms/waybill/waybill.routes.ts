import {
  appendTrackSchema,
  BATCH_UPDATE_LABELS,
  commodityUpdateSchema,
  Permission,
  WAYBILL_FIELD_LABELS,
  waybillActionPayload,
  waybillBatchUpdatePayload,
  waybillCopyPayload,
  waybillExportPayload,
  waybillFileDeletePayload,
  waybillFileUploadSchema,
  waybillFindByNosPayload,
  waybillFlagPayload,
  waybillIdsPayload,
  waybillOrderSchema,
  waybillReceivePayload,
  waybillSearchCriteria,
  waybillSearchPayload,
} from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { waybillList } from './waybill-access.ts';
import { waybillAction, waybillFlag } from './waybill-action.service.ts';
import { WAYBILL_ANSWERS } from './waybill-answers.ts';
import {
  batchUpdateWaybills,
  findWaybillsByNos,
  waybillPickerOptions,
} from './waybill-batch-update.service.ts';
import { copyWaybills } from './waybill-copy.service.ts';
import { findByIdQuery, findWaybillById } from './waybill-detail.service.ts';
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
    method: 'POST',
    url: '/lms/waybill/order',
    output: WAYBILL_ANSWERS.order,
    input: waybillOrderSchema,
    labels,
    permission: P.lmsWaybillOrder,
    summary: 'Place a freight waybill (customer: own; staff: for customerId)',
    handler: (c, b) => orderWaybill(c, b),
  }),
  scopedRoute(waybillList, {
    method: 'POST',
    url: '/lms/waybill/search',
    output: WAYBILL_ANSWERS.search,
    input: waybillSearchPayload,
    labels,
    permission: P.lmsWaybillList,
    summary: 'Waybill list: page, total (one statement)',
    handler: (c, b) => searchWaybills(c, b),
  }),
  scopedRoute(waybillList, {
    method: 'POST',
    url: '/lms/waybill/statusGroup',
    output: WAYBILL_ANSWERS.statusGroup,
    input: waybillSearchCriteria,
    labels,
    permission: P.lmsWaybillList,
    summary: 'Counts of the status-group tabs for the criteria (one grouped statement)',
    handler: (c, b) => statusGroupCounts(c, b),
  }),
  scopedRoute(waybillList, {
    method: 'GET',
    url: '/lms/waybill/findById',
    input: findByIdQuery,
    permission: P.lmsWaybillList,
    summary: 'Waybill detail with the sub-lists asked by flag (one statement)',
    handler: (c, q) => findWaybillById(c, q),
  }),
  route({
    method: 'POST',
    url: '/lms/waybill/action',
    output: WAYBILL_ANSWERS.action,
    input: waybillActionPayload,
    permission: [P.lmsWaybillOperate, P.lmsWaybillConfirm, P.lmsWaybillReceive],
    summary: 'A status action on up to 500 waybills (all or nothing)',
    handler: (c, b) => waybillAction(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/waybill/receive',
    input: waybillReceivePayload,
    permission: P.lmsWaybillReceive,
    summary: 'Receive scan: weigh and measure pieces by weigh mode',
    handler: (c, b) => receiveWaybill(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/waybill/flag',
    output: WAYBILL_ANSWERS.updated,
    input: waybillFlagPayload,
    permission: P.lmsWaybillFlag,
    summary: 'Flag action (delay, detain, lock, issue, bad debt) on up to 500 waybills',
    handler: (c, b) => waybillFlag(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/waybill/deleteBatch',
    output: WAYBILL_ANSWERS.deleted,
    input: waybillIdsPayload,
    permission: P.lmsWaybillDelete,
    summary: 'Delete waybills not yet received (all or nothing)',
    handler: (c, b) => deleteWaybills(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/waybill/appendTrack',
    output: WAYBILL_ANSWERS.appended,
    input: appendTrackSchema,
    labels,
    permission: P.lmsWaybillTrack,
    summary: 'Track maintenance: append a track row',
    handler: (c, b) => appendTrack(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/waybill/commodityUpdate',
    output: WAYBILL_ANSWERS.lines,
    input: commodityUpdateSchema,
    labels,
    permission: P.lmsWaybillList,
    summary: 'Drawer commodity edit (staff: one of the commodity edit permissions)',
    handler: (c, b) => updateCommodities(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/waybill/uploadFile',
    output: WAYBILL_ANSWERS.fileIds,
    input: waybillFileUploadSchema,
    labels,
    permission: P.lmsWaybillFile,
    summary: 'Attach uploaded files to a waybill by type',
    handler: (c, b) => uploadWaybillFiles(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/waybill/deleteFile',
    output: WAYBILL_ANSWERS.deleted,
    input: waybillFileDeletePayload,
    permission: P.lmsWaybillFile,
    summary: 'Remove a waybill file (uploader only)',
    handler: (c, b) => deleteWaybillFile(c, b),
  }),
  // waybill list extras: export, copy, batch update (and its numbers lookup), pickers
  scopedRoute(waybillList, {
    method: 'POST',
    url: '/lms/waybill/export',
    output: WAYBILL_ANSWERS.export,
    input: waybillExportPayload,
    labels,
    permission: P.lmsWaybillExport,
    summary: 'Export the list criteria as xlsx (a job, at most 50,000 rows) → {progressId}',
    handler: (c, b) => exportWaybills(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/waybill/copy',
    output: WAYBILL_ANSWERS.copy,
    input: waybillCopyPayload,
    permission: P.lmsWaybillOrder,
    summary: 'Copy up to 500 waybills as new orders with new numbers',
    handler: (c, b) => copyWaybills(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/waybill/batchUpdate',
    output: WAYBILL_ANSWERS.updated,
    input: waybillBatchUpdatePayload,
    labels: { ...labels, ...BATCH_UPDATE_LABELS },
    permission: P.lmsUpdateWaybill,
    summary: 'Set chosen order fields on up to 500 waybills not yet sent (customers: not yet received)',
    handler: (c, b) => batchUpdateWaybills(c, b),
  }),
  scopedRoute(waybillList, {
    method: 'POST',
    url: '/lms/waybill/findByNos',
    input: waybillFindByNosPayload,
    permission: [P.lmsWaybillList, P.lmsUpdateWaybill],
    summary: 'Waybills of pasted numbers (≤ 500) and the numbers not found',
    handler: (c, b) => findWaybillsByNos(c, b),
  }),
  route({
    method: 'GET',
    url: '/lms/waybill/pickerOptions',
    permission: [P.lmsWaybillList, P.lmsUpdateWaybill],
    summary: 'Enabled products (and channels, staff) for the list and batch-update pickers',
    handler: (c) => waybillPickerOptions(c),
  }),
];
