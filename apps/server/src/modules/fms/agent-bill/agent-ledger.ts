import { AgentFlowType, type AgentFlowTypeValue, agentBillCurrency } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { agentTable } from '#modules/settings/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { fmsAgentBalance, fmsAgentBalanceFlow } from './agent-bill.schema.ts';

/** An agent's balance row (what the company owes it), locked for the rest of the transaction. */
export type LockedAgentBalance = { agentId: string; currency: string; balance: Decimal };

/** The agent's code and settlement currency (none: its fees decide); "Please choose an agent" when unknown. */
export async function agentOf(db: Db, agentId: string | undefined | null) {
  if (!agentId) throw new BizError('agentRequired');
  const [row] = await db
    .select({
      id: agentTable.id,
      code: sql<string>`${agentTable.code}`,
      currency: sql<string | null>`${agentTable.settlementCurrency}`,
    })
    .from(agentTable)
    .where(eq(agentTable.id, agentId));
  if (!row) throw new BizError('agentRequired');
  return { id: agentId, code: row.code, currency: row.currency || null };
}

/** The bill currency of an agent: its own, else the one currency of `feeCurrencies` (refused when several). */
export function agentCurrencyOrRefuse(
  agent: { code: string; currency: string | null },
  feeCurrencies: readonly string[],
): string | undefined {
  const c = agentBillCurrency(agent.currency, feeCurrencies);
  if (c === null)
    throw new BizError('agentBillMixedCurrencies', [
      agent.code,
      [...new Set(feeCurrencies)].sort().join(', '),
    ]);
  return c;
}

/**
 * Locks the agent's balance row (`FOR UPDATE`): the first lock of every agent money write. The first
 * time, the row is made in the currency `currencyOfNew` answers, with the initial-balance flow
 * (type 10): agents carry no opening balance field yet, so it is 0.00. The currency is fixed from
 * then on (an agent's bills are all in it).
 */
export async function lockAgentBalance(
  tx: Db,
  ctx: AuthedContext,
  agentId: string,
  currencyOfNew: () => Promise<string>,
): Promise<LockedAgentBalance> {
  const read = () =>
    tx
      .select({ currency: fmsAgentBalance.currency, balance: fmsAgentBalance.balance })
      .from(fmsAgentBalance)
      .where(eq(fmsAgentBalance.agentId, agentId))
      .for('update');
  let [row] = await read();
  if (!row) {
    const currency = await currencyOfNew();
    const made = await tx
      .insert(fmsAgentBalance)
      .values({ agentId, currency, balance: '0' })
      .onConflictDoNothing()
      .returning({ agentId: fmsAgentBalance.agentId });
    if (made.length) {
      const account = { agentId, currency, balance: new Decimal(0) };
      await postAgentFlow(tx, ctx, account, { type: AgentFlowType.init, value: new Decimal(0) });
    }
    [row] = await read();
  }
  return { agentId, currency: row!.currency, balance: new Decimal(row!.balance) };
}

export type AgentFlowEntry = {
  /** `AgentFlowType`; payment bills add their own types later. */
  type: AgentFlowTypeValue | number;
  /** Signed by what the company owes the agent: bill +total, bill cancel −total. */
  value: Decimal;
  relatedId?: string | null;
  relatedNo?: string | null;
  remark?: string | null;
};

/** Writes one immutable agent flow and moves the locked balance by its value. */
export async function postAgentFlow(
  tx: Db,
  ctx: AuthedContext,
  account: LockedAgentBalance,
  entry: AgentFlowEntry,
) {
  const after = account.balance.plus(entry.value);
  await tx.insert(fmsAgentBalanceFlow).values({
    agentId: account.agentId,
    type: entry.type,
    value: entry.value.toFixed(2),
    balance: after.toFixed(2),
    currency: account.currency,
    relatedId: entry.relatedId ?? null,
    relatedNo: entry.relatedNo ?? null,
    remark: entry.remark ?? null,
    createdAt: ctx.now,
    ...actorOf(ctx),
  });
  if (!entry.value.isZero()) {
    await tx
      .update(fmsAgentBalance)
      .set({ balance: after.toFixed(2), updatedAt: sql`now()` })
      .where(eq(fmsAgentBalance.agentId, account.agentId));
  }
  account.balance = after;
}
