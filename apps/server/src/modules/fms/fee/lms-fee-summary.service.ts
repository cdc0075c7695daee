import {
  feeProfit,
  LMS_FEE_PERMISSIONS,
  type LmsFeeSummaryPage,
  type LmsFeeSummaryPayload,
  type LmsFeeSummaryRow,
  MONEY_SCALE,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { type SQL, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { lmsWaybillFee as f } from '#modules/fms/fee/fee.schema.ts';
import { feeList } from '#modules/fms/fee/fee-access.ts';
import { lmsWaybill as w } from '#modules/lms/waybill/index.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { rowCount } from '#platform/http/search.ts';
import { dataScopeWhere } from '#platform/permissions/data-scope.service.ts';
import { matchedFees, requireFeePermission } from './lms-fee-search.service.ts';

/**
 * The fee summary by waybill (`fms/lmsFee/summary`): the waybills holding a fee row of `kind` that
 * matches the criteria, one row each with the customer and agent fee totals in the base currency
 * (`conversionValue`), the row counts and the profit. One statement: the total, then the page's
 * waybills, each summed by a lateral over its own fee rows (only the page's rows are summed).
 */
export function summaryStatement(input: LmsFeeSummaryPayload, dataScope?: SQL): SQL {
  const offset = (input.page - 1) * input.size;
  return sql`with hits as materialized (
      select distinct ${f.waybillId} as "waybillId" ${matchedFees(input.kind, { ...input, sort: [] }, dataScope)}),
    counted as (select count(*)::int as "total" from hits)
    select counted."total", page.* from counted left join lateral (
      select ${w.id} as "waybillId", ${w.waybillNo} as "waybillNo", ${w.customerNo} as "customerNo",
        ${w.receiveTime} as "receiveTime", ${customer.code} as "customerCode", ${customer.name} as "customerName",
        s."customerFeeTotal", s."customerFeeCount", s."agentFeeTotal", s."agentFeeCount"
      from (select ${w.id} as "id" from hits join ${w} on ${w.id} = hits."waybillId"
        order by ${w.receiveTime} desc nulls last, ${w.id} desc limit ${input.size} offset ${offset}) p
      join ${w} on ${w.id} = p."id"
      left join ${customer} on ${customer.id} = ${w.customerId}
      cross join lateral (select
          coalesce(sum(${f.conversionValue}) filter (where ${f.kind} = 'customer'), 0)::text as "customerFeeTotal",
          (count(*) filter (where ${f.kind} = 'customer'))::int as "customerFeeCount",
          coalesce(sum(${f.conversionValue}) filter (where ${f.kind} = 'agent'), 0)::text as "agentFeeTotal",
          (count(*) filter (where ${f.kind} = 'agent'))::int as "agentFeeCount"
        from ${f} where ${f.waybillId} = p."id" and not ${f.isDeleted}) s
      order by ${w.receiveTime} desc nulls last, ${w.id} desc) page on true`;
}

const money = (v: unknown) => new Decimal(String(v ?? 0)).toFixed(MONEY_SCALE);
const iso = (v: unknown) =>
  v === null || v === undefined ? null : new Date(v as string | Date).toISOString();

/**
 * A page of the summary by waybill. Needs the list permission of `kind`; a side whose list the
 * caller may not see is answered as null, and so is the profit then.
 */
export async function feeSummary(
  ctx: AuthedContext,
  input: LmsFeeSummaryPayload,
): Promise<LmsFeeSummaryPage> {
  requireFeePermission(ctx, input.kind, 'list');
  const seesCustomer = ctx.auth.permissions.has(LMS_FEE_PERMISSIONS.customer.list);
  const seesAgent = ctx.auth.permissions.has(LMS_FEE_PERMISSIONS.agent.list);
  const result = (await ctx.db.execute(
    summaryStatement(input, await dataScopeWhere(ctx, feeList)),
  )) as unknown as {
    rows: Record<string, unknown>[];
  };
  const rows = result.rows;
  const records = rows
    .filter((r) => r.waybillId !== null && r.waybillId !== undefined)
    .map(
      (r): LmsFeeSummaryRow => ({
        waybillId: String(r.waybillId),
        waybillNo: String(r.waybillNo),
        customerNo: (r.customerNo as string | null) ?? null,
        customerCode: (r.customerCode as string | null) ?? null,
        customerName: (r.customerName as string | null) ?? null,
        receiveTime: iso(r.receiveTime),
        customerFeeTotal: seesCustomer ? money(r.customerFeeTotal) : null,
        customerFeeCount: seesCustomer ? Number(r.customerFeeCount) : null,
        agentFeeTotal: seesAgent ? money(r.agentFeeTotal) : null,
        agentFeeCount: seesAgent ? Number(r.agentFeeCount) : null,
        profit:
          seesCustomer && seesAgent ? feeProfit(money(r.customerFeeTotal), money(r.agentFeeTotal)) : null,
      }),
    );
  return { records, total: rowCount(rows[0]?.total), page: input.page, size: input.size };
}
