import { FEE_API, LMS_FEE_API } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { customer } from '#modules/crm/customer/index.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { API, call } from './receivable-test-kit.ts';

/**
 * The operations of the receivable property tests (issue 15): each picks its documents by index among
 * the test customer's current ones, so a shrunk sequence still reads. Every operation goes through
 * the API; a refusal is an answer like any other (the invariants must hold either way).
 */
export type Op =
  | { op: 'addFee'; value: number; usd: boolean; confirm: boolean }
  | { op: 'supplement'; fee: number; amount: number }
  | { op: 'deleteFee'; fee: number }
  | { op: 'confirmFee'; fee: number; back: boolean }
  | { op: 'makeBill'; key: number }
  | { op: 'cancelBill'; bill: number }
  | { op: 'register'; value: number; usd: boolean; unclaimed: boolean; key: number }
  | { op: 'claim'; charge: number }
  | { op: 'confirm'; charge: number; key: number }
  | { op: 'reject'; charge: number }
  | { op: 'cancelCharge'; charge: number }
  | { op: 'cancelConfirm'; charge: number }
  | { op: 'refund'; charge: number; cents: number }
  | { op: 'cancelRefund'; charge: number }
  | { op: 'writeOff'; bill: number; charge: number | null; cents: number; key: number }
  | { op: 'cancelWriteOff'; writeOff: number };

const idx = fc.nat({ max: 20 });
const cents = fc.integer({ min: 1, max: 60_000 });
const key = fc.integer({ min: 1, max: 3 });
export const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    arbitrary: fc.record({
      op: fc.constant('addFee' as const),
      value: fc.integer({ min: -5_000, max: 50_000 }).filter((v) => v !== 0),
      usd: fc.boolean(),
      confirm: fc.boolean(),
    }),
    weight: 5,
  },
  fc.record({
    op: fc.constant('supplement' as const),
    fee: idx,
    amount: fc.integer({ min: -2_000, max: 5_000 }).filter((v) => v !== 0),
  }),
  fc.record({ op: fc.constant('deleteFee' as const), fee: idx }),
  {
    arbitrary: fc.record({ op: fc.constant('confirmFee' as const), fee: idx, back: fc.boolean() }),
    weight: 3,
  },
  { arbitrary: fc.record({ op: fc.constant('makeBill' as const), key }), weight: 3 },
  fc.record({ op: fc.constant('cancelBill' as const), bill: idx }),
  {
    arbitrary: fc.record({
      op: fc.constant('register' as const),
      value: cents,
      usd: fc.boolean(),
      unclaimed: fc.boolean(),
      key,
    }),
    weight: 2,
  },
  fc.record({ op: fc.constant('claim' as const), charge: idx }),
  { arbitrary: fc.record({ op: fc.constant('confirm' as const), charge: idx, key }), weight: 2 },
  fc.record({ op: fc.constant('reject' as const), charge: idx }),
  fc.record({ op: fc.constant('cancelCharge' as const), charge: idx }),
  fc.record({ op: fc.constant('cancelConfirm' as const), charge: idx }),
  fc.record({ op: fc.constant('refund' as const), charge: idx, cents }),
  fc.record({ op: fc.constant('cancelRefund' as const), charge: idx }),
  {
    arbitrary: fc.record({
      op: fc.constant('writeOff' as const),
      bill: idx,
      charge: fc.option(idx, { nil: null }),
      cents,
      key,
    }),
    weight: 3,
  },
  fc.record({ op: fc.constant('cancelWriteOff' as const), writeOff: idx }),
);

const money = (c: number) => new Decimal(c).div(100).toFixed(2);
const pick = <T>(list: readonly T[], i: number): T | undefined =>
  list.length ? list[i % list.length] : undefined;

/** A customer of its own (a copy of C0001 under a new code) with one waybill, per sequence. */
export async function newCustomer(db: Db, n: string, template: { customerId: string; waybillId: string }) {
  const [c] = await db.select().from(customer).where(eq(customer.id, template.customerId));
  const [w] = await db.select().from(lmsWaybill).where(eq(lmsWaybill.id, template.waybillId));
  const { id: _c, ...cRest } = c!;
  const [made] = await db
    .insert(customer)
    .values({ ...cRest, code: `P${n}`, name: `Property ${n}`, customerKey: null, customerKeyHash: null })
    .returning({ id: customer.id });
  const { id: _w, ...wRest } = w!;
  const [way] = await db
    .insert(lmsWaybill)
    .values({ ...wRest, waybillNo: `FDP${n}`, customerNo: null, trackNo: null, customerId: made!.id })
    .returning({ id: lmsWaybill.id });
  return { customerId: made!.id, waybillId: way!.id };
}

type Ids = { id: string }[];
const rows = async <T>(db: Db, q: ReturnType<typeof sql>) =>
  ((await db.execute(q)) as unknown as { rows: T[] }).rows;

