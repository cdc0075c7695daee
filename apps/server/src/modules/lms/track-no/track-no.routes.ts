import { Permission, TRACK_NO_API } from '@freightdesk/domain';
import { notForOnlyMakeDocument } from '#modules/crm/customer/index.ts';
import { waybillList } from '#modules/lms/waybill/index.ts';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { cancelTrackNos, fetchTrackNos } from './track-no-batch.service.ts';
import { printLabel, queryTracks, trackNoInfo } from './track-no-info.service.ts';

const P = Permission;

/**
 * Track numbers and labels of freight waybills. Fetch and cancel: staff with the operate code,
 * customers with the print code where the channel's label config and the system setting allow —
 * never those of an only-make-document customer (`checkMayShip`), labels included.
 */
export const trackNoRoutes: ApiRoute[] = [
  route({
    contract: TRACK_NO_API.fetchTrackNo,
    permission: [P.lmsWaybillOperate, P.lmsWaybillPrint],
    handler: notForOnlyMakeDocument(fetchTrackNos),
  }),
  route({
    contract: TRACK_NO_API.cancelTrackNo,
    permission: [P.lmsWaybillOperate, P.lmsWaybillPrint],
    handler: notForOnlyMakeDocument(cancelTrackNos),
  }),
  scopedRoute(waybillList, {
    contract: TRACK_NO_API.queryTracks,
    permission: P.lmsWaybillList,
    handler: (c, q) => queryTracks(c, q),
  }),
  scopedRoute(waybillList, {
    contract: TRACK_NO_API.trackNoInfo,
    permission: P.lmsWaybillList,
    handler: (c, q) => trackNoInfo(c, q),
  }),
  scopedRoute(waybillList, {
    contract: TRACK_NO_API.printLabel,
    permission: P.lmsWaybillPrint,
    handler: notForOnlyMakeDocument(printLabel),
  }),
];
