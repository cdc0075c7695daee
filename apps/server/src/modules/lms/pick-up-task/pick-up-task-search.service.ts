import {
  PICK_UP_TASK_STATUSES,
  type PickUpTaskGroup,
  type PickUpTaskSearchCriteria,
  type pickUpTaskSearchPayload,
} from '@freightdesk/domain';
import { and, count, desc, eq, gte, ilike, inArray, lte, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { customer } from '#modules/crm/customer/index.ts';
import { isCustomerUser, lmsWaybill } from '#modules/lms/waybill/index.ts';
import { vehicleTable } from '#modules/settings/index.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset } from '#platform/http/search.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { lmsPickUpTask as p } from './pick-up-task.schema.ts';

const NO_CUSTOMER = '00000000-0000-0000-0000-000000000000';

/** Pick-up tasks as a scoped list: owned by their creator, belonging to their customer. */
export const pickUpTaskList = defineScopedList('lmsPickUpTask', {
  owner: p.createdBy,
  customer: p.customerId,
});

/** The tasks a caller may reach: a customer user only its own customer's, staff all. */
export function pickUpTaskScope(ctx: AuthedContext): SQL | undefined {
  return isCustomerUser(ctx) ? eq(p.customerId, ctx.auth.customerId ?? NO_CUSTOMER) : undefined;
}

/** WHERE of the criteria (without the status when `withStatus` is false: the tab counts). */
async function where(ctx: AuthedContext, c: PickUpTaskSearchCriteria, withStatus: boolean) {
  const waybillMatch = c.waybillNo
    ? sql`${p.waybillIds} && array(select ${lmsWaybill.id} from ${lmsWaybill} where ${lmsWaybill.waybillNo} = ${c.waybillNo})::uuid[]`
    : undefined;
  return and(
    pickUpTaskScope(ctx),
    await dataScopeWhere(ctx, pickUpTaskList),
    c.taskNo ? ilike(p.taskNo, likePattern(c.taskNo)) : undefined,
    waybillMatch,
    c.customerId && !isCustomerUser(ctx) ? eq(p.customerId, c.customerId) : undefined,
    withStatus && c.status ? eq(p.status, c.status) : undefined,
    c.plannedTime
      ? and(gte(p.plannedTime, c.plannedTime[0]), lte(p.plannedTime, c.plannedTime[1]))
      : undefined,
  );
}

/** Pick-up task list (`lms/pickUpTask/search`): page of tasks, newest first, with customer, vehicle and waybill numbers. */
export async function searchPickUpTasks(ctx: AuthedContext, input: z.output<typeof pickUpTaskSearchPayload>) {
  const rows = await ctx.db
    .select({
      task: p,
      customerCode: customer.code,
      customerName: customer.name,
      plateNo: vehicleTable.plateNo,
      waybillNos: sql<
        string[]
      >`array(select ${lmsWaybill.waybillNo} from ${lmsWaybill} where ${lmsWaybill.id} = any(${p.waybillIds}) order by ${lmsWaybill.waybillNo})`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(p)
    .leftJoin(customer, eq(customer.id, p.customerId))
    .leftJoin(vehicleTable, eq(vehicleTable.id, p.vehicleId))
    .where(await where(ctx, input.criteria, true))
    .orderBy(desc(p.createdAt), desc(p.taskNo))
    .limit(input.size)
    .offset(pageOffset(input));
  let total = rows[0]?.total ?? 0;
  if (!rows.length && input.page > 1) {
    const [n] = await ctx.db
      .select({ n: count() })
      .from(p)
      .where(await where(ctx, input.criteria, true));
    total = n?.n ?? 0;
  }
  const records = rows.map((r) => ({
    ...r.task,
    customerCode: r.customerCode,
    customerName: r.customerName,
    plateNo: r.plateNo as string | null,
    waybillNos: r.waybillNos,
  }));
  return pageOf(records, total, input);
}

/** Tab counts (`lms/pickUpTask/statusGroup`): all and one per status, for the criteria without the status. */
export async function pickUpTaskStatusGroup(
  ctx: AuthedContext,
  criteria: PickUpTaskSearchCriteria,
): Promise<Record<PickUpTaskGroup, number>> {
  const rows = await ctx.db
    .select({ status: p.status, n: count() })
    .from(p)
    .where(await where(ctx, criteria, false))
    .groupBy(p.status);
  const counts = Object.fromEntries(PICK_UP_TASK_STATUSES.map((s) => [s, 0])) as Record<
    PickUpTaskGroup,
    number
  >;
  let all = 0;
  for (const r of rows) {
    counts[r.status] = r.n;
    all += r.n;
  }
  return { ...counts, all };
}

/** The tasks with the given ids in the caller's reach (for the write services). */
export const tasksInScope = (ctx: AuthedContext, ids: string[]) =>
  and(inArray(p.id, ids), pickUpTaskScope(ctx));
