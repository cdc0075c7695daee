import { DEFAULT_CURRENCY, type FeeSummary, MONEY_SCALE } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { assertWaybillInScope, lmsWaybill } from '../../lms/waybill/index.ts';
import { lmsWaybillFee } from './fee.schema.ts';
import { staffOnly } from './fee-access.ts';

/**
 * `lms/fee/summary`: a waybill's customer fees and agent fees in the local currency (Σ
 * conversionValue of the rows not deleted) and the profit = customer − agent. Staff only.
 */
export async function feeSummary(ctx: AuthedContext, waybillId: string): Promise<FeeSummary> {
  staffOnly(ctx);
  const [w] = await ctx.db.select({ id: lmsWaybill.id }).from(lmsWaybill).where(eq(lmsWaybill.id, waybillId));
  if (!w) throw dataNotExist();
  await assertWaybillInScope(ctx, w.id);
  const rows = await ctx.db
    .select({
      kind: lmsWaybillFee.kind,
      total: sql<string>`coalesce(sum(${lmsWaybillFee.conversionValue}), 0)::text`,
      errors: sql<number>`count(${lmsWaybillFee.calErrorMsg})::int`,
    })
    .from(lmsWaybillFee)
    .where(and(eq(lmsWaybillFee.waybillId, w.id), eq(lmsWaybillFee.isDeleted, false)))
    .groupBy(lmsWaybillFee.kind);
  const of = (kind: string) => rows.find((r) => r.kind === kind);
  const customer = new Decimal(of('customer')?.total ?? 0);
  const agent = new Decimal(of('agent')?.total ?? 0);
  return {
    currency: DEFAULT_CURRENCY,
    customerTotal: customer.toFixed(MONEY_SCALE),
    agentTotal: agent.toFixed(MONEY_SCALE),
    profit: customer.minus(agent).toFixed(MONEY_SCALE),
    customerErrors: of('customer')?.errors ?? 0,
    agentErrors: of('agent')?.errors ?? 0,
  };
}
