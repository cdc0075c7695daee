import { RETURN_SCREEN, type ReturnSearchPayload } from '@freightdesk/domain';
import { and, desc, eq, gte, lte, type SQL, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { lmsWaybillFee } from '#modules/fms/fee/index.ts';
import { isCustomerUser, lmsWaybill as w, waybillDataScope } from '#modules/lms/waybill/index.ts';
import { noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { lmsWaybillReturn as r, lmsWaybillReturnFee as rf } from './return.schema.ts';

/** The sum of a register's live fees of one side, per currency joined ("12.00 RMB"). */
const feeTotal = (kind: 'customer' | 'agent') =>
  sql<string>`coalesce((select string_agg(t.v || ' ' || t.c, ', ' order by t.c) from (
    select sum(${lmsWaybillFee.value})::text as v, ${lmsWaybillFee.currency} as c
    from ${lmsWaybillFee} join ${rf} on ${rf.feeId} = ${lmsWaybillFee.id}
    where ${rf.returnId} = ${r.id} and ${lmsWaybillFee.kind} = ${kind} and not ${lmsWaybillFee.isDeleted}
    group by ${lmsWaybillFee.currency}) t), '')`;

/** `lms/waybillReturn/search`: the registers of one kind (the caller needs that kind's screen). */
export async function searchReturns(ctx: AuthedContext, input: ReturnSearchPayload) {
  const c = input.criteria;
  if (isCustomerUser(ctx) || !ctx.auth.permissions.has(RETURN_SCREEN[c.kind])) throw noPermission();
  const where: (SQL | undefined)[] = [
    eq(r.kind, c.kind),
    await waybillDataScope(ctx),
    c.status !== undefined ? eq(r.status, c.status) : undefined,
    c.customerId ? eq(r.customerId, c.customerId) : undefined,
    c.createdBy ? eq(r.createdBy, c.createdBy) : undefined,
    c.returnTime ? gte(r.returnTime, c.returnTime[0]) : undefined,
    c.returnTime ? lte(r.returnTime, c.returnTime[1]) : undefined,
    c.waybillNo ? eq(w.waybillNo, c.waybillNo) : undefined,
  ];
  const rows = await ctx.db
    .select({
      id: r.id,
      kind: r.kind,
      waybillId: r.waybillId,
      waybillNo: w.waybillNo,
      customerId: r.customerId,
      customerCode: customer.code,
      customerName: customer.name,
      returnNo: r.returnNo,
      reason: r.reason,
      returnTime: r.returnTime,
      status: r.status,
      customerFeeTotal: feeTotal('customer'),
      agentFeeTotal: feeTotal('agent'),
      createdAt: r.createdAt,
      createdByName: r.createdByName,
      cancelledAt: r.cancelledAt,
      total: sql`count(*) over ()`,
    })
    .from(r)
    .innerJoin(w, eq(w.id, r.waybillId))
    .leftJoin(customer, eq(customer.id, r.customerId))
    .where(and(...where))
    .orderBy(desc(r.returnTime), desc(r.id))
    .limit(input.size)
    .offset(pageOffset(input));
  return pageOf(
    rows.map(({ total: _t, ...row }) => row),
    rowCount(rows[0]?.total),
    input,
  );
}
