import {
  type AdvanceRow,
  ChargeBillStatus,
  type PaymentBillSearchPayload,
  PaymentBillStatus,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, asc, desc, eq, gt, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { fmsAgentBill } from '#modules/fms/agent-bill/index.ts';
import { fmsCashAccountTable as acc } from '#modules/fms/cash-account/index.ts';
import { fmsChargeBill as cb, chargeList } from '#modules/fms/charge-bill/index.ts';
import { agentTable } from '#modules/settings/index.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import {
  fmsPaymentBillBill as link,
  fmsPaymentBill as pb,
  fmsPaymentWriteOff as pwo,
} from './payment-bill.schema.ts';

/** Payment bills as a scoped list: applied by a staff user (agents belong to no customer). */
export const paymentBillList = defineScopedList('fmsPaymentBill', { owner: pb.createdBy });

const columns = {
  id: pb.id,
  paymentNo: pb.paymentNo,
  agentId: pb.agentId,
  agentCode: sql<string>`${agentTable.code}`,
  agentName: sql<string>`${agentTable.name}`,
  value: pb.value,
  currency: pb.currency,
  rate: sql<string>`${pb.rate}::text`,
  localValue: pb.localValue,
  payeeAccount: pb.payeeAccount,
  expectedPayTime: pb.expectedPayTime,
  fileIds: pb.fileIds,
  status: pb.status,
  paidValue: pb.paidValue,
  writtenOff: pb.writtenOff,
  exchangeGainLoss: pb.exchangeGainLoss,
  billNos: sql<string[]>`coalesce((select array_agg(b.bill_no order by b.bill_no) from ${link} l
    join ${fmsAgentBill} b on b.id = l.bill_id where l.payment_bill_id = ${pb.id}), '{}')`,
  appliedTime: pb.appliedTime,
  approvedTime: pb.approvedTime,
  cashAccountId: pb.cashAccountId,
  cashAccountName: sql<string | null>`${acc.name}`,
  payTime: pb.payTime,
  cancelTime: pb.cancelTime,
  remark: pb.remark,
  createdByName: pb.createdByName,
};
type Row = { value: string; paidValue: string; writtenOff: string; rate: string };
const record = <R extends Row>(r: R) => ({
  ...r,
  rate: new Decimal(r.rate).toString(),
  unpaidValue: new Decimal(r.value).minus(r.paidValue).toFixed(2),
  unmatched: new Decimal(r.paidValue).minus(r.writtenOff).toFixed(2),
});

function rows(ctx: AuthedContext, where: SQL | undefined) {
  return ctx.db
    .select({ ...columns, count: sql`count(*) over ()` })
    .from(pb)
    .innerJoin(agentTable, eq(agentTable.id, pb.agentId))
    .leftJoin(acc, eq(acc.id, pb.cashAccountId))
    .where(where)
    .orderBy(desc(pb.appliedTime), desc(pb.paymentNo));
}

/** `fms/paymentBill/search`: the caller's data scope, newest first. */
export async function searchPaymentBills(ctx: AuthedContext, input: PaymentBillSearchPayload) {
  const c = input.criteria;
  const where = and(
    await dataScopeWhere(ctx, paymentBillList),
    c.agentId ? eq(pb.agentId, c.agentId) : undefined,
    c.status?.length ? inArray(pb.status, c.status as never[]) : undefined,
    c.paymentNo ? ilike(pb.paymentNo, likePattern(c.paymentNo)) : undefined,
    c.unmatched ? and(eq(pb.status, PaymentBillStatus.paid), gt(pb.paidValue, pb.writtenOff)) : undefined,
  );
  const found = await rows(ctx, where).limit(input.size).offset(pageOffset(input));
  return pageOf(
    found.map(({ count: _, ...r }) => record(r)),
    rowCount(found[0]?.count),
    input,
  );
}

/** `fms/paymentBill/detail`: one bill of the caller's scope with its agent bills and write-offs. */
export async function paymentBillDetail(ctx: AuthedContext, input: { id: string }) {
  const [row] = await rows(ctx, and(await dataScopeWhere(ctx, paymentBillList), eq(pb.id, input.id)));
  if (!row) throw dataNotExist();
  const { count: _, ...r } = row;
  const bills = await ctx.db
    .select({
      id: fmsAgentBill.id,
      billNo: fmsAgentBill.billNo,
      total: fmsAgentBill.total,
      writtenOff: fmsAgentBill.writtenOff,
      status: fmsAgentBill.status,
    })
    .from(link)
    .innerJoin(fmsAgentBill, eq(fmsAgentBill.id, link.billId))
    .where(eq(link.paymentBillId, input.id))
    .orderBy(asc(fmsAgentBill.billTime));
  const writeOffs = await ctx.db
    .select({
      id: pwo.id,
      billId: pwo.billId,
      billNo: fmsAgentBill.billNo,
      value: pwo.value,
      exchangeGainLoss: pwo.exchangeGainLoss,
      writeOffTime: pwo.writeOffTime,
      cancelTime: pwo.cancelTime,
    })
    .from(pwo)
    .innerJoin(fmsAgentBill, eq(fmsAgentBill.id, pwo.billId))
    .where(eq(pwo.paymentBillId, input.id))
    .orderBy(asc(pwo.writeOffTime), asc(pwo.id));
  return {
    ...record(r),
    bills: bills.map(({ writtenOff, ...b }) => ({
      ...b,
      unwritten: new Decimal(b.total).minus(writtenOff).toFixed(2),
    })),
    writeOffs,
  };
}

/**
 * `fms/paymentBill/advances`: advance payments (per agent, paid and not matched to bills, in the
 * caller's scope of payment bills) and advance collections (per customer, confirmed receipts not
 * written off or refunded, in the caller's scope of receipts).
 */
export async function paymentAdvances(ctx: AuthedContext) {
  const unmatched = sql<string>`sum(${pb.paidValue} - ${pb.writtenOff})::numeric(18,2)::text`;
  const payments = await ctx.db
    .select({
      partyId: pb.agentId,
      code: sql<string>`${agentTable.code}`,
      name: sql<string>`${agentTable.name}`,
      currency: pb.currency,
      count: sql<number>`count(*)::int`,
      value: unmatched,
    })
    .from(pb)
    .innerJoin(agentTable, eq(agentTable.id, pb.agentId))
    .where(
      and(
        await dataScopeWhere(ctx, paymentBillList),
        eq(pb.status, PaymentBillStatus.paid),
        gt(pb.paidValue, pb.writtenOff),
      ),
    )
    .groupBy(pb.agentId, agentTable.code, agentTable.name, pb.currency)
    .orderBy(desc(sql`sum(${pb.paidValue} - ${pb.writtenOff})`));
  const open = sql`${cb.settledValue} - ${cb.writtenOff} - ${cb.refunded}`;
  const collections = await ctx.db
    .select({
      partyId: sql<string>`${cb.customerId}`,
      code: customer.code,
      name: customer.name,
      currency: sql<string>`${cb.settlementCurrency}`,
      count: sql<number>`count(*)::int`,
      value: sql<string>`sum(${open})::numeric(18,2)::text`,
    })
    .from(cb)
    .innerJoin(customer, eq(customer.id, cb.customerId))
    .where(
      and(await dataScopeWhere(ctx, chargeList), eq(cb.status, ChargeBillStatus.confirmed), sql`${open} > 0`),
    )
    .groupBy(cb.customerId, customer.code, customer.name, cb.settlementCurrency)
    .orderBy(desc(sql`sum(${open})`));
  return { payments: payments as AdvanceRow[], collections: collections as AdvanceRow[] };
}
