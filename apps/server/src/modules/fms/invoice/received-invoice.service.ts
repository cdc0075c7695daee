import { RECEIVED_INVOICE_API, type ReceivedInvoiceRecordPayload, taxIncluded } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { agentBillList, fmsAgentBill } from '#modules/fms/agent-bill/index.ts';
import { staffOnly } from '#modules/fms/ledger/index.ts';
import { assertMonthsOpen } from '#modules/fms/lock-record/index.ts';
import { claimFiles } from '#modules/platform/file/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { agentTable } from '#modules/settings/index.ts';
import type { Db } from '#platform/db/db.ts';
import { isUniqueViolation } from '#platform/db/unique-violation.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { oncePerRequestKey } from '#platform/request-key/request-key.ts';
import { fmsInvoiceBill as ib, fmsInvoice as inv } from './invoice.schema.ts';
import { INVOICE_ENTITY } from './invoice-issue.service.ts';
import { invoicedOfAgentBills, receivedInvoiceList } from './received-invoice-read.service.ts';

const EMPTY_TITLE = { title: '', taxNo: '', email: '', address: '', phone: '', bank: '', account: '' };

/**
 * `fms/receivedInvoice/record`: one transaction that locks the agent bills (by id, within the
 * caller's data scope of agent bills), checks them (the agent's, not cancelled, one currency), the
 * covered parts (adding up to the amount, each bill's invoiced total at most its total) and the tax,
 * and records the invoice with its files claimed. Retry-safe.
 */
export async function recordReceivedInvoice(ctx: AuthedContext, input: ReceivedInvoiceRecordPayload) {
  staffOnly(ctx);
  const scope = await dataScopeWhere(ctx, agentBillList);
  return oncePerRequestKey(ctx, RECEIVED_INVOICE_API.record.url, input.requestKey, (tx) =>
    recordReceivedInvoiceIn(tx, ctx, input, scope),
  );
}

