import { billStatusOf } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';

/** Test helpers of payment bills: the payables invariants after every step (DESIGN §9). */

async function rows<T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Per agent: balance = Σ flows = the last flow's balance. Per agent bill: written off = Σ its fees'
 * = Σ its live payment write-offs, 0 ≤ written off ≤ total, status by them; per bill fee: written off
 * = Σ its live items. Per payment bill: paid ones moved the account and the agent by −value (net of
 * their flows), unpaid ones by nothing; written off = Σ its live write-offs ≤ paid; its live exchange
 * entries equal its live write-offs' gains and losses.
 */
export async function payablesViolations(db: Db): Promise<string[]> {
  const out: string[] = [];
  const agents = await rows<{ agent_id: string; balance: string; flows: string; last: string | null }>(
    db,
    sql`select b.agent_id, b.balance::text,
      coalesce((select sum(f.value) from fms_agent_balance_flow f where f.agent_id = b.agent_id), 0)::text as flows,
      (select f.balance::text from fms_agent_balance_flow f where f.agent_id = b.agent_id order by f.seq desc limit 1) as last
    from fms_agent_balance b`,
  );
  for (const a of agents) {
    if (!new Decimal(a.balance).eq(a.flows))
      out.push(`agent ${a.agent_id}: balance ${a.balance} ≠ Σ flows ${a.flows}`);
    if (a.last !== null && !new Decimal(a.last).eq(a.balance))
      out.push(`agent ${a.agent_id}: last flow ${a.last} ≠ ${a.balance}`);
  }
  const bills = await rows<{
    bill_no: string;
    total: string;
    written_off: string;
    status: number;
    fees: string;
    live: string;
  }>(
    db,
    sql`select b.bill_no, b.total::text, b.written_off::text, b.status,
      coalesce((select sum(bf.written_off) from fms_agent_bill_fee bf where bf.bill_id = b.id), 0)::text as fees,
      coalesce((select sum(w.value) from fms_payment_write_off w where w.bill_id = b.id and w.cancel_time is null), 0)::text as live
    from fms_agent_bill b`,
  );
  for (const b of bills) {
    const w = new Decimal(b.written_off);
    if (!w.eq(b.fees)) out.push(`${b.bill_no}: written off ${w} ≠ Σ fees ${b.fees}`);
    if (!w.eq(b.live)) out.push(`${b.bill_no}: written off ${w} ≠ Σ live write-offs ${b.live}`);
    if (w.isNegative() || w.gt(b.total)) out.push(`${b.bill_no}: written off ${w} outside [0, ${b.total}]`);
    if (b.status !== billStatusOf(b.total, w)) out.push(`${b.bill_no}: status ${b.status}`);
  }
  const fees = await rows<{ id: string; written_off: string; live: string; value: string }>(
    db,
    sql`select bf.id, bf.written_off::text, bf.value::text,
      coalesce((select sum(i.value) from fms_payment_write_off_item i join fms_payment_write_off w on w.id = i.write_off_id
        where i.bill_fee_id = bf.id and w.cancel_time is null), 0)::text as live
    from fms_agent_bill_fee bf`,
  );
  for (const f of fees) {
    if (!new Decimal(f.written_off).eq(f.live))
      out.push(`bill fee ${f.id}: ${f.written_off} ≠ items ${f.live}`);
    const v = new Decimal(f.value);
    if (new Decimal(f.written_off).abs().gt(v.abs())) out.push(`bill fee ${f.id}: over-written-off`);
  }
  const payments = await rows<{
    payment_no: string;
    status: number;
    value: string;
    paid_value: string;
    written_off: string;
    gain: string;
    account_net: string;
    agent_net: string;
    live: string;
    live_gain: string;
    posted: string;
  }>(
    db,
    sql`select p.payment_no, p.status, p.value::text, p.paid_value::text, p.written_off::text,
      p.exchange_gain_loss::text as gain,
      coalesce((select sum(f.value) from fms_account_flow f where f.related_id = p.id), 0)::text as account_net,
      coalesce((select sum(f.value) from fms_agent_balance_flow f where f.related_id = p.id), 0)::text as agent_net,
      coalesce((select sum(w.value) from fms_payment_write_off w where w.payment_bill_id = p.id and w.cancel_time is null), 0)::text as live,
      coalesce((select sum(w.exchange_gain_loss) from fms_payment_write_off w where w.payment_bill_id = p.id and w.cancel_time is null), 0)::text as live_gain,
      coalesce((select sum(case when e.direction = 'income' then e.value else -e.value end) from fms_income_expense e
        join fms_payment_write_off w on w.id = e.related_id
        where w.payment_bill_id = p.id and e.by_system and e.cancel_time is null), 0)::text as posted
    from fms_payment_bill p`,
  );
  for (const p of payments) {
    const paid = p.status === 20;
    const expected = paid ? new Decimal(p.value).negated() : new Decimal(0);
    if (!new Decimal(p.paid_value).eq(paid ? p.value : 0))
      out.push(`${p.payment_no}: paid value ${p.paid_value}`);
    if (!new Decimal(p.account_net).eq(expected)) out.push(`${p.payment_no}: account net ${p.account_net}`);
    if (!new Decimal(p.agent_net).eq(expected)) out.push(`${p.payment_no}: agent net ${p.agent_net}`);
    if (!new Decimal(p.written_off).eq(p.live))
      out.push(`${p.payment_no}: written off ${p.written_off} ≠ ${p.live}`);
    if (new Decimal(p.written_off).gt(p.paid_value)) out.push(`${p.payment_no}: written off above paid`);
    if (!new Decimal(p.gain).eq(p.live_gain) || !new Decimal(p.posted).eq(p.live_gain))
      out.push(`${p.payment_no}: exchange ${p.gain} / posted ${p.posted} ≠ ${p.live_gain}`);
  }
  return out;
}
