import { findEntity } from './entities/index.ts';
import { AGENT_RECONCILE_PERMISSION_LABELS } from './fms/agent-reconcile/agent-reconcile.permissions.ts';
import { INVOICE_FIELD_LABELS } from './fms/invoice/invoice-labels.ts';
import { PAYMENT_BILL_LOG_ACTIONS } from './fms/payment-bill/payment-bill.permissions.ts';
import { PDS_FEE_TITLES } from './fms/pds-fee/pds-fee.permissions.ts';
import { ISSUE_LOG_ACTIONS, ISSUE_TITLES } from './lms/issue/issue.permissions.ts';
import { RETURN_LOG_ACTIONS } from './lms/return/return.permissions.ts';
import { TRACK_NO_LOG_ACTIONS } from './lms/track-no/track-no.labels.ts';
import { WAYBILL_LOG_ACTIONS } from './lms/waybill/waybill-log-actions.ts';
import {
  ANNOUNCEMENT_LOG_ACTIONS,
  ANNOUNCEMENT_PERMISSION_LABELS,
} from './oa/announcement/announcement.permissions.ts';
import { PDS_IMPORT_LOG_ACTIONS } from './pds/import-waybill/import-waybill.ts';
import { PARCEL_LOG_ACTIONS, PARCEL_TITLES } from './pds/parcel/parcel.permissions.ts';
import { PLATFORM_LOG_ACTIONS } from './platform/business-log.ts';
import { l } from './platform/entity/define.ts';
import type { Language } from './platform/enums.ts';
import type { Message } from './platform/messages/catalogue.ts';
import { WORK_ORDER_LOG_ACTIONS, WORK_ORDER_TITLES } from './platform/work-order/work-order.permissions.ts';
import { EXECUTOR_LOG_ACTIONS } from './settings/executor/executor.entity.ts';
import { INTERCEPTOR_LOG_ACTIONS } from './settings/interceptor/interceptor.entity.ts';

/**
 * What the business log names records of that are not described entities (those carry their own
 * title): the server's log rows use these names, the screen shows the title in the user's language.
 */
export const LOGGED_RECORD_TITLES = {
  lmsWaybill: l('运单', 'Waybill', 'Vận đơn'),
  lmsWaybillFee: l('运单费用', 'Waybill fee', 'Phí vận đơn'),
  lmsPrintTask: l('打印任务', 'Print task', 'Tác vụ in'),
  lmsPickUpTask: l('提货任务', 'Pick-up task', 'Tác vụ lấy hàng'),
  fmsPrice: l('价格表', 'Price table', 'Bảng giá'),
  fmsAgentBill: l('代理账单', 'Agent bill', 'Hóa đơn đại lý'),
  fmsPaymentBill: l('付款单', 'Payment bill', 'Phiếu chi'),
  fmsInvoice: INVOICE_FIELD_LABELS.one,
  lmsWaybillIssue: ISSUE_TITLES.list,
  lmsWaybillReturn: RETURN_LOG_ACTIONS.returnRegister,
  fmsAgentReconcile: AGENT_RECONCILE_PERMISSION_LABELS['fms/agentReconcile'],
  workOrder: WORK_ORDER_TITLES.one,
  oaAnnouncement: ANNOUNCEMENT_PERMISSION_LABELS['oa/announcement'],
  pdsWaybill: PARCEL_TITLES.one,
  pdsEndShipManifest: PARCEL_TITLES.endShipManifest,
  pdsImportWaybill: PARCEL_TITLES.batchOrder,
  pdsWaybillFee: PDS_FEE_TITLES.one,
} as const satisfies Record<string, Message>;

/**
 * Every action the business log records, named in the three languages. The server's log entries
 * take their action from these keys (the type says so), so a new action cannot be logged unnamed.
 */
export const BUSINESS_LOG_ACTIONS = {
  ...WAYBILL_LOG_ACTIONS,
  ...PLATFORM_LOG_ACTIONS,
  ...PAYMENT_BILL_LOG_ACTIONS,
  ...WORK_ORDER_LOG_ACTIONS,
  ...ANNOUNCEMENT_LOG_ACTIONS,
  ...ISSUE_LOG_ACTIONS,
  ...RETURN_LOG_ACTIONS,
  ...TRACK_NO_LOG_ACTIONS,
  ...PARCEL_LOG_ACTIONS,
  ...PDS_IMPORT_LOG_ACTIONS,
  ...INTERCEPTOR_LOG_ACTIONS,
  ...EXECUTOR_LOG_ACTIONS,
} as const satisfies Record<string, Message>;
export type BusinessLogAction = keyof typeof BUSINESS_LOG_ACTIONS;

/** The title of a logged record type in a language: a described entity's title, else the log's name. */
export function businessLogEntityTitle(name: string, lang: Language): string {
  const own = Object.hasOwn(LOGGED_RECORD_TITLES, name)
    ? LOGGED_RECORD_TITLES[name as keyof typeof LOGGED_RECORD_TITLES]
    : undefined;
  return (own ?? findEntity(name)?.title)?.[lang] ?? name;
}

/** The name of a logged action in a language (its code when it is not listed: rows of older releases). */
export function businessLogActionLabel(action: string, lang: Language): string {
  return Object.hasOwn(BUSINESS_LOG_ACTIONS, action)
    ? BUSINESS_LOG_ACTIONS[action as BusinessLogAction][lang]
    : action;
}
