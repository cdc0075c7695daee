import { Permission } from '../../permissions.ts';
import type { ScanType } from './scan.ts';

/** The permission each scan needs: receive its own, the flag scans `flag`, the rest `operate`. */
export const SCAN_PERMISSIONS: Record<ScanType, string> = {
  receive: Permission.lmsWaybillReceive,
  arrive: Permission.lmsWaybillOperate,
  updateWeight: Permission.lmsWaybillOperate,
  checkGoods: Permission.lmsWaybillOperate,
  package: Permission.lmsWaybillOperate,
  send: Permission.lmsWaybillOperate,
  verify: Permission.lmsWaybillOperate,
  query: Permission.lmsWaybillOperate,
  delay: Permission.lmsWaybillFlag,
  cancelDelay: Permission.lmsWaybillFlag,
  detain: Permission.lmsWaybillFlag,
  cancelDetain: Permission.lmsWaybillFlag,
  returnToCustomer: Permission.lmsWaybillOperate,
  returnIn: Permission.lmsWaybillOperate,
};
