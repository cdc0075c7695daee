/** The public face of this module: what other modules use of it. */

export { pdsLabelAttempt, pdsWaybill, pdsWaybillFee, pdsWaybillPiece } from './parcel.schema.ts';
export {
  isCustomerUser,
  lockParcels,
  PARCEL_ENTITY,
  type ParcelRow,
  parcelList,
  parcelReach,
} from './parcel-access.ts';
export { requestLabelCancel } from './parcel-cancel.service.ts';
export { CarrierCallError, carrierErrorText, parcelCarrier, useParcelCarrier } from './parcel-carrier.ts';
export { queueLabelAttempt, runLabelAttempt } from './parcel-label.service.ts';
export { type OnPlaced, orderParcel } from './parcel-order.service.ts';
export { parcelQuotes } from './parcel-price.service.ts';
export {
  checkParcelLabels,
  type LabelFile,
  type LabelFormat,
  logParcelPrints,
  parcelLabelFile,
  parcelsToPrint,
} from './parcel-print.service.ts';
