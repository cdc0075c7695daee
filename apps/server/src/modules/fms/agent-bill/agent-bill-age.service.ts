import {
  AGE_BUCKETS,
  type AgeMode,
  type AgentBillAgePayload,
  AgentFlowType,
  type AgentLedgerPayload,
  ageOf,
  BillStatus,
  bucketOf,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, gte, isNull, lt, ne } from 'drizzle-orm';
import { staffOnly } from '#modules/fms/ledger/index.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { fmsAgentBill as b, fmsAgentBalanceFlow as fl, fmsAgentBalance } from './agent-bill.schema.ts';
import { agentBillList, agentBillRecord, agentBillRows } from './agent-bill-read.service.ts';
import { agentOf } from './agent-ledger.ts';

/** Open agent bills (not cancelled, not fully written off) of the caller's data scope, oldest first. */
async function openAgentBills(ctx: AuthedContext, agentId?: string) {
  const rows = await agentBillRows(
    ctx,
    and(
      await dataScopeWhere(ctx, agentBillList),
      isNull(b.cancelTime),
      ne(b.status, BillStatus.fullPay),
      lt(b.writtenOff, b.total),
      agentId ? eq(b.agentId, agentId) : undefined,
    ),
  );
  return rows.reverse();
}

/**
 * `fms/agentBillAge/search`: per agent, the unwritten amount of its open bills by age bucket (the
 * receivable ageing's buckets) and in total, largest total first.
 */
export async function searchAgentBillAge(ctx: AuthedContext, input: AgentBillAgePayload) {
  staffOnly(ctx);
  const { mode, agentId } = input.criteria;
  const groups = new Map<string, Group>();
  for (const bill of await openAgentBills(ctx, agentId)) {
    let g = groups.get(bill.agentId);
    if (!g) {
      g = {
        agentId: bill.agentId,
        code: bill.agentCode,
        name: bill.agentName,
        currency: bill.currency,
        billCount: 0,
        buckets: Object.fromEntries(AGE_BUCKETS[mode].map((k) => [k.key, new Decimal(0)])),
        total: new Decimal(0),
      };
      groups.set(bill.agentId, g);
    }
    const unwritten = new Decimal(bill.total).minus(bill.writtenOff);
    const key = bucketOf(mode, ageOf(mode, bill.billTime, ctx.now)).key;
    g.buckets[key] = g.buckets[key]!.plus(unwritten);
    g.total = g.total.plus(unwritten);
    g.billCount++;
  }
  const records = [...groups.values()]
    .sort((x, y) => y.total.comparedTo(x.total) || x.code.localeCompare(y.code))
    .map((g) => ({
      ...g,
      buckets: Object.fromEntries(Object.entries(g.buckets).map(([k, v]) => [k, v.toFixed(2)])),
      total: g.total.toFixed(2),
    }));
  return { mode, records };
}
type Group = {
  agentId: string;
  code: string;
  name: string;
  currency: string;
  billCount: number;
  buckets: Record<string, Decimal>;
  total: Decimal;
};

/** `fms/agentBillAge/bills`: the open bills of an agent in one bucket (none: all), oldest first. */
export async function agentBillAgeBills(
  ctx: AuthedContext,
  input: { agentId?: string | undefined; mode: AgeMode; bucket?: string | undefined },
) {
  staffOnly(ctx);
  if (!input.agentId) throw new BizError('agentRequired');
  const bills = await openAgentBills(ctx, input.agentId);
  return bills
    .map((bill) => ({ bill, age: ageOf(input.mode, bill.billTime, ctx.now) }))
    .filter(({ age }) => !input.bucket || bucketOf(input.mode, age).key === input.bucket)
    .map(({ bill, age }) => ({
      id: bill.id,
      billNo: bill.billNo,
      billTime: bill.billTime,
      currency: bill.currency,
      total: bill.total,
      writtenOff: bill.writtenOff,
      unwritten: new Decimal(bill.total).minus(bill.writtenOff).toFixed(2),
      age,
    }));
}

const monthStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));

/**
 * `fms/agentLedger/search`: one agent over `[from, to)` (default this month up to now): the balance
 * before the period (opening: the last flow before it), the bills made in it, its flows oldest first,
 * the sums of bills and bill cancels, and the closing (the last flow's balance in it, else the
 * opening). The company's account with the agent: the code decides, no data scope.
 */
export async function agentLedger(ctx: AuthedContext, input: AgentLedgerPayload) {
  staffOnly(ctx);
  const agent = await agentOf(ctx.db, input.agentId);
  const from = input.from ?? monthStart(ctx.now);
  const to = input.to ?? ctx.now;
  const [account] = await ctx.db
    .select({ currency: fmsAgentBalance.currency, balance: fmsAgentBalance.balance })
    .from(fmsAgentBalance)
    .where(eq(fmsAgentBalance.agentId, agent.id));
  const [before] = await ctx.db
    .select({ balance: fl.balance })
    .from(fl)
    .where(and(eq(fl.agentId, agent.id), lt(fl.createdAt, from)))
    .orderBy(desc(fl.seq))
    .limit(1);
  const rows = await ctx.db
    .select({
      id: fl.id,
      type: fl.type,
      value: fl.value,
      balance: fl.balance,
      currency: fl.currency,
      relatedNo: fl.relatedNo,
      createdAt: fl.createdAt,
      createdByName: fl.createdByName,
    })
    .from(fl)
    .where(and(eq(fl.agentId, agent.id), gte(fl.createdAt, from), lt(fl.createdAt, to)))
    .orderBy(asc(fl.seq));
  const bills = await agentBillRows(
    ctx,
    and(eq(b.agentId, agent.id), gte(b.billTime, from), lt(b.billTime, to)),
  );
  const sum = (type: number) =>
    rows
      .filter((r) => r.type === type)
      .reduce((s, r) => s.plus(r.value), new Decimal(0))
      .toFixed(2);
  const opening = new Decimal(before?.balance ?? 0).toFixed(2);
  return {
    agentId: agent.id,
    currency: account?.currency ?? agent.currency ?? '',
    opening,
    billed: sum(AgentFlowType.bill),
    billCancelled: sum(AgentFlowType.billCancel),
    closing: rows.length ? rows[rows.length - 1]!.balance : opening,
    balance: new Decimal(account?.balance ?? 0).toFixed(2),
    bills: bills.map(({ count: _, ...r }) => agentBillRecord(r)),
    rows,
  };
}
