import {
  BALANCE_API,
  BILL_API,
  CHARGE_BILL_API,
  type Endpoint,
  type EndpointInput,
  type EndpointOutput,
  WRITE_OFF_API,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import { lmsWaybillFee } from '#modules/fms/fee/index.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { customerId, startWaybillApp, type Tokens } from '#modules/lms/waybill/waybill-test-kit.ts';
import type { Db } from '#platform/db/db.ts';
import type { CallOptions, Envelope, TestApp } from '../../../test/test-app.ts';

/** Test helpers of receivables: typed calls by contract, fee rows, and the ledger invariants of DESIGN §9. */

export const API = { bill: BILL_API, charge: CHARGE_BILL_API, writeOff: WRITE_OFF_API, balance: BALANCE_API };

/** Calls an endpoint by its contract (GET with a query, POST with a body). */
export function call<E extends Endpoint>(
  t: TestApp,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions,
): Promise<Envelope<EndpointOutput<E>>> {
  if (endpoint.method === 'GET') {
    const query = Object.fromEntries(Object.entries((input ?? {}) as object).map(([k, v]) => [k, String(v)]));
    return t.get(endpoint.url, query, options);
  }
  return t.post(endpoint.url, input, options);
}

/** Like {@link call}, failing when refused. */
export async function ok<E extends Endpoint>(
  t: TestApp,
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions,
) {
  const res = await call(t, endpoint, input, options);
  if (res.code !== 0) throw new Error(`${endpoint.url} refused: ${res.msg}`);
  return res.data;
}

export type ReceivableApp = {
  t: TestApp;
  tk: Tokens;
  c1: string;
  c2: string;
  waybill1: string;
  waybill2: string;
};

/** A fresh app with the demo customers C0001 (the demo sign-in's) and C0002 and one waybill of each. */
export async function startReceivableApp(): Promise<ReceivableApp> {
  const { t, tk } = await startWaybillApp();
  const c1 = await customerId(t, 'C0001');
  const c2 = await customerId(t, 'C0002');
  const waybillOf = async (c: string) => {
    const [w] = await t.database.db
      .select({ id: lmsWaybill.id })
      .from(lmsWaybill)
      .where(eq(lmsWaybill.customerId, c))
      .limit(1);
    return w!.id;
  };
  return { t, tk, c1, c2, waybill1: await waybillOf(c1), waybill2: await waybillOf(c2) };
}

/** Adds a customer fee row (default: confirmed 100.00 RMB, belonging to 2026-01-10). */
export async function addFee(
  db: Db,
  waybillId: string,
  partyId: string,
  over: Partial<typeof lmsWaybillFee.$inferInsert> = {},
): Promise<string> {
  const value = over.value ?? '100.00';
  const [row] = await db
    .insert(lmsWaybillFee)
    .values({
      waybillId,
      kind: 'customer',
      partyId,
      subjectName: 'freight',
      value,
      currency: 'RMB',
      conversionValue: value,
      status: 10,
      belongTime: new Date('2026-01-10T00:00:00Z'),
      ...over,
    })
    .returning({ id: lmsWaybillFee.id });
  return row!.id;
}

type Violation = string;
const rows = async <T>(db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/**
 * The invariants of DESIGN §9 over the whole database; answers what is broken (empty when all hold):
 * balance = Σ counted flows and the last flow's balance; each open bill's total = Σ its fees and its
 * written-off = Σ its fees' written-off = Σ its live write-off items, status by them, 0 ≤ written-off ≤
 * total; each fee on at most one open bill, billed / written off exactly when on one; each confirmed
 * receipt's written-off = Σ its live items, refunded = Σ its live refunds, unmatched ≥ 0.
 */
export async function ledgerViolations(db: Db): Promise<Violation[]> {
  const out: Violation[] = [];
  const add = (label: string, list: unknown[]) => {
    for (const r of list) out.push(`${label}: ${JSON.stringify(r)}`);
  };
  add(
    'balance ≠ Σ counted flows',
    await rows(
      db,
      sql`
    select b.customer_id, b.balance, coalesce(sum(f.value) filter (where f.type in (0,1,2,3,6,7,10)), 0) as flows
    from fms_customer_balance b left join fms_balance_flow f on f.customer_id = b.customer_id
    group by b.customer_id, b.balance
    having b.balance <> coalesce(sum(f.value) filter (where f.type in (0,1,2,3,6,7,10)), 0)`,
    ),
  );
  add(
    'balance ≠ last flow balance',
    await rows(
      db,
      sql`
    select b.customer_id, b.balance, l.balance as last from fms_customer_balance b
    join lateral (select balance from fms_balance_flow f where f.customer_id = b.customer_id order by seq desc limit 1) l on true
    where l.balance <> b.balance`,
    ),
  );
  add(
    'bill total / written-off ≠ its fees',
    await rows(
      db,
      sql`
    select b.bill_no, b.total, b.written_off, sum(bf.value) as fees, sum(bf.written_off) as fees_written
    from fms_bill b join fms_bill_fee bf on bf.bill_id = b.id
    group by b.id having b.total <> sum(bf.value) or b.written_off <> sum(bf.written_off) or b.fee_count <> count(*)`,
    ),
  );
  add(
    'bill written-off ≠ live items',
    await rows(
      db,
      sql`
    select b.bill_no, b.written_off, coalesce(sum(i.value) filter (where w.cancel_time is null), 0) as items
    from fms_bill b left join fms_write_off_item i on i.bill_id = b.id left join fms_write_off w on w.id = i.write_off_id
    group by b.id having b.written_off <> coalesce(sum(i.value) filter (where w.cancel_time is null), 0)`,
    ),
  );
  add(
    'bill status or range',
    await rows(
      db,
      sql`
    select bill_no, total, written_off, status from fms_bill
    where written_off < 0 or written_off > total
      or status <> case when written_off = 0 then 0 when written_off = total then 20 else 10 end`,
    ),
  );
  add(
    'bill fee written-off out of range',
    await rows(
      db,
      sql`
    select id, value, written_off from fms_bill_fee
    where (value >= 0 and (written_off < 0 or written_off > value)) or (value < 0 and (written_off > 0 or written_off < value))`,
    ),
  );
  add(
    'fee on two open bills',
    await rows(
      db,
      sql`
    select bf.fee_id, count(*) from fms_bill_fee bf join fms_bill b on b.id = bf.bill_id
    where b.cancel_time is null group by bf.fee_id having count(*) > 1`,
    ),
  );
  add(
    'fee billed state ≠ open bill',
    await rows(
      db,
      sql`
    select f.id, f.status, f.bill_no, b.bill_no as open_bill from (
      select id, kind, status, bill_no, 'lms' as fee_kind from lms_waybill_fee
      union all select id, kind, status, bill_no, 'pds' from pds_waybill_fee) f
    left join fms_bill_fee bf on bf.fee_id = f.id and bf.fee_kind = f.fee_kind and exists (select 1 from fms_bill x where x.id = bf.bill_id and x.cancel_time is null)
    left join fms_bill b on b.id = bf.bill_id
    where f.kind = 'customer' and ((f.status >= 20) <> (b.id is not null) or coalesce(f.bill_no, '') <> coalesce(b.bill_no, '')
      or (b.id is not null and (f.status = 30) <> (bf.written_off = bf.value)))`,
    ),
  );
  add(
    'receipt written-off / refunded ≠ its items / refunds',
    await rows(
      db,
      sql`
    select c.charge_no, c.written_off, c.refunded,
      (select coalesce(sum(i.value), 0) from fms_write_off_item i join fms_write_off w on w.id = i.write_off_id
        where i.charge_id = c.id and w.cancel_time is null) as items,
      (select coalesce(sum(r.value), 0) from fms_charge_refund r where r.charge_id = c.id and r.cancel_time is null) as refunds
    from fms_charge_bill c
    where c.written_off <> (select coalesce(sum(i.value), 0) from fms_write_off_item i join fms_write_off w on w.id = i.write_off_id
        where i.charge_id = c.id and w.cancel_time is null)
      or c.refunded <> (select coalesce(sum(r.value), 0) from fms_charge_refund r where r.charge_id = c.id and r.cancel_time is null)
      or (c.status = 10 and c.settled_value - c.written_off - c.refunded < 0)
      or (c.status <> 10 and (c.written_off <> 0 or c.refunded <> 0))`,
    ),
  );
  return out;
}

/** The expected balance of a customer from its documents alone (not from its flows). */
export async function balanceFromDocuments(db: Db, customerId: string): Promise<Decimal> {
  const [r] = await rows<{ v: string }>(
    db,
    sql`
    select (coalesce((select initial_balance from customer where id = ${customerId}), 0)
      - coalesce((select sum(total) from fms_bill where customer_id = ${customerId} and cancel_time is null), 0)
      + coalesce((select sum(settled_value) from fms_charge_bill where customer_id = ${customerId} and status = 10), 0)
      - coalesce((select sum(r.value) from fms_charge_refund r join fms_charge_bill c on c.id = r.charge_id
          where c.customer_id = ${customerId} and r.cancel_time is null), 0))::text as v`,
  );
  return new Decimal(r!.v);
}
