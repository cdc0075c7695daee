import {
  type WeightConfirmPage,
  type WeightConfirmRow,
  WeightConfirmStatus,
  type WeightConfirmTab,
  type weightConfirmPayload,
  type weightConfirmSearchPayload,
  type weightRejectPayload,
} from '@freightdesk/domain';
import { and, desc, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { customer } from '#modules/crm/customer/index.ts';
import {
  isCustomerUser,
  lmsWaybill as w,
  waybillAction,
  waybillDataScope,
  waybillScope,
} from '#modules/lms/waybill/index.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { pageOf, pageOffset } from '#platform/http/search.ts';

type SearchInput = z.output<typeof weightConfirmSearchPayload>;

/**
 * Weight confirmation (spec §2 `lms/weight-confirm`, §4 counts): the customer confirms or rejects the
 * charge weight re-weighed in the warehouse. Tabs: waiting (status waitConfirm),
 * denied (3), confirmed (2), warning (confirmation 4, or a waybill in the receive-warning status).
 * A customer user only ever sees and answers its own customer's waybills.
 */
const TAB_CONDITION: Record<WeightConfirmTab, SQL> = {
  waiting: eq(w.status, 'waitConfirm'),
  denied: eq(w.weightConfirmStatus, WeightConfirmStatus.rejected),
  confirmed: eq(w.weightConfirmStatus, WeightConfirmStatus.confirmed),
  warning: or(eq(w.weightConfirmStatus, WeightConfirmStatus.warning), eq(w.status, 'warning'))!,
};

/** The criteria (number, customer for staff, receive time) within the caller's reach. */
function criteriaTerms(ctx: AuthedContext, c: SearchInput['criteria']): SQL | undefined {
  return and(
    waybillScope(ctx),
    c.no ? or(eq(w.waybillNo, c.no), eq(w.customerNo, c.no), eq(w.trackNo, c.no)) : undefined,
    c.customerId && !isCustomerUser(ctx) ? eq(w.customerId, c.customerId) : undefined,
    c.receiveTime ? gte(w.receiveTime, c.receiveTime[0]) : undefined,
    c.receiveTime ? lte(w.receiveTime, c.receiveTime[1]) : undefined,
  );
}

async function tabCounts(
  ctx: AuthedContext,
  where: SQL | undefined,
): Promise<Record<WeightConfirmTab, number>> {
  const count = (tab: WeightConfirmTab) =>
    sql<number>`count(*) filter (where ${TAB_CONDITION[tab]})`.mapWith(Number);
  const [row] = await ctx.db
    .select({
      waiting: count('waiting'),
      denied: count('denied'),
      confirmed: count('confirmed'),
      warning: count('warning'),
    })
    .from(w)
    .where(and(where, or(...Object.values(TAB_CONDITION))));
  return row ?? { waiting: 0, denied: 0, confirmed: 0, warning: 0 };
}

/** `lms/weightConfirm/search`: the tab's page (order and receive weights side by side) and every tab's count. */
export async function searchWeightConfirm(
  ctx: AuthedContext,
  input: SearchInput,
): Promise<WeightConfirmPage> {
  const where = and(criteriaTerms(ctx, input.criteria), await waybillDataScope(ctx));
  const rows = await ctx.db
    .select({
      id: w.id,
      waybillNo: w.waybillNo,
      customerNo: w.customerNo,
      customerCode: customer.code,
      customerName: customer.name,
      status: w.status,
      weightConfirmStatus: w.weightConfirmStatus,
      weightRejectReason: w.weightRejectReason,
      pieceCount: w.pieceCount,
      orderActualWeight: w.orderActualWeight,
      orderVolumeWeight: w.orderVolumeWeight,
      orderChargeWeight: w.orderChargeWeight,
      receiveActualWeight: w.receiveActualWeight,
      receiveVolumeWeight: w.receiveVolumeWeight,
      receivableRealChargeWeight: w.receivableRealChargeWeight,
      receiveTime: w.receiveTime,
      weightConfirmTime: w.weightConfirmTime,
    })
    .from(w)
    .leftJoin(customer, eq(customer.id, w.customerId))
    .where(and(where, TAB_CONDITION[input.tab]))
    .orderBy(desc(w.receiveTime), desc(w.id))
    .limit(input.size)
    .offset(pageOffset(input));
  const counts = await tabCounts(ctx, where);
  const records: WeightConfirmRow[] = rows.map((r) => ({
    ...r,
    receiveTime: r.receiveTime?.toISOString() ?? null,
    weightConfirmTime: r.weightConfirmTime?.toISOString() ?? null,
  }));
  return { ...pageOf(records, counts[input.tab], input), counts };
}

/** `lms/weightConfirm/confirm`: the customer (or customer service for it) accepts the charge weight. */
export function confirmWeights(ctx: AuthedContext, input: z.output<typeof weightConfirmPayload>) {
  return waybillAction(ctx, { ids: input.ids, action: 'confirmWeight' });
}

/** `lms/weightConfirm/reject`: rejects the charge weight; the reason is required. */
export function rejectWeights(ctx: AuthedContext, input: z.output<typeof weightRejectPayload>) {
  return waybillAction(ctx, { ids: input.ids, action: 'rejectWeight', reason: input.reason });
}
