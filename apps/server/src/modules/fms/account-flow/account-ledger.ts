import type { AccountFlowSourceValue } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { fmsCashAccountTable as acc, cashAccountColumns as col } from '#modules/fms/cash-account/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { fmsAccountBalance as bal, fmsAccountFlow as flow } from './account-flow.schema.ts';

/** A cash account's balance row, locked for the rest of the transaction. */
export type LockedAccount = {
  accountId: string;
  name: string;
  currency: string;
  enabled: boolean;
  balance: Decimal;
};

/**
 * Locks a cash account's balance row (`FOR UPDATE`), made the first time at the account's opening
 * balance. Money writes lock it after the customer's balance and their documents, so the order of
 * locks stays fixed (DESIGN §9).
 */
export async function lockAccount(tx: Db, accountId: string): Promise<LockedAccount> {
  const [a] = await tx
    .select({ name: col.name, currency: col.currency, enabled: col.enabled, opening: col.openingBalance })
    .from(acc)
    .where(eq(acc.id, accountId));
  if (!a) throw dataNotExist();
  const read = () =>
    tx.select({ balance: bal.balance }).from(bal).where(eq(bal.accountId, accountId)).for('update');
  let [row] = await read();
  if (!row) {
    await tx
      .insert(bal)
      .values({ accountId, currency: a.currency, balance: new Decimal(a.opening ?? 0).toFixed(2) })
      .onConflictDoNothing();
    [row] = await read();
  }
  return {
    accountId,
    name: a.name,
    currency: a.currency,
    enabled: a.enabled !== false,
    balance: new Decimal(row!.balance),
  };
}

/** Locks two or more accounts in a fixed order (ids ascending). */
export async function lockAccounts(tx: Db, ids: readonly string[]) {
  const out = new Map<string, LockedAccount>();
  for (const id of [...new Set(ids)].sort()) out.set(id, await lockAccount(tx, id));
  return out;
}

/** An enabled account, or the refusal that names it. */
export function assertEnabled(account: LockedAccount): LockedAccount {
  if (!account.enabled) throw new BizError('cashAccountDisabled', [account.name]);
  return account;
}

/** Refuses paying `value` out of a locked account that holds less. */
export function assertCanPay(account: LockedAccount, value: Decimal): void {
  if (account.balance.lt(value))
    throw new BizError('accountNotEnough', [account.name, account.balance.toFixed(2), value.toFixed(2)]);
}

export type AccountFlowEntry = {
  source: AccountFlowSourceValue;
  /** In the account's currency; positive in, negative out. */
  value: Decimal;
  flowTime: Date;
  relatedId?: string | null;
  relatedNo?: string | null;
  objectCode?: string | null;
  summary?: string | null;
};

/**
 * Writes one immutable flow and moves the account's cached balance by its value (the row's `balance`
 * is the balance after it); answers the flow's id. The account must be locked by {@link lockAccount}
 * in this transaction.
 */
export async function postAccountFlow(
  tx: Db,
  ctx: AuthedContext,
  account: LockedAccount,
  entry: AccountFlowEntry,
) {
  const value = entry.value.toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const after = account.balance.plus(value);
  const [row] = await tx
    .insert(flow)
    .values({
      accountId: account.accountId,
      source: entry.source,
      value: value.toFixed(2),
      balance: after.toFixed(2),
      currency: account.currency,
      flowTime: entry.flowTime,
      relatedId: entry.relatedId ?? null,
      relatedNo: entry.relatedNo ?? null,
      objectCode: entry.objectCode ?? null,
      summary: entry.summary ?? null,
      createdAt: ctx.now,
      ...actorOf(ctx),
    })
    .returning({ id: flow.id });
  await tx
    .update(bal)
    .set({ balance: after.toFixed(2), updatedAt: sql`now()` })
    .where(eq(bal.accountId, account.accountId));
  account.balance = after;
  return row!.id;
}