/** The record in the caller's transaction, over the agent bills `scope` reaches (all without one). */
export async function recordReceivedInvoiceIn(
  tx: Db,
  ctx: AuthedContext,
  input: Omit<ReceivedInvoiceRecordPayload, 'requestKey'>,
  scope: SQL | undefined,
) {
  await assertMonthsOpen(tx, [ctx.now]);
  const [agent] = await tx
    .select({ code: sql<string>`${agentTable.code}` })
    .from(agentTable)
    .where(eq(agentTable.id, input.agentId));
  if (!agent) throw dataNotExist();
  const ids = input.bills.map((b) => b.billId);
  const twice = ids.find((id, i) => ids.indexOf(id) !== i);
  const bills = await tx
    .select({
      id: fmsAgentBill.id,
      billNo: fmsAgentBill.billNo,
      agentId: fmsAgentBill.agentId,
      currency: fmsAgentBill.currency,
      total: fmsAgentBill.total,
      cancelTime: fmsAgentBill.cancelTime,
    })
    .from(fmsAgentBill)
    .where(and(inArray(fmsAgentBill.id, ids), scope))
    .orderBy(fmsAgentBill.id)
    .for('update');
  if (twice)
    throw new BizError('receivedInvoiceBillTwice', [bills.find((b) => b.id === twice)?.billNo ?? twice]);
  if (bills.length !== ids.length) throw dataNotExist();
  const cancelled = bills.find((b) => b.cancelTime);
  if (cancelled) throw new BizError('invoiceBillCancelled', [cancelled.billNo]);
  const other = bills.find((b) => b.agentId !== input.agentId);
  if (other) throw new BizError('receivedInvoiceOtherAgent', [other.billNo, agent.code]);
  const currencies = [...new Set(bills.map((b) => b.currency))].sort();
  if (currencies.length > 1) throw new BizError('invoiceMixedCurrencies', [currencies.join(', ')]);
  const amount = new Decimal(input.amount);
  const covered = input.bills.reduce((s, b) => s.plus(b.value), new Decimal(0));
  if (!covered.eq(amount))
    throw new BizError('receivedInvoiceSumMismatch', [covered.toFixed(2), amount.toFixed(2)]);
  if (input.taxAmount !== undefined && new Decimal(input.taxAmount).gt(amount))
    throw new BizError('receivedInvoiceTaxOver', [input.taxAmount, amount.toFixed(2)]);
  const invoiced = await invoicedOfAgentBills(tx, ids);
  for (const part of input.bills) {
    const bill = bills.find((b) => b.id === part.billId)!;
    const before = new Decimal(invoiced.get(bill.id) ?? 0);
    if (before.plus(part.value).gt(bill.total))
      throw new BizError('receivedInvoiceOverBill', [bill.billNo, bill.total, before.toFixed(2), part.value]);
  }
  const files = await claimFiles(tx, ctx, input.fileIds);
  const currency = currencies[0]!;
  let id: string;
  try {
    const [row] = await tx
      .insert(inv)
      .values({
        invoiceNo: input.invoiceNo,
        kind: 'agent',
        agentId: input.agentId,
        title: EMPTY_TITLE,
        currency,
        amount: amount.toFixed(2),
        taxRate: input.taxRate ?? null,
        taxAmount: input.taxAmount ?? taxIncluded(amount, input.taxRate),
        invoiceDate: input.invoiceDate,
        fileIds: files.map((f) => f.id),
        status: 'received',
        issueTime: ctx.now,
        remark: input.remark ?? null,
        createdAt: ctx.now,
        ...actorOf(ctx),
      })
      .returning({ id: inv.id });
    id = row!.id;
  } catch (error) {
    if (isUniqueViolation(error, 'fms_invoice_agent_no_key'))
      throw new BizError('receivedInvoiceDuplicate', [input.invoiceNo, agent.code]);
    throw error;
  }
  await tx.insert(ib).values(
    input.bills.map((b) => ({
      invoiceId: id,
      billKind: 'agent' as const,
      billId: b.billId,
      value: b.value,
    })),
  );
  await writeBusinessLog(tx, ctx, [
    {
      entity: INVOICE_ENTITY,
      entityId: id,
      action: 'recordInvoice',
      after: {
        invoiceNo: input.invoiceNo,
        agent: agent.code,
        amount: amount.toFixed(2),
        currency,
        bills: input.bills.map((b) => `${bills.find((x) => x.id === b.billId)!.billNo}: ${b.value}`),
      },
    },
  ]);
  return { id, currency };
}

/**
 * `fms/receivedInvoice/cancel`: one transaction that locks the invoice within the caller's scope,
 * refuses one already cancelled or recorded in a locked month, marks it cancelled and frees what it
 * covered of its agent bills.
 */
export async function cancelReceivedInvoice(ctx: AuthedContext, input: { id: string }) {
  staffOnly(ctx);
  const scope = await dataScopeWhere(ctx, receivedInvoiceList);
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(inv)
      .where(and(eq(inv.id, input.id), eq(inv.kind, 'agent'), scope))
      .for('update');
    if (!row) throw dataNotExist();
    if (row.status === 'cancelled') throw new BizError('invoiceAlreadyCancelled', [row.invoiceNo]);
    await assertMonthsOpen(tx, [row.issueTime, ctx.now]);
    await tx
      .update(inv)
      .set({ status: 'cancelled', cancelTime: ctx.now, cancelledBy: actorOf(ctx).createdBy })
      .where(eq(inv.id, row.id));
    await tx.update(ib).set({ live: false }).where(eq(ib.invoiceId, row.id));
    await writeBusinessLog(tx, ctx, [
      {
        entity: INVOICE_ENTITY,
        entityId: row.id,
        action: 'cancel',
        before: { status: row.status },
        after: { status: 'cancelled' },
      },
    ]);
    return null;
  });
}
