import type { InvoiceKind, InvoiceStatus, InvoiceTitle } from '@freightdesk/domain';
import { sql } from 'drizzle-orm';
import { boolean, date, index, jsonb, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdColumns, instant, ledgerMoney } from '#platform/db/columns.ts';

/**
 * Invoices: issued to a customer (`kind` customer, `customerId`) from its statement bills, or received
 * from an agent against agent bills (`kind` agent, `agentId`, the agent's own `invoiceNo`, its
 * `invoiceDate`, stated `taxAmount` and `fileIds`; `title` empty). `title` is a copy of the invoice
 * title when issued; `amount` = Σ its bills' values. A cancelled invoice keeps its row.
 */
export const fmsInvoice = pgTable(
  'fms_invoice',
  {
    id: uuid().primaryKey().defaultRandom(),
    invoiceNo: text().notNull(),
    kind: text().$type<InvoiceKind>().notNull().default('customer'),
    customerId: uuid(),
    agentId: uuid(),
    title: jsonb().$type<InvoiceTitle>().notNull(),
    currency: text().notNull(),
    amount: ledgerMoney().notNull(),
    /** In %, optional. */
    taxRate: numeric({ precision: 5, scale: 2 }),
    /** The tax a received invoice states (issued invoices compute theirs from the rate). */
    taxAmount: ledgerMoney(),
    /** The day on a received invoice. */
    invoiceDate: date({ mode: 'string' }),
    /** Platform files of a received invoice (scans, PDFs). */
    fileIds: uuid().array().notNull().default([]),
    status: text().$type<InvoiceStatus>().notNull().default('issued'),
    issueTime: instant().notNull(),
    sentTime: instant(),
    remark: text(),
    cancelTime: instant(),
    cancelledBy: uuid(),
    cancelReason: text(),
    ...createdColumns(),
  },
  (t) => [
    uniqueIndex('fms_invoice_no_key').on(t.invoiceNo).where(sql`kind = 'customer'`),
    // an agent's invoice number is recorded once while live
    uniqueIndex('fms_invoice_agent_no_key')
      .on(t.agentId, t.invoiceNo)
      .where(sql`kind = 'agent' and status <> 'cancelled'`),
    index('fms_invoice_customer_idx').on(t.customerId, t.issueTime.desc()),
    index('fms_invoice_agent_idx').on(t.agentId, t.issueTime.desc()),
  ],
);

/**
 * The bills an invoice covers (`billKind` statement: a customer's statement bill; agent: an agent
 * bill), with the value invoiced. `live` while the invoice is not cancelled: a statement bill is on
 * at most one live invoice (unique index); an agent bill may be on several whose values add up to at
 * most its total (checked with the bill locked).
 */
export const fmsInvoiceBill = pgTable(
  'fms_invoice_bill',
  {
    id: uuid().primaryKey().defaultRandom(),
    invoiceId: uuid()
      .notNull()
      .references(() => fmsInvoice.id),
    billKind: text().$type<'statement' | 'agent'>().notNull().default('statement'),
    billId: uuid().notNull(),
    value: ledgerMoney().notNull(),
    live: boolean().notNull().default(true),
  },
  (t) => [
    index('fms_invoice_bill_invoice_idx').on(t.invoiceId),
    uniqueIndex('fms_invoice_bill_live_key')
      .on(t.billKind, t.billId)
      .where(sql`live and bill_kind = 'statement'`),
    index('fms_invoice_bill_bill_idx').on(t.billId).where(sql`live`),
  ],
);
