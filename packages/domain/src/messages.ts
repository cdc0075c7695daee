import { CUSTOMER_MESSAGES } from './crm/customer/customer.messages.ts';
import { ACCOUNT_FLOW_MESSAGES } from './fms/account-flow/account-flow.messages.ts';
import { AGENT_BILL_MESSAGES } from './fms/agent-bill/agent-bill.messages.ts';
import { AGENT_RECONCILE_MESSAGES } from './fms/agent-reconcile/agent-reconcile.messages.ts';
import { BALANCE_MESSAGES } from './fms/balance/balance.messages.ts';
import { BANK_STATEMENT_MESSAGES } from './fms/bank-statement/bank-statement.messages.ts';
import { BANK_TRANSFER_MESSAGES } from './fms/bank-transfer/bank-transfer.messages.ts';
import { BILL_MESSAGES } from './fms/bill/bill.messages.ts';
import { CHARGE_BILL_MESSAGES } from './fms/charge-bill/charge-bill.messages.ts';
import { DISCOUNT_MESSAGES } from './fms/discount/discount.messages.ts';
import { FEE_MESSAGES } from './fms/fee/fee.messages.ts';
import { LMS_FEE_MESSAGES } from './fms/fee/lms-fee.messages.ts';
import { INCOME_EXPENSE_MESSAGES } from './fms/income-expense/income-expense.messages.ts';
import { INVOICE_MESSAGES } from './fms/invoice/invoice.messages.ts';
import { LOCK_RECORD_MESSAGES } from './fms/lock-record/lock-record.messages.ts';
import { PAYMENT_BILL_MESSAGES } from './fms/payment-bill/payment-bill.messages.ts';
import { PDS_FEE_MESSAGES } from './fms/pds-fee/pds-fee.messages.ts';
import { POINT_MESSAGES } from './fms/point/point.messages.ts';
import { PRICE_BOOK_MESSAGES } from './fms/price/price-book.messages.ts';
import { PRICE_SERVER_MESSAGES } from './fms/price/price-server.messages.ts';
import { PRICE_SUB_ROW_MESSAGES } from './fms/price/price-sub-rows.messages.ts';
import { PRICING_MESSAGES } from './fms/price/pricing.messages.ts';
import { PRICE_QUOTE_MESSAGES } from './fms/price-quote/price-quote.messages.ts';
import { STATISTICS_MESSAGES } from './fms/statistics/statistics.messages.ts';
import { SUBJECT_MESSAGES } from './fms/subject/subject.messages.ts';
import { URGE_MESSAGES } from './fms/urge/urge.messages.ts';
import { WRITE_OFF_MESSAGES } from './fms/write-off/write-off.messages.ts';
import { DOCUMENT_MESSAGES } from './lms/document/document.messages.ts';
import { ISSUE_MESSAGES } from './lms/issue/issue.messages.ts';
import { PACKAGE_MESSAGES } from './lms/package/package.messages.ts';
import { RETURN_MESSAGES } from './lms/return/return.messages.ts';
import { SCAN_MESSAGES } from './lms/scan/scan.messages.ts';
import { TRACK_NO_MESSAGES } from './lms/track-no/track-no.messages.ts';
import { LMS_MESSAGES } from './lms/waybill/lms.messages.ts';
import { WAYBILL_MESSAGES } from './lms/waybill/waybill.messages.ts';
import { WAYBILL_DRAWER_MESSAGES } from './lms/waybill/waybill-drawer.messages.ts';
import { WAYBILL_LIST_MESSAGES } from './lms/waybill/waybill-list.messages.ts';
import { WAYBILL_TOOLS_MESSAGES } from './lms/waybill/waybill-tools.messages.ts';
import { ANNOUNCEMENT_MESSAGES } from './oa/announcement/announcement.messages.ts';
import { ORGANIZATION_MESSAGES } from './oa/organization/organization.messages.ts';
import { END_SHIP_MANIFEST_MESSAGES } from './pds/end-ship-manifest/end-ship-manifest.messages.ts';
import { PDS_IMPORT_MESSAGES } from './pds/import-waybill/import-waybill.messages.ts';
import { PARCEL_MESSAGES } from './pds/parcel/parcel.messages.ts';
import type { Language } from './platform/enums.ts';
import { type Message, type MessageKey, PLATFORM_MESSAGES } from './platform/messages/catalogue.ts';
import { registeredMessage, registerMessageCatalogue } from './platform/messages/format.ts';
import { NOTIFY_MESSAGES } from './platform/notify/notify.messages.ts';
import { WORK_ORDER_MESSAGES } from './platform/work-order/work-order.messages.ts';
import { WORK_ORDER_CLAIM_MESSAGES } from './platform/work-order/work-order-claim.messages.ts';
import type { SERVER_MESSAGES } from './server-messages.ts';
import { CARRIER_API_MESSAGES } from './settings/carrier-api/carrier-api.messages.ts';
import { EXECUTOR_MESSAGES } from './settings/executor/executor.messages.ts';
import { PRODUCT_MESSAGES } from './settings/product/product.messages.ts';
import { RULE_MESSAGES } from './settings/rule/rule.messages.ts';

