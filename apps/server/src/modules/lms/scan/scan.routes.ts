import {
  Permission,
  SCAN_PERMISSIONS,
  SCAN_TYPE_LABELS,
  SCAN_TYPES,
  scanNumberSchema,
  scanPayload,
  scanRecordSearchPayload,
} from '@freightdesk/domain';
import { z } from 'zod';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { lookupScan, scan } from './scan.service.ts';
import { scanRecordList, searchScanRecords } from './scan-record.service.ts';

/**
 * Scanning API: one `POST /lms/scan/<type>` per scan type (permission per type: receive, flag or
 * operate), the receive screen's piece lookup, and the scan-record search.
 */
export const scanRoutes: ApiRoute[] = [
  ...SCAN_TYPES.map((type) =>
    route({
      method: 'POST',
      url: `/lms/scan/${type}`,
      input: scanPayload,
      permission: SCAN_PERMISSIONS[type],
      summary: `Scan: ${SCAN_TYPE_LABELS[type]['en-US']} by waybill, track or customer number (one scan record)`,
      handler: (c, b) => scan(c, type, b),
    }),
  ),
  route({
    method: 'POST',
    url: '/lms/scanLookup',
    input: z.object({ no: scanNumberSchema, type: z.enum(['receive', 'updateWeight']).optional() }),
    permission: [Permission.lmsWaybillReceive, Permission.lmsWaybillOperate],
    summary:
      'The pieces of a scanned waybill for the receive screen (no change); with `type`, an unknown number is recorded as that failed scan',
    handler: (c, b) => lookupScan(c, b),
  }),
  scopedRoute(scanRecordList, {
    method: 'POST',
    url: '/lms/scanRecord/search',
    input: scanRecordSearchPayload,
    permission: Permission.lmsScanRecord,
    summary: 'Scan records: type, number, user, time range, result; page and total',
    handler: (c, b) => searchScanRecords(c, b),
  }),
];
