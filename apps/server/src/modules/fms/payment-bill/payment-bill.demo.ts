import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { fmsAgentBill } from '#modules/fms/agent-bill/index.ts';
import { demoReceivingAccount } from '#modules/fms/cash-account/index.ts';
import { agentTable } from '#modules/settings/index.ts';
import type { Tx } from '#platform/db/db.ts';
import { seedStep } from '#platform/db/seed-step.schema.ts';
import { systemContext } from '#platform/http/system-context.ts';
import { applyPaymentBill, approvePaymentBill } from './payment-bill-apply.service.ts';
import { payPaymentBill } from './payment-bill-pay.service.ts';

const STEP = 'demo:paymentBills';
const DAY = 86_400_000;
const day = (days: number) => new Date(Date.now() - days * DAY);

/**
 * The demo payment bills, once per database, through the services: SZHEAD's older bill applied 12
 * days ago, approved and paid from the RMB account 11 days ago; its newer bill applied today, not paid.
 */
export async function seedPaymentBillDemo(tx: Tx): Promise<void> {
  const [done] = await tx.select().from(seedStep).where(eq(seedStep.name, STEP));
  if (done) return;
  const [agent] = await tx
    .select({ id: sql<string>`${agentTable.id}` })
    .from(agentTable)
    .where(sql`${agentTable.code} = 'SZHEAD'`);
  const account = await demoReceivingAccount(tx);
  if (agent && account) {
    const bills = await tx
      .select({ id: fmsAgentBill.id })
      .from(fmsAgentBill)
      .where(and(eq(fmsAgentBill.agentId, agent.id), isNull(fmsAgentBill.cancelTime)))
      .orderBy(asc(fmsAgentBill.billTime));
    const at = (days: number) => systemContext(tx, { now: day(days) });
    const payee = '深圳头程代理 招商银行深圳分行 6225880112345678';
    if (bills[0]) {
      const applied = await applyPaymentBill(at(12), {
        agentId: agent.id,
        billIds: [bills[0].id],
        currency: 'RMB',
        payeeAccount: payee,
        fileIds: [],
      });
      await approvePaymentBill(at(12), { id: applied.id });
      await payPaymentBill(at(11), { id: applied.id, cashAccountId: account, payTime: day(11) });
    }
    if (bills[1])
      await applyPaymentBill(at(0), {
        agentId: agent.id,
        billIds: [bills[1].id],
        currency: 'RMB',
        payeeAccount: payee,
        expectedPayTime: day(-3),
        fileIds: [],
      });
  }
  await tx.insert(seedStep).values({ name: STEP });
}