/**
 * The message catalogue: the platform's messages plus every module's, one line per module's file.
 * Server answers and web notifications both read from here.
 */
export const MESSAGES = {
  ...PLATFORM_MESSAGES,
  ...PRODUCT_MESSAGES,
  ...CUSTOMER_MESSAGES,
  ...CARRIER_API_MESSAGES,
  ...ORGANIZATION_MESSAGES,
  ...LMS_MESSAGES,
  ...WAYBILL_MESSAGES,
  ...WAYBILL_DRAWER_MESSAGES,
  ...WAYBILL_TOOLS_MESSAGES,
  ...WAYBILL_LIST_MESSAGES,
  ...DOCUMENT_MESSAGES,
  ...SCAN_MESSAGES,
  ...TRACK_NO_MESSAGES,
  ...PACKAGE_MESSAGES,
  ...ISSUE_MESSAGES,
  ...RETURN_MESSAGES,
  ...PRICING_MESSAGES,
  ...PRICE_SUB_ROW_MESSAGES,
  ...PRICE_SERVER_MESSAGES,
  ...PRICE_BOOK_MESSAGES,
  ...PRICE_QUOTE_MESSAGES,
  ...FEE_MESSAGES,
  ...LMS_FEE_MESSAGES,
  ...PDS_FEE_MESSAGES,
  ...DISCOUNT_MESSAGES,
  ...BALANCE_MESSAGES,
  ...BILL_MESSAGES,
  ...CHARGE_BILL_MESSAGES,
  ...WRITE_OFF_MESSAGES,
  ...ACCOUNT_FLOW_MESSAGES,
  ...BANK_TRANSFER_MESSAGES,
  ...BANK_STATEMENT_MESSAGES,
  ...SUBJECT_MESSAGES,
  ...INCOME_EXPENSE_MESSAGES,
  ...AGENT_BILL_MESSAGES,
  ...PAYMENT_BILL_MESSAGES,
  ...INVOICE_MESSAGES,
  ...AGENT_RECONCILE_MESSAGES,
  ...LOCK_RECORD_MESSAGES,
  ...POINT_MESSAGES,
  ...URGE_MESSAGES,
  ...NOTIFY_MESSAGES,
  ...ANNOUNCEMENT_MESSAGES,
  ...STATISTICS_MESSAGES,
  ...WORK_ORDER_MESSAGES,
  ...WORK_ORDER_CLAIM_MESSAGES,
  ...PARCEL_MESSAGES,
  ...END_SHIP_MANIFEST_MESSAGES,
  ...PDS_IMPORT_MESSAGES,
  ...RULE_MESSAGES,
  // the executor screen checks its action rows as the server does
  ...EXECUTOR_MESSAGES,
} as const satisfies Record<string, Message>;

// the server's own keys are keys too (a type-only import: their texts never reach the web)
declare module './platform/messages/catalogue.ts' {
  interface MessageCatalogue extends Record<keyof typeof MESSAGES | keyof typeof SERVER_MESSAGES, Message> {}
}

// the server adds its own (`server-messages.ts`); the web's catalogue is this one
registerMessageCatalogue(MESSAGES as Readonly<Record<MessageKey, Message>>);

/** The catalogue message in the given language (zh-CN as fallback). */
export function message(lang: Language, key: MessageKey, params: readonly (string | number)[] = []): string {
  return registeredMessage(lang, key, params);
}
