import {
  discountRowIssue,
  FeeStatus,
  normalizeDiscountRow,
  normalizeNegotiatePriceRow,
} from '@freightdesk/domain';
import { and, desc, eq, gte, notExists } from 'drizzle-orm';
import { lmsWaybillFee } from '#modules/fms/fee/index.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { EntityRules } from '#platform/entity/entity-runtime.ts';
import { BizError } from '#platform/http/errors.ts';

/**
 * Discount rows: subjects default to freight, the value fits the mode (`discountRowIssue`, also on
 * each import row). The pricing reference data kept per process is read from this table, so a write
 * is applied by the next quote or fee calculation of this process (`kept-data.ts`).
 */
export const discountRules: EntityRules = {
  normalize: normalizeDiscountRow,
  check: (values) => {
    const issue = discountRowIssue(values);
    return issue ? { fields: [issue.field], error: new BizError(issue.failure.key) } : undefined;
  },
  importExample: async () => ({ mode: 'discount', value: '0.85', subjects: ['freight'], effectiveTo: null }),
};

/** The latest waybill none of whose customer fees is billed (the template's example). */
export async function unbilledWaybillNo(db: Db): Promise<string | undefined> {
  const billed = db
    .select({ id: lmsWaybillFee.id })
    .from(lmsWaybillFee)
    .where(and(eq(lmsWaybillFee.waybillId, lmsWaybill.id), gte(lmsWaybillFee.status, FeeStatus.billed)));
  const [w] = await db
    .select({ no: lmsWaybill.waybillNo })
    .from(lmsWaybill)
    .where(notExists(billed))
    .orderBy(desc(lmsWaybill.orderTime))
    .limit(1);
  return w?.no;
}

/**
 * Negotiated price rows: the waybill exists and none of its customer fees is billed yet (a billed
 * bill is not re-priced); the subject defaults to freight.
 */
export const negotiatePriceRules: EntityRules = {
  normalize: normalizeNegotiatePriceRow,
  importExample: async (ctx) => ({ waybillNo: (await unbilledWaybillNo(ctx.db)) ?? '', subject: 'freight' }),
  check: async (values, { tx }) => {
    const no = String(values.waybillNo ?? '')
      .trim()
      .toUpperCase();
    const [w] = await tx.select({ id: lmsWaybill.id }).from(lmsWaybill).where(eq(lmsWaybill.waybillNo, no));
    if (!w) return { fields: ['waybillNo'], error: new BizError('negotiateWaybillNotFound', [no]) };
    const [billed] = await tx
      .select({ id: lmsWaybillFee.id })
      .from(lmsWaybillFee)
      .where(
        and(
          eq(lmsWaybillFee.waybillId, w.id),
          eq(lmsWaybillFee.kind, 'customer'),
          gte(lmsWaybillFee.status, FeeStatus.billed),
        ),
      )
      .limit(1);
    return billed
      ? { fields: ['waybillNo'], error: new BizError('negotiateWaybillBilled', [no]) }
      : undefined;
  },
};
