import Decimal from 'decimal.js';
import { z } from 'zod';
import { invoiceTitleSchema } from '../../crm/customer/index.ts';
import { timestampAnswer } from '../../platform/answers.ts';
import { searchPayload } from '../../platform/schemas.ts';

/**
 * Invoices (spec back-office §2 treasurer "invoice", §3 invoice title): an invoice issued to a
 * customer covers one or more of its statement bills in one currency, under one of the customer's
 * invoice titles, whose fields it copies. A live invoice holds its bills; a cancel (with a reason)
 * frees them. Invoices received from agents against agent bills take the same tables (kind `agent`).
 * docs/finance.md "Invoices".
 */
export const INVOICE_STATUSES = ['issued', 'sent', 'cancelled'] as const;
/** An issued invoice's statuses, and `received` of an invoice received from an agent. */
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number] | 'received';
/** Who the invoice is with: issued to a customer, or received from an agent (received-invoice.ts). */
export const INVOICE_KINDS = ['customer', 'agent'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** Number rule of invoice numbers (seeded: FP + yyMMdd + 4 digits, daily). */
export const INVOICE_NUMBER_RULE = 'fmsInvoiceNo';

/**
 * An invoice title's id: the customer's id and the title's place among its titles (titles are rows
 * of the customer, without ids of their own).
 */
export const invoiceTitleId = (customerId: string, index: number) => `${customerId}:${index}`;
/** The customer and place an invoice title id names; undefined when it is not one. */
export function parseInvoiceTitleId(id: string): { customerId: string; index: number } | undefined {
  const m = /^([0-9a-f-]{36}):(\d{1,3})$/i.exec(id);
  return m ? { customerId: m[1]!, index: Number(m[2]) } : undefined;
}

/** The tax an amount includes at a rate (in %): amount × rate / (100 + rate), 2 decimals half up. */
export function taxIncluded(amount: Decimal.Value, rate: Decimal.Value | null | undefined): string | null {
  if (rate === null || rate === undefined) return null;
  const r = new Decimal(rate);
  return new Decimal(amount).times(r).div(r.plus(100)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);
}

const uuid = z.uuid();
const text = (max: number) => z.string().trim().max(max).optional();
const day = z.coerce.date();

/** A tax rate in %: up to three digits and two decimals. */
const TAX_RATE = /^\d{1,3}(\.\d{1,2})?$/;

export const invoiceIssuePayload = z.object({
  billIds: z.array(uuid).min(1).max(200),
  invoiceTitleId: z.string().trim().min(1).max(80),
  /** Tax rate in % (0–100), optional. */
  taxRate: z
    .string()
    .regex(TAX_RATE)
    // the regex's refusal does not stop zod from running this: read only what it accepts
    .refine((v) => !TAX_RATE.test(v) || new Decimal(v).lte(100), { message: '≤ 100' })
    .optional(),
  remark: text(500),
  requestKey: z.string().trim().min(8).max(64).optional(),
});
export type InvoiceIssuePayload = z.output<typeof invoiceIssuePayload>;
export const invoiceIssueAnswer = z.object({
  id: z.string(),
  invoiceNo: z.string(),
  amount: z.string(),
  currency: z.string(),
});
export const invoiceIdPayload = z.object({ id: uuid });
export const invoiceCancelPayload = z.object({ id: uuid, reason: z.string().trim().min(1).max(200) });
export const invoiceTitlesPayload = z.object({ customerId: uuid });
export const invoiceTitleAnswer = invoiceTitleSchema.extend({ id: z.string() });

export const invoiceSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      customerId: uuid.optional(),
      status: z.enum(INVOICE_STATUSES).optional(),
      invoiceNo: z.string().trim().max(50).optional(),
      billNo: z.string().trim().max(50).optional(),
      issueTime: z.tuple([day, day]).optional(),
    })
    .default({}),
});
export type InvoiceSearchPayload = z.output<typeof invoiceSearchPayload>;

export const invoiceRecordAnswer = z.object({
  id: z.string(),
  invoiceNo: z.string(),
  kind: z.enum(INVOICE_KINDS),
  customerId: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  title: invoiceTitleSchema,
  currency: z.string(),
  amount: z.string(),
  taxRate: z.string().nullable(),
  taxAmount: z.string().nullable(),
  billCount: z.number().int(),
  status: z.enum(INVOICE_STATUSES),
  issueTime: timestampAnswer,
  sentTime: timestampAnswer.nullable(),
  cancelTime: timestampAnswer.nullable(),
  cancelReason: z.string().nullable(),
  remark: z.string().nullable(),
  createdByName: z.string().nullable(),
});
export type InvoiceRecord = z.output<typeof invoiceRecordAnswer>;
export const invoiceBillAnswer = z.object({
  billId: z.string(),
  billNo: z.string(),
  billTime: timestampAnswer,
  periodFrom: z.string(),
  periodTo: z.string(),
  value: z.string(),
});
export const invoiceDetailAnswer = invoiceRecordAnswer.extend({ bills: z.array(invoiceBillAnswer) });
