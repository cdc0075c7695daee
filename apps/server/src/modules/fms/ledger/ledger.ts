import {
  BalanceFlowType,
  type BalanceFlowTypeValue,
  DEFAULT_SETTLEMENT_CURRENCY,
  isCountedFlow,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import type { Db } from '#platform/db/db.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { fmsBalanceFlow, fmsCustomerBalance } from './ledger.schema.ts';

/** A customer's balance row, locked for the rest of the transaction. */
export type LockedBalance = {
  customerId: string;
  currency: string;
  balance: Decimal;
};

/**
 * Locks the customer's balance row (`FOR UPDATE`): the first lock of every money write, so two writes
 * of one customer run one after the other (DESIGN §9). The first time, the row is made in the
 * customer's settlement currency with the initial-balance flow (type 10) of its initial balance.
 */
export async function lockBalance(tx: Db, ctx: AuthedContext, customerId: string): Promise<LockedBalance> {
  const read = () =>
    tx
      .select({ currency: fmsCustomerBalance.currency, balance: fmsCustomerBalance.balance })
      .from(fmsCustomerBalance)
      .where(eq(fmsCustomerBalance.customerId, customerId))
      .for('update');
  let [row] = await read();
  if (!row) {
    const [c] = await tx
      .select({ currency: customer.settlementCurrency, initial: customer.initialBalance })
      .from(customer)
      .where(eq(customer.id, customerId));
    if (!c) throw dataNotExist();
    const currency = c.currency || DEFAULT_SETTLEMENT_CURRENCY;
    const made = await tx
      .insert(fmsCustomerBalance)
      .values({ customerId, currency, balance: '0' })
      .onConflictDoNothing()
      .returning({ customerId: fmsCustomerBalance.customerId });
    if (made.length) {
      const account = { customerId, currency, balance: new Decimal(0) };
      await postFlow(tx, ctx, account, { type: BalanceFlowType.init, value: new Decimal(c.initial ?? 0) });
    }
    [row] = await read();
  }
  return { customerId, currency: row!.currency, balance: new Decimal(row!.balance) };
}

/** Locks the balance rows of several customers in a fixed order (ids ascending). */
export async function lockBalances(tx: Db, ctx: AuthedContext, ids: readonly string[]) {
  const out = new Map<string, LockedBalance>();
  for (const id of [...new Set(ids)].sort()) out.set(id, await lockBalance(tx, ctx, id));
  return out;
}

export type FlowEntry = {
  type: BalanceFlowTypeValue;
  /** Signed as the spec's types say: bill −total, receipt +value, refund −value, … */
  value: Decimal;
  relatedId?: string | null;
  relatedNo?: string | null;
  remark?: string | null;
};

/**
 * Writes one immutable flow row and, for the counted types, moves the cached balance by its value
 * (the row's `balance` is the balance after it); write-off rows repeat the balance. The account must
 * be locked by {@link lockBalance} in the same transaction.
 */
export async function postFlow(tx: Db, ctx: AuthedContext, account: LockedBalance, entry: FlowEntry) {
  const counted = isCountedFlow(entry.type);
  const after = counted ? account.balance.plus(entry.value) : account.balance;
  await tx.insert(fmsBalanceFlow).values({
    customerId: account.customerId,
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
  if (counted && !entry.value.isZero()) {
    await tx
      .update(fmsCustomerBalance)
      .set({ balance: after.toFixed(2), updatedAt: sql`now()` })
      .where(eq(fmsCustomerBalance.customerId, account.customerId));
  }
  account.balance = after;
}
