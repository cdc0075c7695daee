import type { writeOffSearchPayload } from '@freightdesk/domain';
import { and, desc, eq, ilike, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { customer } from '#modules/crm/customer/index.ts';
import { fmsBill } from '#modules/fms/bill/index.ts';
import { fmsChargeBill } from '#modules/fms/charge-bill/index.ts';
import { receivableScope } from '#modules/fms/ledger/index.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { fmsWriteOffItem as wi, fmsWriteOff as wo } from './write-off.schema.ts';

/** Write-offs as a scoped list: made by a staff user, belonging to their customer. */
export const writeOffList = defineScopedList('fmsWriteOff', { owner: wo.createdBy, customer: wo.customerId });

/** `fms/writeOff/search`: newest first, each with what it matched (per bill and receipt). */
export async function searchWriteOffs(ctx: AuthedContext, input: z.output<typeof writeOffSearchPayload>) {
  const c = input.criteria;
  const where = and(
    await receivableScope(ctx, writeOffList, wo.customerId),
    c.customerId ? eq(wo.customerId, c.customerId) : undefined,
    c.code ? ilike(wo.code, likePattern(c.code)) : undefined,
    c.cancelled === undefined ? undefined : c.cancelled ? isNotNull(wo.cancelTime) : isNull(wo.cancelTime),
    c.billId ? sql`${wo.id} in (select write_off_id from ${wi} where bill_id = ${c.billId})` : undefined,
    c.chargeId
      ? sql`${wo.id} in (select write_off_id from ${wi} where charge_id = ${c.chargeId})`
      : undefined,
  );
  const rows = await ctx.db
    .select({ wo, customerCode: customer.code, count: sql`count(*) over ()` })
    .from(wo)
    .innerJoin(customer, eq(customer.id, wo.customerId))
    .where(where)
    .orderBy(desc(wo.writeOffTime), desc(wo.code))
    .limit(input.size)
    .offset(pageOffset(input));
  const ids = rows.map((r) => r.wo.id);
  const items = ids.length
    ? await ctx.db
        .select({
          writeOffId: wi.writeOffId,
          billId: wi.billId,
          billNo: fmsBill.billNo,
          chargeId: wi.chargeId,
          chargeNo: fmsChargeBill.chargeNo,
          value: sql<string>`sum(${wi.value})::numeric(18,2)::text`,
        })
        .from(wi)
        .innerJoin(fmsBill, eq(fmsBill.id, wi.billId))
        .innerJoin(fmsChargeBill, eq(fmsChargeBill.id, wi.chargeId))
        .where(inArray(wi.writeOffId, ids))
        .groupBy(wi.writeOffId, wi.billId, fmsBill.billNo, wi.chargeId, fmsChargeBill.chargeNo)
        .orderBy(fmsBill.billNo, fmsChargeBill.chargeNo)
    : [];
  const records = rows.map(({ wo: w, customerCode }) => ({
    ...w,
    customerCode,
    items: items.filter((i) => i.writeOffId === w.id).map(({ writeOffId: _, ...i }) => i),
  }));
  return pageOf(records, rowCount(rows[0]?.count), input);
}
