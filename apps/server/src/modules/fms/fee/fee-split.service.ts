import { type FeeSplitPayload, FeeStatus, splitAmount, splitBasisOf } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { inArray } from 'drizzle-orm';
import { assertMonthsOpen } from '#modules/fms/lock-record/index.ts';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { lmsWaybill, lockWaybills } from '../../lms/waybill/index.ts';
import { lmsWaybillFee } from './fee.schema.ts';
import { converted, created, FEE_ENTITY, rateToLocal, staffOnly } from './fee-access.ts';

/**
 * `lms/fee/split` (back-office §3 "Fee", split types): one amount shared over waybills by a basis
 * (`splitAmount`: to the cent, the remainder on the last waybill, in the order the numbers were
 * given) and written as one manual fee row per waybill, all or nothing.
 */
export async function splitFee(ctx: AuthedContext, input: FeeSplitPayload) {
  staffOnly(ctx);
  const nos = [...new Set(input.waybillNos)];
  const found = await ctx.db
    .select({ id: lmsWaybill.id, waybillNo: lmsWaybill.waybillNo })
    .from(lmsWaybill)
    .where(inArray(lmsWaybill.waybillNo, nos));
  const idOf = new Map(found.map((f) => [f.waybillNo, f.id]));
  const missing = nos.filter((n) => !idOf.has(n));
  if (missing.length) throw new BizError('feeWaybillsNotFound', [missing.slice(0, 20).join(', ')]);
  return ctx.db.transaction(async (tx) => {
    const locked = new Map((await lockWaybills(tx, ctx, [...idOf.values()])).map((w) => [w.waybillNo, w]));
    const waybills = nos.map((n) => locked.get(n)!);
    const bases = waybills.map((w) => splitBasisOf(w, input.splitType));
    const shares = splitAmount(input.amount, bases);
    if (!shares) throw new BizError('feeSplitNoBasis');
    await assertMonthsOpen(tx, [ctx.now]);
    const rate = await rateToLocal(tx, ctx, input.currency);
    const total = Decimal.sum(...bases);
    const rows = await tx
      .insert(lmsWaybillFee)
      .values(
        waybills.map((w, i) => ({
          waybillId: w.id,
          kind: input.kind,
          partyId: input.kind === 'customer' ? w.customerId : w.deliveryAgentId,
          subjectName: input.subjectName,
          value: shares[i]!,
          currency: input.currency,
          exchangeRate: rate.toString(),
          conversionValue: converted(shares[i]!, rate),
          formula: `${input.amount} × ${bases[i]!.toString()} ÷ ${total.toString()} = ${shares[i]!} (${input.splitType})`,
          isManual: true,
          status: FeeStatus.estimated,
          belongTime: ctx.now,
          ...created(ctx),
        })),
      )
      .returning({ id: lmsWaybillFee.id, waybillId: lmsWaybillFee.waybillId, value: lmsWaybillFee.value });
    await writeBusinessLog(
      tx,
      ctx,
      rows.map((r, i) => ({
        entity: FEE_ENTITY,
        entityId: r.id,
        action: 'split',
        customerId: waybills[i]!.customerId,
        after: {
          subjectName: input.subjectName,
          value: r.value,
          currency: input.currency,
          splitType: input.splitType,
        },
      })),
    );
    return { rows: rows.map((r, i) => ({ waybillNo: waybills[i]!.waybillNo, id: r.id, value: r.value })) };
  });
}
