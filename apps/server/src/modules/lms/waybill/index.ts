/** The public face of this module: what other modules use of it. */

/** Declared with the domain's waybill contracts; other modules' status routes answer it too. */
export { statusChangeAnswer } from '@freightdesk/domain';
export type { WaybillInvoiceJson } from './waybill.schema.ts';
export {
  lmsWaybill,
  lmsWaybillCommodity,
  lmsWaybillFile,
  lmsWaybillPiece,
  lmsWaybillTrack,
} from './waybill.schema.ts';
export type { WaybillRow } from './waybill-access.ts';
export {
  assertWaybillInScope,
  isCustomerUser,
  lockWaybills,
  ownOrChosenCustomer,
  WAYBILL_ENTITY,
  waybillDataScope,
  waybillIdsByNos,
  waybillList,
  waybillLogRows,
  waybillScope,
  writeTracks,
} from './waybill-access.ts';
export type { FlagOptions, TransitionExtra } from './waybill-action.service.ts';
export {
  flagLocked,
  setDetainTypeLocked,
  transitionLocked,
  waybillAction,
  waybillFlag,
} from './waybill-action.service.ts';
export { updateCommodities, uploadWaybillFiles } from './waybill-edit.service.ts';
export type { FlagChange, WaybillStatusChange } from './waybill-hooks.ts';
export {
  onOrderCheck,
  onWaybillFilesUploaded,
  onWaybillFlagsChanged,
  onWaybillsPlaced,
  onWaybillsReceived,
  onWaybillsStatusChanged,
  onWaybillWorkOrders,
  waybillFlagsChanged,
} from './waybill-hooks.ts';
export { customerNoRace, placeOrders } from './waybill-order.service.ts';
export type { BatchClaims, CheckedOrder } from './waybill-order-check.ts';
export { checkOrders } from './waybill-order-check.ts';
export type { PieceRow } from './waybill-receive.service.ts';
export { productSettings, receiveWaybill, savePieces } from './waybill-receive.service.ts';
export { scopeOf, searchStatement } from './waybill-search.service.ts';
