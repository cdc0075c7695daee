import Decimal from 'decimal.js';
import { and, eq, isNotNull, like, sql } from 'drizzle-orm';
import { lmsWaybillFee } from '#modules/fms/fee/index.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { agentTable } from '#modules/settings/index.ts';
import type { Tx } from '#platform/db/db.ts';
import { seedStep } from '#platform/db/seed-step.schema.ts';
import { systemContext } from '#platform/http/system-context.ts';
import { cancelAgentBill, makeAgentBill } from './agent-bill-make.service.ts';

const STEP = 'demo:agentBills';
const DAY = 86_400_000;
const day = (days: number) => new Date(Date.now() - days * DAY);

/**
 * The demo agents' bills, once per database, through the service: per agent (SZHEAD in RMB, USDLV in
 * US dollars) confirmed agent fees on received demo waybills, one bill of the fees 20–14 days ago,
 * one of the last week; SZHEAD's first bill was made twice by mistake and the first one cancelled.
 */
export async function seedAgentBillDemo(tx: Tx): Promise<void> {
  const [done] = await tx.select().from(seedStep).where(eq(seedStep.name, STEP));
  if (done) return;
  const agents = await tx
    .select({ id: sql<string>`${agentTable.id}`, code: sql<string>`${agentTable.code}` })
    .from(agentTable);
  const waybills = await tx
    .select({ id: lmsWaybill.id })
    .from(lmsWaybill)
    .where(and(like(lmsWaybill.waybillNo, 'FDDEMO%'), isNotNull(lmsWaybill.receiveTime)))
    .limit(4);
  const plans = [
    { code: 'SZHEAD', currency: 'RMB', rate: '1', values: ['1280.00', '960.50', '455.00', '720.00'] },
    { code: 'USDLV', currency: 'USD', rate: '7.1', values: ['86.00', '54.20', '112.40', '38.00'] },
  ];
  for (const plan of plans) {
    const agent = agents.find((a) => a.code === plan.code);
    if (!agent || waybills.length < 2) continue;
    for (const [i, value] of plan.values.entries()) {
      await tx.insert(lmsWaybillFee).values({
        waybillId: waybills[i % waybills.length]!.id,
        kind: 'agent',
        partyId: agent.id,
        subjectName: i % 2 ? 'fuelSurcharge' : 'freight',
        value,
        currency: plan.currency,
        exchangeRate: plan.rate,
        conversionValue: new Decimal(value)
          .times(plan.rate)
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
          .toFixed(2),
        status: 10,
        belongTime: day(i < 2 ? 18 - i : 6 - i),
      });
    }
    const at = (days: number) => systemContext(tx, { now: day(days) });
    const first = { agentId: agent.id, from: day(20), to: day(14) };
    if (plan.code === 'SZHEAD') {
      const mistaken = await makeAgentBill(at(13), first);
      await cancelAgentBill(at(13), { id: mistaken.id });
    }
    await makeAgentBill(at(13), first);
    await makeAgentBill(at(1), { agentId: agent.id, from: day(7), to: day(1) });
  }
  await tx.insert(seedStep).values({ name: STEP });
}
