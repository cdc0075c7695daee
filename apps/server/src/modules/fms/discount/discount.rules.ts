import {
  discountRowIssue,
  FeeStatus,
  normalizeDiscountRow,
  normalizeNegotiatePriceRow,
} from '@freightdesk/domain';
import { and, eq, gte } from 'drizzle-orm';
import { forgetPriceReference } from '#modules/fms/price/price-reference.ts';
import { lmsWaybillFee } from '#modules/lms/fee/fee.schema.ts';
import { forgetFeeReference } from '#modules/lms/fee/fee-calculate.service.ts';
import { lmsWaybill } from '#modules/lms/waybill/waybill.schema.ts';
import type { EntityRules } from '#platform/entity/entity-runtime.ts';
import { BizError } from '#platform/http/errors.ts';

/**
 * Discount rows: subjects default to freight, the value fits the mode (`discountRowIssue`, also on
 * each import row). A write drops the cached reference data, so the next quote or fee calculation of
 * this process applies it at once (other processes within REFERENCE_TTL_MS).
 */
export const discountRules: EntityRules = {
  normalize: normalizeDiscountRow,
  check: (values) => {
    const issue = discountRowIssue(values);
    return issue ? { fields: [issue.field], error: new BizError(issue.failure.key) } : undefined;
  },
  afterWrite: (ctx) => {
    forgetPriceReference(ctx.db);
    forgetFeeReference(ctx.db);
  },
};

/**
 * Negotiated price rows: the waybill exists and none of its customer fees is billed yet (a billed
 * bill is not re-priced); the subject defaults to freight.
 */
export const negotiatePriceRules: EntityRules = {
  normalize: normalizeNegotiatePriceRow,
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
