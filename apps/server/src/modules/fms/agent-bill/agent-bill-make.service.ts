import {
  AGENT_BILL_API,
  AGENT_BILL_NUMBER_RULE,
  type AgentBillMakePayload,
  type AgentBillPeriodPayload,
  AgentFlowType,
  FeeStatus,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { billableFees, billValue, guardBillCancel } from '#modules/fms/bill/index.ts';
import { lmsWaybillFee as f } from '#modules/fms/fee/index.ts';
import { rateToLocal, staffOnly } from '#modules/fms/ledger/index.ts';
import { assertMonthsOpen } from '#modules/fms/lock-record/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { takeNextNo } from '#modules/settings/numbering/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { oncePerRequestKey } from '#platform/request-key/request-key.ts';
import { fmsAgentBalance, fmsAgentBill, fmsAgentBillFee } from './agent-bill.schema.ts';
import { agentCurrencyOrRefuse, agentOf, lockAgentBalance, postAgentFlow } from './agent-ledger.ts';

/** Record type of agent bills in the business log. */
export const AGENT_BILL_ENTITY = 'fmsAgentBill';

type Period = { from: Date; to: Date };
const billable = (agentId: string, p: Period) => billableFees('agent', agentId, p.from, p.to);

/** The currencies of the agent's fees a bill of the period would take. */
async function feeCurrencies(db: Db, agentId: string, p: Period): Promise<string[]> {
  const rows = await db.selectDistinct({ currency: f.currency }).from(f).where(billable(agentId, p));
  return rows.map((r) => r.currency);
}

/**
 * The currency of the agent's bills: the one its balance was made in, else its settlement currency,
 * else the one currency of the period's fees ("… fees are in several currencies" when mixed).
 */
async function billCurrency(db: Db, agent: Awaited<ReturnType<typeof agentOf>>, p: Period) {
  const [held] = await db
    .select({ currency: fmsAgentBalance.currency })
    .from(fmsAgentBalance)
    .where(eq(fmsAgentBalance.agentId, agent.id));
  if (held) return held.currency;
  return agentCurrencyOrRefuse(agent, await feeCurrencies(db, agent.id, p));
}

/** `fms/agentBill/preview`: what a bill of the period would hold. */
export async function previewAgentBill(ctx: AuthedContext, input: AgentBillPeriodPayload) {
  staffOnly(ctx);
  const agent = await agentOf(ctx.db, input.agentId);
  const currency = await billCurrency(ctx.db, agent, input);
  if (!currency) return { agentId: agent.id, feeCount: 0, total: '0.00', currency: agent.currency ?? '' };
  const rate = await rateToLocal(ctx.db, ctx, currency, ctx.now);
  const [row] = await ctx.db
    .select({
      feeCount: sql<number>`count(*)::int`,
      total: sql<string>`coalesce(sum(${billValue(currency, rate)}), 0)::numeric(18,2)::text`,
    })
    .from(f)
    .where(billable(agent.id, input));
  return { agentId: agent.id, feeCount: row?.feeCount ?? 0, total: row?.total ?? '0.00', currency };
}

/**
 * `fms/agentBill/make`: one transaction. Locks the agent's balance row, takes the bill number, moves
 * the period's confirmed unbilled agent fees to billed in one `UPDATE … RETURNING`, records them on
 * the bill and posts the bill flow (+total: the company owes it). Retry-safe with `requestKey`.
 */
export async function makeAgentBill(ctx: AuthedContext, input: AgentBillMakePayload) {
  staffOnly(ctx);
  const agent = await agentOf(ctx.db, input.agentId);
  return oncePerRequestKey(ctx, AGENT_BILL_API.make.url, input.requestKey, async (tx) => {
    await assertMonthsOpen(tx, [ctx.now]);
    const account = await lockAgentBalance(tx, ctx, agent.id, async () => {
      const c = await billCurrency(tx, agent, input);
      if (!c) throw new BizError('billNoFees');
      return c;
    });
    const rate = await rateToLocal(tx, ctx, account.currency, ctx.now);
    const billNo = await takeNextNo(tx, AGENT_BILL_NUMBER_RULE, ctx.now);
    const [bill] = await tx
      .insert(fmsAgentBill)
      .values({
        billNo,
        agentId: agent.id,
        billTime: ctx.now,
        periodFrom: day(input.from),
        periodTo: day(input.to),
        currency: account.currency,
        rate,
        feeCount: 0,
        total: '0',
        totalLocal: '0',
        remark: input.remark ?? null,
        createdAt: ctx.now,
        ...actorOf(ctx),
      })
      .returning({ id: fmsAgentBill.id });
    const billId = bill!.id;
    const result = await tx.execute(sql`
      with moved as (
        update ${f} set status = ${FeeStatus.billed}, bill_no = ${billNo}, updated_at = ${ctx.now}
        where ${billable(agent.id, input)}
        returning ${f.id} as id, ${f.belongTime} as belong_time, ${billValue(account.currency, rate)} as value,
          ${f.conversionValue} as local_value
      ), kept as (
        insert into ${fmsAgentBillFee} (bill_id, fee_kind, fee_id, value, belong_time)
        select ${billId}, 'lms', id, value, belong_time from moved
        returning value
      )
      select (select count(*)::int from kept) as fee_count,
        (select coalesce(sum(value), 0)::numeric(18,2)::text from kept) as total,
        (select coalesce(sum(local_value), 0)::numeric(18,2)::text from moved) as total_local`);
    const totals = (result as unknown as { rows: Totals[] }).rows[0]!;
    if (!totals.fee_count) throw new BizError('billNoFees');
    const total = new Decimal(totals.total);
    if (total.lte(0)) throw new BizError('billTotalNotPositive', [total.toFixed(2)]);
    await tx
      .update(fmsAgentBill)
      .set({ feeCount: totals.fee_count, total: totals.total, totalLocal: totals.total_local })
      .where(eq(fmsAgentBill.id, billId));
    await postAgentFlow(tx, ctx, account, {
      type: AgentFlowType.bill,
      value: total,
      relatedId: billId,
      relatedNo: billNo,
    });
    const made = {
      id: billId,
      billNo,
      feeCount: totals.fee_count,
      total: total.toFixed(2),
      currency: account.currency,
    };
    await writeBusinessLog(tx, ctx, [
      {
        entity: AGENT_BILL_ENTITY,
        entityId: billId,
        action: 'insert',
        after: { ...made, agentId: agent.id },
      },
    ]);
    return made;
  });
}

/**
 * `fms/agentBill/cancel`: a bill with nothing written off (payment bills will write off; until one is
 * cancelled back, the bill stays); its fees return to confirmed and unbilled, a bill-cancel flow
 * (−total) posts.
 */
export async function cancelAgentBill(ctx: AuthedContext, input: { id: string }) {
  staffOnly(ctx);
  const [head] = await ctx.db
    .select({ agentId: fmsAgentBill.agentId, currency: fmsAgentBill.currency })
    .from(fmsAgentBill)
    .where(eq(fmsAgentBill.id, input.id));
  if (!head) throw dataNotExist();
  return ctx.db.transaction(async (tx) => {
    const account = await lockAgentBalance(tx, ctx, head.agentId, async () => head.currency);
    const [bill] = await tx.select().from(fmsAgentBill).where(eq(fmsAgentBill.id, input.id)).for('update');
    if (!bill) throw dataNotExist();
    if (bill.cancelTime) throw new BizError('billAlreadyCancelled', [bill.billNo]);
    if (!new Decimal(bill.writtenOff).isZero()) throw new BizError('billHasWriteOff', [bill.billNo]);
    await guardBillCancel(tx, { id: bill.id, billNo: bill.billNo, kind: 'agent' });
    await assertMonthsOpen(tx, [bill.billTime, ctx.now]);
    await tx.execute(sql`
      update ${f} set status = ${FeeStatus.confirmed}, bill_no = null, updated_at = ${ctx.now}
      where ${f.id} in (select fee_id from ${fmsAgentBillFee} where bill_id = ${bill.id})
        and ${f.status} = ${FeeStatus.billed}`);
    await tx
      .update(fmsAgentBill)
      .set({ cancelTime: ctx.now, cancelledBy: actorOf(ctx).createdBy })
      .where(eq(fmsAgentBill.id, bill.id));
    await postAgentFlow(tx, ctx, account, {
      type: AgentFlowType.billCancel,
      value: new Decimal(bill.total).negated(),
      relatedId: bill.id,
      relatedNo: bill.billNo,
    });
    await writeBusinessLog(tx, ctx, [
      {
        entity: AGENT_BILL_ENTITY,
        entityId: bill.id,
        action: 'cancel',
        before: { billNo: bill.billNo, total: bill.total },
      },
    ]);
    return null;
  });
}

/** `fms/agentBill/remark`. */
export async function remarkAgentBill(ctx: AuthedContext, input: { id: string; remark: string }) {
  staffOnly(ctx);
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ remark: fmsAgentBill.remark })
      .from(fmsAgentBill)
      .where(eq(fmsAgentBill.id, input.id))
      .for('update');
    if (!before) throw dataNotExist();
    const remark = input.remark || null;
    await tx.update(fmsAgentBill).set({ remark }).where(eq(fmsAgentBill.id, input.id));
    await writeBusinessLog(tx, ctx, [
      { entity: AGENT_BILL_ENTITY, entityId: input.id, action: 'update', before, after: { remark } },
    ]);
    return null;
  });
}

const day = (d: Date) => d.toISOString().slice(0, 10);
type Totals = { fee_count: number; total: string; total_local: string };
