import {
  INVOICE_API,
  INVOICE_NUMBER_RULE,
  type InvoiceIssuePayload,
  type InvoiceTitle,
  invoiceTitleId,
  parseInvoiceTitleId,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { billList, type CancelledBill, fmsBill } from '#modules/fms/bill/index.ts';
import { receivableScope, staffOnly } from '#modules/fms/ledger/index.ts';
import { assertMonthsOpen } from '#modules/fms/lock-record/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { takeNextNo } from '#modules/settings/numbering/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { oncePerRequestKey } from '#platform/request-key/request-key.ts';
import { fmsInvoiceBill as ib, fmsInvoice as inv } from './invoice.schema.ts';

export const INVOICE_ENTITY = 'fmsInvoice';

/** A customer's invoice titles (the customer's `invoiceTitles` rows), each with its id. */
export async function customerTitles(db: Db, customerId: string) {
  const [c] = await db
    .select({ code: customer.code, invoiceTitles: customer.invoiceTitles })
    .from(customer)
    .where(eq(customer.id, customerId));
  if (!c) throw dataNotExist();
  const rows = (Array.isArray(c.invoiceTitles) ? c.invoiceTitles : []) as Partial<InvoiceTitle>[];
  const titles = rows.map((t, i) => ({
    id: invoiceTitleId(customerId, i),
    title: t.title ?? '',
    taxNo: t.taxNo ?? '',
    email: t.email ?? '',
    address: t.address ?? '',
    phone: t.phone ?? '',
    bank: t.bank ?? '',
    account: t.account ?? '',
  }));
  return { code: c.code, titles };
}

/** `fms/invoice/titles`: a customer's invoice titles with their ids (staff only). */
export async function invoiceTitles(ctx: AuthedContext, input: { customerId: string }) {
  staffOnly(ctx);
  return (await customerTitles(ctx.db, input.customerId)).titles;
}

type LockedBill = { id: string; billNo: string; customerId: string; currency: string; total: string };

/** The bills of an invoice, one customer's, live and in one currency (locked by the caller). */
function assertInvoiceable(bills: readonly (LockedBill & { cancelTime: Date | null })[]) {
  const cancelled = bills.find((b) => b.cancelTime);
  if (cancelled) throw new BizError('invoiceBillCancelled', [cancelled.billNo]);
  if (new Set(bills.map((b) => b.customerId)).size > 1) throw new BizError('invoiceMixedCustomers');
  const currencies = [...new Set(bills.map((b) => b.currency))].sort();
  if (currencies.length > 1) throw new BizError('invoiceMixedCurrencies', [currencies.join(', ')]);
}

/** A bill's cancel is refused while it is on a live invoice (the bill locked by its cancel). */
export async function refuseInvoicedBillCancel(tx: Db, bill: CancelledBill) {
  const [taken] = await tx
    .select({ invoiceNo: inv.invoiceNo })
    .from(ib)
    .innerJoin(inv, eq(inv.id, ib.invoiceId))
    .where(and(eq(ib.billKind, bill.kind), eq(ib.live, true), eq(ib.billId, bill.id)));
  if (taken) throw new BizError('invoiceBillCancelInvoiced', [bill.billNo, taken.invoiceNo]);
}

/** Refuses a bill already on a live invoice, naming the bill and the invoice. */
async function assertNotInvoiced(tx: Db, bills: readonly LockedBill[]) {
  const [taken] = await tx
    .select({ billId: ib.billId, invoiceNo: inv.invoiceNo })
    .from(ib)
    .innerJoin(inv, eq(inv.id, ib.invoiceId))
    .where(
      and(
        eq(ib.billKind, 'statement'),
        eq(ib.live, true),
        inArray(
          ib.billId,
          bills.map((b) => b.id),
        ),
      ),
    )
    .limit(1);
  if (taken) {
    const bill = bills.find((b) => b.id === taken.billId)!;
    throw new BizError('invoiceBillInvoiced', [bill.billNo, taken.invoiceNo]);
  }
}

/**
 * `fms/invoice/issue`: one transaction that locks the bills (by id), checks them (one customer, not
 * cancelled, one currency, on no live invoice) and the title (one of that customer's), takes the
 * invoice number and records the invoice with a copy of the title and its bills. Retry-safe.
 */
export async function issueInvoice(ctx: AuthedContext, input: InvoiceIssuePayload) {
  staffOnly(ctx);
  const scope = await receivableScope(ctx, billList, fmsBill.customerId);
  return oncePerRequestKey(ctx, INVOICE_API.issue.url, input.requestKey, (tx) =>
    issueInvoiceIn(tx, ctx, input, scope),
  );
}

/** The issue in the caller's transaction, over the bills `scope` reaches (all without one). */
export async function issueInvoiceIn(
  tx: Db,
  ctx: AuthedContext,
  input: Omit<InvoiceIssuePayload, 'requestKey'>,
  scope: SQL | undefined,
) {
  const ids = [...new Set(input.billIds)];
  await assertMonthsOpen(tx, [ctx.now]);
  const bills = await tx
    .select({
      id: fmsBill.id,
      billNo: fmsBill.billNo,
      customerId: fmsBill.customerId,
      currency: fmsBill.currency,
      total: fmsBill.total,
      cancelTime: fmsBill.cancelTime,
    })
    .from(fmsBill)
    .where(and(inArray(fmsBill.id, ids), scope))
    .orderBy(fmsBill.id)
    .for('update');
  if (bills.length !== ids.length) throw dataNotExist();
  assertInvoiceable(bills);
  const customerId = bills[0]!.customerId;
  const { code, titles } = await customerTitles(tx, customerId);
  const wanted = parseInvoiceTitleId(input.invoiceTitleId);
  if (wanted && wanted.customerId !== customerId) throw new BizError('invoiceTitleNotOwn', [code]);
  const title = titles.find((t) => t.id === input.invoiceTitleId);
  if (!title) throw dataNotExist();
  await assertNotInvoiced(tx, bills);
  const amount = bills.reduce((s, b) => s.plus(b.total), new Decimal(0)).toFixed(2);
  const invoiceNo = await takeNextNo(tx, INVOICE_NUMBER_RULE, ctx.now);
  const { id: _, ...copy } = title;
  const [row] = await tx
    .insert(inv)
    .values({
      invoiceNo,
      kind: 'customer',
      customerId,
      title: copy,
      currency: bills[0]!.currency,
      amount,
      taxRate: input.taxRate ?? null,
      issueTime: ctx.now,
      remark: input.remark ?? null,
      createdAt: ctx.now,
      ...actorOf(ctx),
    })
    .returning({ id: inv.id });
  const id = row!.id;
  await tx.insert(ib).values(bills.map((b) => ({ invoiceId: id, billId: b.id, value: b.total })));
  await writeBusinessLog(tx, ctx, [
    {
      entity: INVOICE_ENTITY,
      entityId: id,
      action: 'issueInvoice',
      customerId,
      after: { invoiceNo, amount, currency: bills[0]!.currency, bills: bills.map((b) => b.billNo) },
    },
  ]);
  return { id, invoiceNo, amount, currency: bills[0]!.currency };
}
