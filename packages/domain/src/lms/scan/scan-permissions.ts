import { WAYBILL_PERMISSION_CODES } from '../waybill/index.light.ts';
import type { ScanType } from './scan.ts';

/** Permission code of the scan record screen. */
export const SCAN_PERMISSION_CODES = { lmsScanRecord: 'lms/scanRecord' } as const;

/** The permission each scan needs: receive its own, the flag scans `flag`, the rest `operate`. */
export const SCAN_PERMISSIONS: Record<ScanType, string> = {
  receive: WAYBILL_PERMISSION_CODES.lmsWaybillReceive,
  arrive: WAYBILL_PERMISSION_CODES.lmsWaybillOperate,
  updateWeight: WAYBILL_PERMISSION_CODES.lmsWaybillOperate,
  checkGoods: WAYBILL_PERMISSION_CODES.lmsWaybillOperate,
  package: WAYBILL_PERMISSION_CODES.lmsWaybillOperate,
  send: WAYBILL_PERMISSION_CODES.lmsWaybillOperate,
  verify: WAYBILL_PERMISSION_CODES.lmsWaybillOperate,
  query: WAYBILL_PERMISSION_CODES.lmsWaybillOperate,
  delay: WAYBILL_PERMISSION_CODES.lmsWaybillFlag,
  cancelDelay: WAYBILL_PERMISSION_CODES.lmsWaybillFlag,
  detain: WAYBILL_PERMISSION_CODES.lmsWaybillFlag,
  cancelDetain: WAYBILL_PERMISSION_CODES.lmsWaybillFlag,
  returnToCustomer: WAYBILL_PERMISSION_CODES.lmsWaybillOperate,
  returnIn: WAYBILL_PERMISSION_CODES.lmsWaybillOperate,
};
