import {
  AGE_BUCKETS,
  type AgeMode,
  ageOf,
  type BillAgeRow,
  type BillAgeSearchPayload,
  BillStatus,
  bucketOf,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, eq, isNull, lt, ne } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { fmsBill as b, billList } from '#modules/fms/bill/index.ts';
import { receivableScope, staffOnly } from '#modules/fms/ledger/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/** Open bills (not cancelled, not fully written off) of the caller's data scope. */
async function openBills(ctx: AuthedContext, filter: { customerId?: string; financeUserId?: string }) {
  return ctx.db
    .select({
      id: b.id,
      billNo: b.billNo,
      billTime: b.billTime,
      currency: b.currency,
      total: b.total,
      writtenOff: b.writtenOff,
      customerId: b.customerId,
      customerCode: customer.code,
      customerName: customer.name,
      financeUserId: customer.receivableFinanceUserId,
      financeUserName: appUser.name,
    })
    .from(b)
    .innerJoin(customer, eq(customer.id, b.customerId))
    .leftJoin(appUser, eq(appUser.id, customer.receivableFinanceUserId))
    .where(
      and(
        await receivableScope(ctx, billList, b.customerId),
        isNull(b.cancelTime),
        ne(b.status, BillStatus.fullPay),
        lt(b.writtenOff, b.total),
        filter.customerId ? eq(b.customerId, filter.customerId) : undefined,
        filter.financeUserId ? eq(customer.receivableFinanceUserId, filter.financeUserId) : undefined,
      ),
    )
    .orderBy(b.billTime);
}

const zeroBuckets = (mode: AgeMode) =>
  Object.fromEntries(AGE_BUCKETS[mode].map((k) => [k.key, new Decimal(0)])) as Record<string, Decimal>;

/**
 * `fms/billAge/search`: per customer (or per receivable finance person and currency), the unwritten
 * amount of its open bills by age bucket and in total, largest total first.
 */
export async function searchBillAge(ctx: AuthedContext, input: BillAgeSearchPayload) {
  staffOnly(ctx);
  const { mode, groupBy, customerId, financeUserId } = input.criteria;
  const bills = await openBills(ctx, { customerId, financeUserId });
  const groups = new Map<
    string,
    Omit<BillAgeRow, 'buckets' | 'total'> & { buckets: Record<string, Decimal>; total: Decimal }
  >();
  for (const bill of bills) {
    const byCustomer = groupBy === 'customer';
    const key = byCustomer ? bill.customerId : `${bill.financeUserId ?? '-'}:${bill.currency}`;
    let g = groups.get(key);
    if (!g) {
      g = {
        key,
        customerId: byCustomer ? bill.customerId : null,
        code: byCustomer ? bill.customerCode : null,
        name: byCustomer ? bill.customerName : (bill.financeUserName ?? null),
        currency: bill.currency,
        billCount: 0,
        buckets: zeroBuckets(mode),
        total: new Decimal(0),
      };
      groups.set(key, g);
    }
    const unwritten = new Decimal(bill.total).minus(bill.writtenOff);
    const bucket = bucketOf(mode, ageOf(mode, bill.billTime, ctx.now)).key;
    g.buckets[bucket] = g.buckets[bucket]!.plus(unwritten);
    g.total = g.total.plus(unwritten);
    g.billCount++;
  }
  const records = [...groups.values()]
    .sort(
      (x, y) => y.total.comparedTo(x.total) || (x.code ?? x.name ?? '').localeCompare(y.code ?? y.name ?? ''),
    )
    .map((g) => ({
      ...g,
      buckets: Object.fromEntries(Object.entries(g.buckets).map(([k, v]) => [k, v.toFixed(2)])),
      total: g.total.toFixed(2),
    }));
  return { mode, groupBy, records };
}

/** `fms/billAge/bills`: the open bills of a customer in one bucket, oldest first (a bucket of the other mode: none). */
export async function billAgeBills(
  ctx: AuthedContext,
  input: { customerId?: string; mode: AgeMode; bucket?: string },
) {
  staffOnly(ctx);
  if (!input.customerId) throw new BizError('balanceCustomerRequired');
  const bills = await openBills(ctx, { customerId: input.customerId });
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
