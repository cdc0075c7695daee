import { type INVOICE_STATUSES, type InvoiceSearchPayload, taxIncluded } from '@freightdesk/domain';
import { and, asc, desc, eq, gte, ilike, lt, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { fmsBill } from '#modules/fms/bill/index.ts';
import { receivableScope, staffOnly } from '#modules/fms/ledger/index.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { fmsInvoiceBill as ib, fmsInvoice as inv } from './invoice.schema.ts';
import { coversBillNo } from './invoice-bill-criterion.ts';

/** Invoices as a scoped list, like their bills: issued by a staff user, belonging to their customer. */
export const invoiceList = defineScopedList('fmsInvoice', { owner: inv.createdBy, customer: inv.customerId });

const columns = {
  id: inv.id,
  invoiceNo: inv.invoiceNo,
  kind: inv.kind,
  customerId: sql<string>`${inv.customerId}`,
  customerCode: customer.code,
  customerName: customer.name,
  title: inv.title,
  currency: inv.currency,
  amount: inv.amount,
  taxRate: inv.taxRate,
  billCount: sql<number>`(select count(*)::int from ${ib} where ${ib.invoiceId} = ${inv.id})`,
  status: sql<(typeof INVOICE_STATUSES)[number]>`${inv.status}`,
  issueTime: inv.issueTime,
  sentTime: inv.sentTime,
  cancelTime: inv.cancelTime,
  cancelReason: inv.cancelReason,
  remark: inv.remark,
  createdByName: inv.createdByName,
};
type Row = { amount: string; taxRate: string | null };
const recordOf = <R extends Row>(r: R) => ({ ...r, taxAmount: taxIncluded(r.amount, r.taxRate) });

/** `fms/invoice/search`: newest first, by customer, status, invoice or bill number and issue days. */
export async function searchInvoices(ctx: AuthedContext, input: InvoiceSearchPayload) {
  staffOnly(ctx);
  const c = input.criteria;
  const billNo = coversBillNo(ctx.db, fmsBill, c.billNo);
  const rows = await ctx.db
    .select({ ...columns, count: sql`count(*) over ()` })
    .from(inv)
    .innerJoin(customer, eq(customer.id, inv.customerId))
    .where(
      and(
        eq(inv.kind, 'customer'),
        await receivableScope(ctx, invoiceList, inv.customerId),
        c.customerId ? eq(inv.customerId, c.customerId) : undefined,
        c.status ? eq(inv.status, c.status) : undefined,
        c.invoiceNo ? ilike(inv.invoiceNo, likePattern(c.invoiceNo)) : undefined,
        billNo,
        c.issueTime ? and(gte(inv.issueTime, c.issueTime[0]), lt(inv.issueTime, c.issueTime[1])) : undefined,
      ),
    )
    .orderBy(desc(inv.issueTime), desc(inv.invoiceNo))
    .limit(input.size)
    .offset(pageOffset(input));
  return pageOf(
    rows.map(({ count: _, ...r }) => recordOf(r)),
    rowCount(rows[0]?.count),
    input,
  );
}

/** `fms/invoice/detail`: the invoice in the caller's scope with the bills it covers (by bill number). */
export async function invoiceDetail(ctx: AuthedContext, input: { id: string }) {
  staffOnly(ctx);
  const [row] = await ctx.db
    .select(columns)
    .from(inv)
    .innerJoin(customer, eq(customer.id, inv.customerId))
    .where(and(eq(inv.id, input.id), await receivableScope(ctx, invoiceList, inv.customerId)));
  if (!row) throw dataNotExist();
  const bills = await ctx.db
    .select({
      billId: ib.billId,
      billNo: fmsBill.billNo,
      billTime: fmsBill.billTime,
      periodFrom: fmsBill.periodFrom,
      periodTo: fmsBill.periodTo,
      value: ib.value,
    })
    .from(ib)
    .innerJoin(fmsBill, eq(fmsBill.id, ib.billId))
    .where(eq(ib.invoiceId, row.id))
    .orderBy(asc(fmsBill.billNo));
  return { ...recordOf(row), bills };
}
