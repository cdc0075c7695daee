import { type BillSearchPayload, DEFAULT_CURRENCY } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { lmsWaybillFee as f } from '#modules/fms/fee/index.ts';
import { receivableScope } from '#modules/fms/ledger/index.ts';
import { lmsWaybill as w } from '#modules/lms/waybill/index.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { fmsBill as b, fmsBillFee as bf } from './bill.schema.ts';

/** Statement bills as a scoped list: made by a staff user, belonging to their customer. */
export const billList = defineScopedList('fmsBill', { owner: b.createdBy, customer: b.customerId });

/** How many fees a bill detail lists (the groupings and totals always cover all of them). */
export const BILL_DETAIL_FEES = 1000;

const columns = {
  id: b.id,
  billNo: b.billNo,
  customerId: b.customerId,
  customerCode: customer.code,
  customerName: customer.name,
  billTime: b.billTime,
  periodFrom: b.periodFrom,
  periodTo: b.periodTo,
  feeCount: b.feeCount,
  total: b.total,
  totalLocal: b.totalLocal,
  writtenOff: b.writtenOff,
  currency: b.currency,
  status: b.status,
  remark: b.remark,
  cancelTime: b.cancelTime,
  createdByName: b.createdByName,
  rate: b.rate,
};
const recordOf = <R extends { total: string; writtenOff: string }>(r: R) => ({
  ...r,
  unwritten: new Decimal(r.total).minus(r.writtenOff).toFixed(2),
});

/** `fms/bill/search`: newest first; cancelled bills only when `cancelled` is asked. */
export async function searchBills(ctx: AuthedContext, input: BillSearchPayload) {
  const c = input.criteria;
  const where = and(
    await receivableScope(ctx, billList, b.customerId),
    c.customerId ? eq(b.customerId, c.customerId) : undefined,
    c.status?.length ? inArray(b.status, c.status as never[]) : undefined,
    c.billNo ? ilike(b.billNo, likePattern(c.billNo)) : undefined,
    c.cancelled ? isNotNull(b.cancelTime) : isNull(b.cancelTime),
    c.billTime ? and(gte(b.billTime, c.billTime[0]), lt(b.billTime, c.billTime[1])) : undefined,
  );
  const rows = await ctx.db
    .select({ ...columns, count: sql`count(*) over ()` })
    .from(b)
    .innerJoin(customer, eq(customer.id, b.customerId))
    .where(where)
    .orderBy(desc(b.billTime), desc(b.billNo))
    .limit(input.size)
    .offset(pageOffset(input));
  return pageOf(
    rows.map(({ count: _, rate: __, ...r }) => recordOf(r)),
    rowCount(rows[0]?.count),
    input,
  );
}

/** The fees of a bill by belong time (at most `limit`), with their waybill and destination. */
export function billFeeRows(ctx: AuthedContext, billId: string, limit: number) {
  return ctx.db
    .select({
      id: bf.id,
      feeId: bf.feeId,
      waybillNo: w.waybillNo,
      countryCode: w.destination,
      subjectName: f.subjectName,
      originalValue: f.value,
      originalCurrency: f.currency,
      value: bf.value,
      writtenOff: bf.writtenOff,
      belongTime: bf.belongTime,
    })
    .from(bf)
    .innerJoin(f, eq(f.id, bf.feeId))
    .innerJoin(w, eq(w.id, f.waybillId))
    .where(eq(bf.billId, billId))
    .orderBy(asc(bf.belongTime), asc(bf.id))
    .limit(limit);
}

/** `fms/bill/detail`: the bill, its first fees by belong time and its groupings by country and subject. */
export async function billDetail(ctx: AuthedContext, input: { id: string }) {
  const [bill] = await ctx.db
    .select(columns)
    .from(b)
    .innerJoin(customer, eq(customer.id, b.customerId))
    .where(and(eq(b.id, input.id), await receivableScope(ctx, billList, b.customerId)));
  if (!bill) throw dataNotExist();
  const fees = await billFeeRows(ctx, bill.id, BILL_DETAIL_FEES);
  const group = (key: typeof w.destination | typeof f.subjectName) =>
    ctx.db
      .select({
        key: sql<string>`coalesce(${key}, '')`,
        feeCount: sql<number>`count(*)::int`,
        value: sql<string>`sum(${bf.value})::numeric(18,2)::text`,
      })
      .from(bf)
      .innerJoin(f, eq(f.id, bf.feeId))
      .innerJoin(w, eq(w.id, f.waybillId))
      .where(eq(bf.billId, bill.id))
      .groupBy(key)
      .orderBy(key);
  const [byCountry, bySubject] = await Promise.all([group(w.destination), group(f.subjectName)]);
  return { ...recordOf(bill), localCurrency: DEFAULT_CURRENCY, fees, byCountry, bySubject };
}
