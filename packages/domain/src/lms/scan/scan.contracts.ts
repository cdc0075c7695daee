import { z } from 'zod';
import { searchResultOf } from '../../platform/answers.ts';
import { defineEndpoint, type Endpoint } from '../../platform/contract.ts';
import {
  SCAN_RESULTS,
  SCAN_TYPE_LABELS,
  SCAN_TYPES,
  type ScanType,
  scanNumberSchema,
  scanPayload,
  scanRecordSearchPayload,
} from './scan.ts';

const decimal = z.string().meta({ description: 'Decimal as text' });

/** The answer of every scan: the waybill, its status after the scan and the message to show. */
export const scanAnswer = z.object({
  recordId: z.uuid(),
  waybillId: z.uuid(),
  waybillNo: z.string(),
  status: z.string(),
  /** The result in the scanner's language ("FD…: Receive done; status Received"). */
  message: z.string(),
  /** False when a verify scan found a blocking flag (shown red, nothing changed). */
  pass: z.boolean(),
  /** Receive warnings (receive, update weight), already in the scanner's language. */
  warnings: z.array(z.string()),
  packageNo: z.string().optional(),
  receiveActualWeight: decimal.optional(),
  receiveVolumeWeight: decimal.optional(),
  receivableRealChargeWeight: decimal.nullable().optional(),
  /** Query scan: the waybill's summary. */
  customerNo: z.string().nullable().optional(),
  trackNo: z.string().nullable().optional(),
  destination: z.string().nullable().optional(),
  pieceCount: z.number().int().nullable().optional(),
  flags: z.array(z.string()).optional(),
  /** Verify scan: the blocking flags found. */
  blocked: z.array(z.string()).optional(),
});
export type ScanAnswer = z.output<typeof scanAnswer>;

/** The pieces of a scanned waybill (receive screen rows), looked up without a scan record. */
export const scanLookupAnswer = z.object({
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
export type ScanLookupAnswer = z.output<typeof scanLookupAnswer>;

export const scanLookupPayload = z.object({
  no: scanNumberSchema,
  type: z.enum(['receive', 'updateWeight']).optional(),
});

export const scanRecordRowAnswer = z.object({
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
export type ScanRecordRow = z.output<typeof scanRecordRowAnswer>;

function scanEndpoint(type: ScanType) {
  return defineEndpoint({
    method: 'POST',
    url: `/lms/scan/${type}`,
    input: scanPayload,
    output: scanAnswer,
    summary: `Scan: ${SCAN_TYPE_LABELS[type]['en-US']} by waybill, track or customer number (one scan record)`,
  });
}

/** The scanning endpoints: one scan per type (`SCAN_API.scan[type]`), the piece lookup, the scan records. */
export const SCAN_API = {
  scan: Object.fromEntries(SCAN_TYPES.map((type) => [type, scanEndpoint(type)])) as Record<
    ScanType,
    ReturnType<typeof scanEndpoint>
  >,
  lookup: defineEndpoint({
    method: 'POST',
    url: '/lms/scanLookup',
    input: scanLookupPayload,
    output: scanLookupAnswer,
    summary:
      'The pieces of a scanned waybill for the receive screen (no change); with `type`, an unknown number is recorded as that failed scan',
  }),
  recordSearch: defineEndpoint({
    method: 'POST',
    url: '/lms/scanRecord/search',
    input: scanRecordSearchPayload,
    output: searchResultOf(scanRecordRowAnswer),
    summary: 'Scan records: type, number, user, time range, result; page and total',
  }),
} satisfies Record<string, Endpoint | Record<string, Endpoint>>;