/** Runs one operation for the customer; answers the envelope's code (0 done, else refused). */
export async function runOp(
  t: TestApp,
  token: string,
  who: { customerId: string; waybillId: string },
  op: Op,
  tag: string,
) {
  const db = t.database.db;
  const c = who.customerId;
  const as = { token };
  const fees = () =>
    rows<{ id: string }>(
      db,
      sql`select id from lms_waybill_fee where party_id = ${c} and kind = 'customer' and not is_deleted order by created_at, id`,
    );
  const bills = () =>
    rows<{ id: string }>(db, sql`select id from fms_bill where customer_id = ${c} order by bill_no`);
  const charges = () =>
    rows<{ id: string }>(
      db,
      sql`select id from fms_charge_bill where customer_id = ${c} or (customer_id is null and remark = ${c}) order by charge_no`,
    );
  const writeOffs = () =>
    rows<{ id: string }>(db, sql`select id from fms_write_off where customer_id = ${c} order by code`);
  const one = async (list: Promise<Ids>, i: number) => pick(await list, i)?.id;
  const skip = { code: -9 };
  switch (op.op) {
    case 'addFee': {
      const fee = {
        waybillId: who.waybillId,
        subjectName: 'freight',
        value: money(op.value),
        currency: op.usd ? 'USD' : 'RMB',
      };
      const added = await call(t, FEE_API.insert, fee, as);
      if (added.code !== 0 || !op.confirm) return added;
      return call(t, LMS_FEE_API.confirm, { kind: 'customer', ids: [added.data.id] }, as);
    }
    case 'supplement': {
      const id = await one(fees(), op.fee);
      return id
        ? call(t, FEE_API.supplement, { id, amount: money(op.amount), reason: 'property' }, as)
        : skip;
    }
    case 'deleteFee': {
      const id = await one(fees(), op.fee);
      return id ? call(t, FEE_API.delete, { ids: [id] }, as) : skip;
    }
    case 'confirmFee': {
      const id = await one(fees(), op.fee);
      return id
        ? call(t, op.back ? LMS_FEE_API.unconfirm : LMS_FEE_API.confirm, { kind: 'customer', ids: [id] }, as)
        : skip;
    }
    case 'makeBill':
      return call(
        t,
        API.bill.make,
        { customerId: c, from: '2000-01-01', to: '2100-01-01', requestKey: `property-${tag}-bill-${op.key}` },
        as,
      );
    case 'cancelBill': {
      const id = await one(bills(), op.bill);
      return id ? call(t, API.bill.cancel, { id }, as) : skip;
    }
    case 'register':
      return call(
        t,
        API.charge.register,
        {
          customerId: op.unclaimed ? undefined : c,
          value: money(op.value),
          currency: op.usd ? 'USD' : 'RMB',
          remark: c,
          requestKey: `property-${tag}-reg-${op.key}`,
        },
        as,
      );
    case 'claim': {
      const id = await one(charges(), op.charge);
      return id ? call(t, API.charge.claim, { id, customerId: c }, as) : skip;
    }
    case 'confirm': {
      const id = await one(charges(), op.charge);
      return id
        ? call(t, API.charge.confirm, { id, requestKey: `property-${tag}-confirm-${op.key}` }, as)
        : skip;
    }
    case 'reject': {
      const id = await one(charges(), op.charge);
      return id ? call(t, API.charge.reject, { id, reason: 'property' }, as) : skip;
    }
    case 'cancelCharge': {
      const id = await one(charges(), op.charge);
      return id ? call(t, API.charge.cancel, { id }, as) : skip;
    }
    case 'cancelConfirm': {
      const id = await one(charges(), op.charge);
      return id ? call(t, API.charge.cancelConfirm, { id }, as) : skip;
    }
    case 'refund': {
      const id = await one(charges(), op.charge);
      return id ? call(t, API.charge.refund, { id, value: money(op.cents), reason: 'property' }, as) : skip;
    }
    case 'cancelRefund': {
      const [r] = await rows<{ id: string }>(
        db,
        sql`select r.id from fms_charge_refund r join fms_charge_bill c on c.id = r.charge_id
        where c.customer_id = ${c} and r.cancel_time is null order by r.created_at limit 1`,
      );
      return r ? call(t, API.charge.cancelRefund, { id: r.id }, as) : skip;
    }
    case 'writeOff': {
      const billId = await one(bills(), op.bill);
      if (!billId) return skip;
      const chargeId = op.charge === null ? undefined : await one(charges(), op.charge);
      return call(
        t,
        API.writeOff.make,
        {
          customerId: c,
          chargeId,
          items: [{ billId, value: money(op.cents) }],
          requestKey: `property-${tag}-wo-${op.key}`,
        },
        as,
      );
    }
    case 'cancelWriteOff': {
      const id = await one(writeOffs(), op.writeOff);
      return id ? call(t, API.writeOff.cancel, { id }, as) : skip;
    }
  }
}

/**
 * The customer's money position recomputed from the documents alone (DESIGN §9): estimated balance =
 * balance + unconfirmed receipts − unbilled fees; available = estimated + credit line.
 */
export async function positionFromDocuments(db: Db, customerId: string, usdRate: string) {
  const [r] = await rows<{ unbilled: string; unconfirmed: string }>(
    db,
    sql`
    select
      (select coalesce(sum(case when currency = 'RMB' then value else conversion_value end), 0) from lms_waybill_fee
        where party_id = ${customerId} and kind = 'customer' and status in (0, 10) and not is_deleted)::text as unbilled,
      (select coalesce(sum(round(value * case when currency = 'RMB' then 1 else ${usdRate}::numeric end, 2)), 0)
        from fms_charge_bill where customer_id = ${customerId} and status = 0)::text as unconfirmed`,
  );
  return { unbilled: new Decimal(r!.unbilled), unconfirmed: new Decimal(r!.unconfirmed) };
}
