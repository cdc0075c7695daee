import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission codes of invoices: the treasurer's screen and its actions. */
export const INVOICE_PERMISSION_CODES = {
  invoice: 'fms/invoice',
  receivedInvoice: 'fms/receivedInvoice',
} as const;
export const INVOICE_ACTIONS = ['issue', 'cancel', 'send'] as const;
/** Actions of received invoices: record one, cancel one. */
export const RECEIVED_INVOICE_ACTIONS = ['record', 'cancel'] as const;

/** Names of the codes in the grant tree (and the screen's title). */
export const INVOICE_PERMISSION_LABELS = {
  'fms/invoice': l('发票管理', 'Invoices', 'Quản lý hóa đơn GTGT'),
  'fms/receivedInvoice': l('收票管理', 'Received invoices', 'Hóa đơn nhận từ đại lý'),
} as const satisfies Record<string, Message>;
