import { type BillSearchPayload, DEFAULT_CURRENCY } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, desc, eq, gte, ilike, inArray, isNotNull, isNull, lt, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { feeLines } from '#modules/fms/fee/index.ts';
import { receivableScope } from '#modules/fms/ledger/index.ts';
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

type FeeRow = {
  id: string;
  fee_id: string;
  bill_type: number;
  waybill_no: string;
  country_code: string | null;
  subject_name: string;
  original_value: string;
  original_currency: string;
  value: string;
  written_off: string;
  belong_time: string | Date | null;
};

/**
 * The fees of a bill by belong time (at most `limit`), whatever their fee kind, with their waybill
 * (or parcel), its bill type and destination.
 */
export async function billFeeRows(ctx: AuthedContext, billId: string, limit: number) {
  const result = await ctx.db.execute(sql`
    select bf.id, bf.fee_id, l.bill_type, l.waybill_no, l.country_code, l.subject_name,
      l.value::text as original_value, l.currency as original_currency, bf.value::text as value,
      bf.written_off::text as written_off, bf.belong_time
    from ${bf} bf join (${feeLines()}) l on l.kind = bf.fee_kind and l.id = bf.fee_id
    where bf.bill_id = ${billId}
    order by bf.belong_time asc, bf.id asc
    limit ${limit}`);
  return (result as unknown as { rows: FeeRow[] }).rows.map((r) => ({
    id: r.id,
    feeId: r.fee_id,
    billType: Number(r.bill_type),
    waybillNo: r.waybill_no,
    countryCode: r.country_code,
    subjectName: r.subject_name,
    originalValue: r.original_value,
    originalCurrency: r.original_currency,
    value: r.value,
    writtenOff: r.written_off,
    belongTime: r.belong_time === null ? null : new Date(r.belong_time),
  }));
}

/** A bill's fees grouped by one of the fee lines' columns: count and sum per key. */
async function groupedFees(ctx: AuthedContext, billId: string, key: 'country_code' | 'subject_name') {
  const result = await ctx.db.execute(sql`
    select coalesce(${sql.raw(`l.${key}`)}, '') as key, count(*)::int as fee_count,
      sum(bf.value)::numeric(18,2)::text as value
    from ${bf} bf join (${feeLines()}) l on l.kind = bf.fee_kind and l.id = bf.fee_id
    where bf.bill_id = ${billId}
    group by 1 order by 1`);
  return (result as unknown as { rows: { key: string; fee_count: number; value: string }[] }).rows.map(
    (r) => ({ key: r.key, feeCount: Number(r.fee_count), value: r.value }),
  );
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
  const [byCountry, bySubject] = await Promise.all([
    groupedFees(ctx, bill.id, 'country_code'),
    groupedFees(ctx, bill.id, 'subject_name'),
  ]);
  return { ...recordOf(bill), localCurrency: DEFAULT_CURRENCY, fees, byCountry, bySubject };
}
