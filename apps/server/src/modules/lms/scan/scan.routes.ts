import { Permission, SCAN_API, SCAN_PERMISSIONS, SCAN_TYPES } from '@freightdesk/domain';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { lookupScan, scan } from './scan.service.ts';
import { scanRecordList, searchScanRecords } from './scan-record.service.ts';

/**
 * Scanning API (`SCAN_API`): one `POST /lms/scan/<type>` per scan type (permission per type: receive,
 * flag or operate), the receive screen's piece lookup, and the scan-record search.
 */
export const scanRoutes: ApiRoute[] = [
  ...SCAN_TYPES.map((type) =>
    route({
      contract: SCAN_API.scan[type],
      permission: SCAN_PERMISSIONS[type],
      handler: (c, b) => scan(c, type, b),
    }),
  ),
  route({
    contract: SCAN_API.lookup,
    permission: [Permission.lmsWaybillReceive, Permission.lmsWaybillOperate],
    handler: (c, b) => lookupScan(c, b),
  }),
  scopedRoute(scanRecordList, {
    contract: SCAN_API.recordSearch,
    permission: Permission.lmsScanRecord,
    handler: (c, b) => searchScanRecords(c, b),
  }),
];
