import Decimal from 'decimal.js';
import { z } from 'zod';
import { moneySchema } from '../../lms/waybill/index.ts';
import { timestampAnswer } from '../../platform/answers.ts';
import { searchPayload } from '../../platform/schemas.ts';

/**
 * Invoices received from agents (kind `agent` of `fms_invoice`): the agent's own invoice number and
 * date, the amount in the currency of the agent bills it covers, an optional tax rate and tax, the
 * part of each agent bill it covers, files and a remark. An agent bill may be covered by several
 * received invoices, but never for more than its total; a cancel frees what the invoice covered.
 * docs/finance.md "Invoices".
 */
export const RECEIVED_INVOICE_STATUSES = ['received', 'cancelled'] as const;
export type ReceivedInvoiceStatus = (typeof RECEIVED_INVOICE_STATUSES)[number];

const uuid = z.uuid();
const positiveMoney = moneySchema.refine((v) => new Decimal(v).gt(0), { message: 'positive' });
const TAX_RATE = /^\d{1,3}(\.\d{1,2})?$/;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** What is left to invoice of an agent bill: its total less what live received invoices cover. */
export function leftToInvoice(total: Decimal.Value, invoiced: Decimal.Value): string {
  return new Decimal(total).minus(invoiced).toFixed(2);
}

/** The sum of the covered parts (exact), as money text. */
export function coveredSum(values: readonly Decimal.Value[]): string {
  return values.reduce<Decimal>((s, v) => s.plus(v), new Decimal(0)).toFixed(2);
}

export const receivedInvoiceRecordPayload = z.object({
  agentId: uuid,
  /** The agent's invoice number. */
  invoiceNo: z.string().trim().min(1).max(50),
  /** The day on the invoice (YYYY-MM-DD). */
  invoiceDate: z
    .string()
    .regex(DAY)
    .refine((v) => !DAY.test(v) || !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { message: 'a day' }),
  /** In the currency of the agent bills it covers; the covered parts add up to it. */
  amount: positiveMoney,
  /** Tax rate in % (0–100), optional. */
  taxRate: z
    .string()
    .regex(TAX_RATE)
    .refine((v) => !TAX_RATE.test(v) || new Decimal(v).lte(100), { message: '≤ 100' })
    .optional(),
  /** The tax the invoice states; without it, the tax included at the rate. */
  taxAmount: moneySchema.optional(),
  bills: z
    .array(z.object({ billId: uuid, value: positiveMoney }))
    .min(1)
    .max(100),
  fileIds: z.array(uuid).max(10).default([]),
  remark: z.string().trim().max(500).optional(),
  requestKey: z.string().trim().min(8).max(64).optional(),
});
export type ReceivedInvoiceRecordPayload = z.output<typeof receivedInvoiceRecordPayload>;
export const receivedInvoiceRecordAnswer = z.object({ id: z.string(), currency: z.string() });
export const receivedInvoiceIdPayload = z.object({ id: uuid });
export const receivedInvoiceBillsPayload = z.object({ agentId: uuid });
/** An open agent bill of the agent with what received invoices cover of it. */
export const receivedInvoiceOpenBillAnswer = z.object({
  billId: z.string(),
  billNo: z.string(),
  billTime: timestampAnswer,
  currency: z.string(),
  total: z.string(),
  invoiced: z.string(),
  left: z.string(),
});

export const receivedInvoiceSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      agentId: uuid.optional(),
      status: z.enum(RECEIVED_INVOICE_STATUSES).optional(),
      invoiceNo: z.string().trim().max(50).optional(),
      billNo: z.string().trim().max(50).optional(),
      invoiceDate: z.tuple([z.string().regex(DAY), z.string().regex(DAY)]).optional(),
    })
    .default({}),
});
export type ReceivedInvoiceSearchPayload = z.output<typeof receivedInvoiceSearchPayload>;

export const receivedInvoiceAnswer = z.object({
  id: z.string(),
  invoiceNo: z.string(),
  agentId: z.string(),
  agentCode: z.string(),
  agentName: z.string(),
  invoiceDate: z.string(),
  currency: z.string(),
  amount: z.string(),
  taxRate: z.string().nullable(),
  taxAmount: z.string().nullable(),
  billCount: z.number().int(),
  fileIds: z.array(z.string()),
  status: z.enum(RECEIVED_INVOICE_STATUSES),
  createdAt: timestampAnswer,
  cancelTime: timestampAnswer.nullable(),
  remark: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type ReceivedInvoiceRecord = z.output<typeof receivedInvoiceAnswer>;
export const receivedInvoiceBillAnswer = z.object({
  billId: z.string(),
  billNo: z.string(),
  billTime: timestampAnswer,
  total: z.string(),
  value: z.string(),
});
export const receivedInvoiceDetailAnswer = receivedInvoiceAnswer.extend({
  bills: z.array(receivedInvoiceBillAnswer),
  files: z.array(z.object({ fileId: z.string(), fileName: z.string() })),
});
