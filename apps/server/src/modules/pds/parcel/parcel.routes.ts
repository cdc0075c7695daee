import { PARCEL_API, Permission } from '@freightdesk/domain';
import { notForOnlyMakeDocument } from '#modules/crm/customer/index.ts';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { parcelList } from './parcel-access.ts';
import { queryParcelTracks, shipConfirmParcels } from './parcel-action.service.ts';
import { cancelParcels } from './parcel-cancel.service.ts';
import { deleteParcelFile, findParcel, uploadParcelFile } from './parcel-detail.service.ts';
import { exportParcels } from './parcel-export.service.ts';
import { orderParcel } from './parcel-order.service.ts';
import { calParcelPrice } from './parcel-price.service.ts';
import { printParcels } from './parcel-print.service.ts';
import { parcelStatusGroup, searchParcels } from './parcel-search.service.ts';

const P = Permission;
/** Reading parcels: the list, or the order screen (a customer follows what it ordered). */
const READ = [P.pdsWaybillList, P.pdsOrder];

/**
 * Parcel waybills (`PARCEL_API`, DESIGN §4 "Carriers and parcels"); customers reach only their own, and
 * an only-make-document customer's users print no labels (staff do).
 */
export const parcelRoutes: ApiRoute[] = [
  route({
    contract: PARCEL_API.calPrice,
    permission: [P.pdsOrder, P.pdsBatchOrder],
    handler: (c, b) => calParcelPrice(c, b),
  }),
  route({ contract: PARCEL_API.order, permission: P.pdsOrder, handler: (c, b) => orderParcel(c, b) }),
  scopedRoute(parcelList, {
    contract: PARCEL_API.search,
    permission: READ,
    handler: (c, b) => searchParcels(c, b),
  }),
  scopedRoute(parcelList, {
    contract: PARCEL_API.statusGroup,
    permission: READ,
    handler: (c, b) => parcelStatusGroup(c, b.criteria),
  }),
  scopedRoute(parcelList, {
    contract: PARCEL_API.export,
    permission: P.pdsWaybillExport,
    handler: (c, b) => exportParcels(c, b),
  }),
  scopedRoute(parcelList, {
    contract: PARCEL_API.findById,
    permission: READ,
    handler: (c, q) => findParcel(c, q),
  }),
  scopedRoute(parcelList, {
    contract: PARCEL_API.queryTracks,
    permission: READ,
    handler: (c, q) => queryParcelTracks(c, q),
  }),
  scopedRoute(parcelList, {
    contract: PARCEL_API.cancel,
    permission: P.pdsWaybillCancel,
    handler: (c, b) => cancelParcels(c, b),
  }),
  scopedRoute(parcelList, {
    contract: PARCEL_API.print,
    permission: P.pdsWaybillPrint,
    handler: notForOnlyMakeDocument(printParcels),
  }),
  scopedRoute(parcelList, {
    contract: PARCEL_API.shipConfirm,
    permission: P.pdsWaybillShipConfirm,
    handler: (c, b) => shipConfirmParcels(c, b),
  }),
  route({
    contract: PARCEL_API.uploadFile,
    permission: P.pdsWaybillFile,
    handler: (c, b) => uploadParcelFile(c, b),
  }),
  route({
    contract: PARCEL_API.deleteFile,
    permission: P.pdsWaybillFile,
    handler: (c, b) => deleteParcelFile(c, b),
  }),
];
