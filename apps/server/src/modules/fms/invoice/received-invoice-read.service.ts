import {
  leftToInvoice,
  type ReceivedInvoiceSearchPayload,
  type ReceivedInvoiceStatus,
} from '@freightdesk/domain';
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, sql } from 'drizzle-orm';
import { agentBillList, fmsAgentBill } from '#modules/fms/agent-bill/index.ts';
import { staffOnly } from '#modules/fms/ledger/index.ts';
import { commonFile } from '#modules/platform/file/index.ts';
import { agentTable } from '#modules/settings/index.ts';
import type { Db } from '#platform/db/db.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { fmsInvoiceBill as ib, fmsInvoice as inv } from './invoice.schema.ts';
import { coversBillNo } from './invoice-bill-criterion.ts';

/** Received invoices as a scoped list: recorded by a staff user (agents belong to no customer). */
export const receivedInvoiceList = defineScopedList('fmsReceivedInvoice', { owner: inv.createdBy });

/** What live received invoices cover of each agent bill, by bill id. */
export async function invoicedOfAgentBills(db: Db, billIds: readonly string[]) {
  if (!billIds.length) return new Map<string, string>();
  const rows = await db
    .select({ billId: ib.billId, invoiced: sql<string>`sum(${ib.value})` })
    .from(ib)
    .where(and(eq(ib.billKind, 'agent'), eq(ib.live, true), inArray(ib.billId, [...billIds])))
    .groupBy(ib.billId);
  return new Map(rows.map((r) => [r.billId, r.invoiced]));
}

const columns = {
  id: inv.id,
  invoiceNo: inv.invoiceNo,
  agentId: sql<string>`${inv.agentId}`,
  agentCode: sql<string>`${agentTable.code}`,
  agentName: sql<string>`${agentTable.name}`,
  invoiceDate: sql<string>`${inv.invoiceDate}::text`,
  currency: inv.currency,
  amount: inv.amount,
  taxRate: inv.taxRate,
  taxAmount: inv.taxAmount,
  billCount: sql<number>`(select count(*)::int from ${ib} where ${ib.invoiceId} = ${inv.id})`,
  fileIds: inv.fileIds,
  status: sql<ReceivedInvoiceStatus>`${inv.status}`,
  createdAt: inv.createdAt,
  cancelTime: inv.cancelTime,
  remark: inv.remark,
  createdByName: inv.createdByName,
};

/** `fms/receivedInvoice/search`: newest first, by agent, status, invoice or bill number, invoice days. */
export async function searchReceivedInvoices(ctx: AuthedContext, input: ReceivedInvoiceSearchPayload) {
  staffOnly(ctx);
  const c = input.criteria;
  const billNo = coversBillNo(ctx.db, fmsAgentBill, c.billNo);
  const rows = await ctx.db
    .select({ ...columns, count: sql`count(*) over ()` })
    .from(inv)
    .innerJoin(agentTable, eq(agentTable.id, inv.agentId))
    .where(
      and(
        eq(inv.kind, 'agent'),
        await dataScopeWhere(ctx, receivedInvoiceList),
        c.agentId ? eq(inv.agentId, c.agentId) : undefined,
        c.status ? eq(inv.status, c.status) : undefined,
        c.invoiceNo ? ilike(inv.invoiceNo, likePattern(c.invoiceNo)) : undefined,
        billNo,
        c.invoiceDate
          ? and(gte(inv.invoiceDate, c.invoiceDate[0]), lte(inv.invoiceDate, c.invoiceDate[1]))
          : undefined,
      ),
    )
    .orderBy(desc(inv.createdAt), desc(inv.invoiceNo))
    .limit(input.size)
    .offset(pageOffset(input));
  return pageOf(
    rows.map(({ count: _, ...r }) => r),
    rowCount(rows[0]?.count),
    input,
  );
}

/** `fms/receivedInvoice/detail`: the invoice in the caller's scope, the agent bills it covers, its files. */
export async function receivedInvoiceDetail(ctx: AuthedContext, input: { id: string }) {
  staffOnly(ctx);
  const [row] = await ctx.db
    .select(columns)
    .from(inv)
    .innerJoin(agentTable, eq(agentTable.id, inv.agentId))
    .where(and(eq(inv.id, input.id), eq(inv.kind, 'agent'), await dataScopeWhere(ctx, receivedInvoiceList)));
  if (!row) throw dataNotExist();
  const bills = await ctx.db
    .select({
      billId: ib.billId,
      billNo: fmsAgentBill.billNo,
      billTime: fmsAgentBill.billTime,
      total: fmsAgentBill.total,
      value: ib.value,
    })
    .from(ib)
    .innerJoin(fmsAgentBill, eq(fmsAgentBill.id, ib.billId))
    .where(eq(ib.invoiceId, row.id))
    .orderBy(asc(fmsAgentBill.billNo));
  const files = row.fileIds.length
    ? await ctx.db
        .select({ fileId: commonFile.id, fileName: commonFile.name })
        .from(commonFile)
        .where(inArray(commonFile.id, row.fileIds))
    : [];
  return { ...row, bills, files };
}

/**
 * `fms/receivedInvoice/bills`: the agent's open agent bills (not cancelled, in the caller's data
 * scope of agent bills), oldest first, with what live received invoices cover of each.
 */
export async function receivedInvoiceBills(ctx: AuthedContext, input: { agentId: string }) {
  staffOnly(ctx);
  const bills = await ctx.db
    .select({
      billId: fmsAgentBill.id,
      billNo: fmsAgentBill.billNo,
      billTime: fmsAgentBill.billTime,
      currency: fmsAgentBill.currency,
      total: fmsAgentBill.total,
    })
    .from(fmsAgentBill)
    .where(
      and(
        eq(fmsAgentBill.agentId, input.agentId),
        isNull(fmsAgentBill.cancelTime),
        await dataScopeWhere(ctx, agentBillList),
      ),
    )
    .orderBy(asc(fmsAgentBill.billTime), asc(fmsAgentBill.billNo))
    .limit(500);
  const invoiced = await invoicedOfAgentBills(
    ctx.db,
    bills.map((b) => b.billId),
  );
  return bills.map((b) => {
    const done = invoiced.get(b.billId) ?? '0';
    return { ...b, invoiced: leftToInvoice(done, 0), left: leftToInvoice(b.total, done) };
  });
}
