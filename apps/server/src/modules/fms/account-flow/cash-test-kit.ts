import { cashAccount, entityEndpoint } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import type { TestApp } from '../../../test/test-app.ts';

/** Test helpers of the treasurer's cash: accounts of a test's own, and the invariants of account flows. */

/** Makes an enabled cash account; answers its id. */
export async function newAccount(
  t: TestApp,
  token: string,
  name: string,
  currency: string,
  openingBalance = '0',
): Promise<string> {
  const res = await t.post<{ id: string }>(
    entityEndpoint(cashAccount, 'insert').url,
    { name, currency, type: 'bank', enabled: true, openingBalance },
    { token },
  );
  if (res.code !== 0) throw new Error(`account ${name} refused: ${res.msg}`);
  return res.data.id;
}

/**
 * What must hold after every step: per account, the cached balance = opening + Σ flows = the last
 * flow's balance, and each flow's balance = the previous one + its value; per transfer, its legs are
 * what it records (out −value, in +toValue) and a cancelled one's legs net to zero on each account;
 * within one currency a transfer creates no money; an income or expense on an account moves it by its
 * value (nothing once cancelled); flows are in their account's currency.
 */
export async function cashViolations(db: Db): Promise<string[]> {
  const out: string[] = [];
  const accounts = (await db.execute(sql`
    select a.id, a.name, a.currency, coalesce(a.opening_balance, 0)::text as opening,
      b.balance::text as cached,
      coalesce((select sum(f.value) from fms_account_flow f where f.account_id = a.id), 0)::text as flows,
      (select f.balance::text from fms_account_flow f where f.account_id = a.id order by f.seq desc limit 1) as last,
      (select count(*) from fms_account_flow f where f.account_id = a.id and f.currency <> a.currency)::int as foreign
    from fms_cash_account a left join fms_account_balance b on b.account_id = a.id`)) as unknown as {
    rows: {
      id: string;
      name: string;
      opening: string;
      cached: string | null;
      flows: string;
      last: string | null;
      foreign: number;
    }[];
  };
  for (const a of accounts.rows) {
    const expected = new Decimal(a.opening).plus(a.flows);
    const cached = new Decimal(a.cached ?? a.opening);
    if (!cached.eq(expected)) out.push(`${a.name}: cached ${cached} ≠ opening + flows ${expected}`);
    if (a.last !== null && !new Decimal(a.last).eq(expected))
      out.push(`${a.name}: last flow ${a.last} ≠ ${expected}`);
    if (a.foreign) out.push(`${a.name}: ${a.foreign} flows in another currency`);
  }
  const steps = (await db.execute(sql`
    select account_id, seq, value::text, balance::text,
      lag(balance) over (partition by account_id order by seq)::text as prev
    from fms_account_flow`)) as unknown as {
    rows: { account_id: string; seq: number; value: string; balance: string; prev: string | null }[];
  };
  for (const s of steps.rows)
    if (s.prev !== null && !new Decimal(s.prev).plus(s.value).eq(s.balance))
      out.push(`flow ${s.seq}: ${s.prev} + ${s.value} ≠ ${s.balance}`);
  const transfers = (await db.execute(sql`
    select t.transfer_no, t.value::text, t.to_value::text, t.cancel_time is not null as cancelled,
      t.from_currency = t.to_currency as same,
      coalesce((select sum(f.value) from fms_account_flow f where f.related_id = t.id and f.account_id = t.from_account_id), 0)::text as from_net,
      coalesce((select sum(f.value) from fms_account_flow f where f.related_id = t.id and f.account_id = t.to_account_id), 0)::text as to_net
    from fms_bank_transfer t`)) as unknown as {
    rows: {
      transfer_no: string;
      value: string;
      to_value: string;
      cancelled: boolean;
      same: boolean;
      from_net: string;
      to_net: string;
    }[];
  };
  for (const t of transfers.rows) {
    if (t.same && !new Decimal(t.value).eq(t.to_value))
      out.push(`${t.transfer_no}: one currency, yet ${t.value} out and ${t.to_value} in`);
    const from = t.cancelled ? new Decimal(0) : new Decimal(t.value).negated();
    const to = t.cancelled ? new Decimal(0) : new Decimal(t.to_value);
    if (!new Decimal(t.from_net).eq(from) || !new Decimal(t.to_net).eq(to))
      out.push(`${t.transfer_no}: legs ${t.from_net} / ${t.to_net}, expected ${from} / ${to}`);
  }
  const entries = (await db.execute(sql`
    select e.code, e.direction, e.value::text, e.cancel_time is not null as cancelled,
      coalesce((select sum(f.value) from fms_account_flow f where f.related_id = e.id), 0)::text as net
    from fms_income_expense e where e.account_id is not null`)) as unknown as {
    rows: { code: string; direction: string; value: string; cancelled: boolean; net: string }[];
  };
  for (const e of entries.rows) {
    const expected = e.cancelled
      ? new Decimal(0)
      : new Decimal(e.value).times(e.direction === 'income' ? 1 : -1);
    if (!new Decimal(e.net).eq(expected)) out.push(`${e.code}: flows ${e.net}, expected ${expected}`);
  }
  return out;
}
