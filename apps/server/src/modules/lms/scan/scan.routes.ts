import {
  Permission,
  SCAN_PERMISSIONS,
  SCAN_RESULTS,
  SCAN_TYPE_LABELS,
  SCAN_TYPES,
  scanNumberSchema,
  scanPayload,
  scanRecordSearchPayload,
  searchResultOf,
} from '@freightdesk/domain';
import { z } from 'zod';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import { lookupScan, scan } from './scan.service.ts';
import { scanRecordList, searchScanRecords } from './scan-record.service.ts';

const decimal = z.string().meta({ description: 'Decimal as text' });
const scanAnswer = z.object({
  recordId: z.uuid(),
  waybillId: z.uuid(),
  waybillNo: z.string(),
  status: z.string(),
  /** The result in the scanner's language. */
  message: z.string(),
  /** False when a verify scan found a blocking flag (nothing changed). */
  pass: z.boolean(),
  warnings: z.array(z.string()),
  packageNo: z.string().optional(),
  receiveActualWeight: decimal.optional(),
  receiveVolumeWeight: decimal.optional(),
  receivableRealChargeWeight: decimal.optional(),
});
const scanLookupAnswer = z.object({
  waybillId: z.uuid(),
  waybillNo: z.string(),
  status: z.string(),
  pieces: z.array(
    z.object({
      seq: z.number().int(),
      orderActualWeight: decimal.nullable(),
      orderLength: decimal.nullable(),
      orderWidth: decimal.nullable(),
      orderHeight: decimal.nullable(),
    }),
  ),
});
const scanRecordRow = z.object({
  id: z.uuid(),
  type: z.enum(SCAN_TYPES),
  no: z.string(),
  waybillId: z.uuid().nullable(),
  waybillNo: z.string().nullable(),
  result: z.enum(SCAN_RESULTS),
  message: z.string(),
  warehouseName: z.string().nullable(),
  weighMode: z.number().int().nullable(),
  pieceCount: z.number().int().nullable(),
  actualWeight: decimal.nullable(),
  volumeWeight: decimal.nullable(),
  chargeWeight: decimal.nullable(),
  packageNo: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
});

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
      output: scanAnswer,
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
    output: scanLookupAnswer,
    summary:
      'The pieces of a scanned waybill for the receive screen (no change); with `type`, an unknown number is recorded as that failed scan',
    handler: (c, b) => lookupScan(c, b),
  }),
  scopedRoute(scanRecordList, {
    method: 'POST',
    url: '/lms/scanRecord/search',
    input: scanRecordSearchPayload,
    output: searchResultOf(scanRecordRow),
    permission: Permission.lmsScanRecord,
    summary: 'Scan records: type, number, user, time range, result; page and total',
    handler: (c, b) => searchScanRecords(c, b),
  }),
];
