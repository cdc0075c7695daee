import { invoiceTitleId } from '@freightdesk/domain';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { fmsAgentBill } from '#modules/fms/agent-bill/index.ts';
import { fmsBill } from '#modules/fms/bill/index.ts';
import { agentTable } from '#modules/settings/index.ts';
import type { Tx } from '#platform/db/db.ts';
import { seedStep } from '#platform/db/seed-step.schema.ts';
import { systemContext } from '#platform/http/system-context.ts';
import { issueInvoiceIn } from './invoice-issue.service.ts';
import { recordReceivedInvoiceIn } from './received-invoice.service.ts';

const STEP = 'demo:invoice';

/**
 * The demo invoices, once per database, through the service: C0001's two oldest bills on one invoice
 * under its first invoice title, and its third bill on another with a tax rate of 6 %; from agent
 * SZHEAD two received invoices: one for the whole of its older agent bill (6 %), one for part of the
 * newer one.
 */
export async function seedInvoiceDemo(tx: Tx): Promise<void> {
  const [done] = await tx.select().from(seedStep).where(eq(seedStep.name, STEP));
  if (done) return;
  const [c1] = await tx.select({ id: customer.id }).from(customer).where(eq(customer.code, 'C0001'));
  const bills = c1
    ? await tx
        .select({ id: fmsBill.id, billTime: fmsBill.billTime })
        .from(fmsBill)
        .where(and(eq(fmsBill.customerId, c1.id), isNull(fmsBill.cancelTime)))
        .orderBy(asc(fmsBill.billTime), asc(fmsBill.billNo))
    : [];
  if (c1 && bills.length >= 3) {
    const title = invoiceTitleId(c1.id, 0);
    const at = (d: Date) => systemContext(tx, { now: new Date(d.getTime() + 3_600_000) });
    await issueInvoiceIn(
      tx,
      at(bills[1]!.billTime),
      { billIds: [bills[0]!.id, bills[1]!.id], invoiceTitleId: title },
      undefined,
    );
    await issueInvoiceIn(
      tx,
      at(bills[2]!.billTime),
      { billIds: [bills[2]!.id], invoiceTitleId: title, taxRate: '6', remark: '含税 6% Tax included' },
      undefined,
    );
  }
  await seedReceivedInvoices(tx);
  await tx.insert(seedStep).values({ name: STEP });
}

async function seedReceivedInvoices(tx: Tx) {
  const [agent] = await tx
    .select({ id: sql<string>`${agentTable.id}` })
    .from(agentTable)
    .where(eq(agentTable.code, 'SZHEAD'));
  if (!agent) return;
  const bills = await tx
    .select({ id: fmsAgentBill.id, billTime: fmsAgentBill.billTime, total: fmsAgentBill.total })
    .from(fmsAgentBill)
    .where(and(eq(fmsAgentBill.agentId, agent.id), isNull(fmsAgentBill.cancelTime)))
    .orderBy(asc(fmsAgentBill.billTime), asc(fmsAgentBill.billNo));
  if (bills.length < 2) return;
  const [older, newer] = [bills[0]!, bills[1]!];
  const at = (d: Date) => systemContext(tx, { now: new Date(d.getTime() + 3_600_000) });
  const day = (d: Date) => d.toISOString().slice(0, 10);
  await recordReceivedInvoiceIn(
    tx,
    at(older.billTime),
    {
      agentId: agent.id,
      invoiceNo: 'SZH-0087',
      invoiceDate: day(older.billTime),
      amount: older.total,
      taxRate: '6',
      bills: [{ billId: older.id, value: older.total }],
      fileIds: [],
    },
    undefined,
  );
  await recordReceivedInvoiceIn(
    tx,
    at(newer.billTime),
    {
      agentId: agent.id,
      invoiceNo: 'SZH-0102',
      invoiceDate: day(newer.billTime),
      amount: '600.00',
      bills: [{ billId: newer.id, value: '600.00' }],
      fileIds: [],
    },
    undefined,
  );
}
