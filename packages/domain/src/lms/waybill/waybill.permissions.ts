/** Permission codes of the freight waybill list, its actions and the waybill batch update. */
export const WAYBILL_PERMISSION_CODES = {
  lmsWaybillList: 'lms/waybill/list',
  lmsWaybillOrder: 'lms/waybill/list:order',
  lmsWaybillDelete: 'lms/waybill/list:delete',
  lmsWaybillConfirm: 'lms/waybill/list:confirm',
  lmsWaybillReceive: 'lms/waybill/list:receive',
  lmsWaybillOperate: 'lms/waybill/list:operate',
  lmsWaybillFlag: 'lms/waybill/list:flag',
  lmsWaybillTrack: 'lms/waybill/list:track',
  lmsWaybillFile: 'lms/waybill/list:file',
  lmsWaybillExport: 'lms/waybill/list:export',
  lmsWaybillImport: 'lms/waybill/list:import',
  lmsWaybillPrint: 'lms/waybill/list:print',
  // manual channel routing of waiting waybills (route channel, route again)
  lmsWaybillRoute: 'lms/waybill/list:route',
  lmsUpdateWaybill: 'lms/updateWaybill',
  // commodity edit from the service waybill list (spec §6)
  lmsServiceWaybillUpdate: 'lms/service/waybill/list:update',
} as const;

/**
 * Actions of the freight waybill list: order, delete (before receive), confirm (the customer's
 * confirmations: waybill, pick-up, charge weight), receive (weigh and measure), operate (the other
 * status changes: scans and carrier events), flag (delay, detain, locks, issue), track (append
 * track rows), file (waybill files).
 */
export const WAYBILL_LIST_ACTIONS = [
  'order',
  'export',
  'import',
  'print',
  'delete',
  'confirm',
  'receive',
  'operate',
  'flag',
  'track',
  'file',
  'route',
] as const;
