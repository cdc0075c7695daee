import {
  checkDrawerId,
  isFeeVisibleToCustomer,
  type WaybillFeeRow,
  type waybillFeesQuery,
} from '@freightdesk/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { readSysConfig } from '#modules/settings/system/index.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { isCustomerUser, lmsWaybill, waybillDataScope, waybillScope } from '../../lms/waybill/index.ts';
import { lmsWaybillFee } from './fee.schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type FeeRow = typeof lmsWaybillFee.$inferSelect;
const iso = (d: Date | null) => (d ? d.toISOString() : null);

function feeOut(f: FeeRow): WaybillFeeRow {
  return {
    id: f.id,
    waybillId: f.waybillId,
    kind: f.kind,
    subjectName: f.subjectName,
    value: f.value,
    formula: f.formula,
    currency: f.currency,
    exchangeRate: f.exchangeRate,
    conversionValue: f.conversionValue,
    discount: f.discount,
    sysValue: f.sysValue,
    isManual: f.isManual,
    status: f.status,
    isCheck: f.isCheck,
    supplementCount: f.supplementCount,
    fuelSurchargeRate: f.fuelSurchargeRate,
    belongTime: iso(f.belongTime),
    calErrorMsg: f.calErrorMsg,
    billNo: f.billNo,
    isCarryOver: f.isCarryOver,
    writeOffValue: f.writeOffValue,
    writeOffTime: iso(f.writeOffTime),
    createAt: f.createdAt.toISOString(),
    createByName: f.createdByName,
  };
}

/**
 * The customer fees of a waybill for the drawer's fees tab: staff see every customer fee; a
 * customer user only fees of its own waybills, and only rows visible per DESIGN.md §5 (billed or
 * checked, or all with `finance.showFeesBeforeBilled`). Agent fees are never answered here.
 */
export async function waybillCustomerFees(
  ctx: AuthedContext,
  q: z.output<typeof waybillFeesQuery>,
): Promise<WaybillFeeRow[]> {
  const noId = checkDrawerId(q.id);
  if (noId) throw new BizError(noId.key, noId.params);
  if (!UUID.test(q.id!)) throw dataNotExist();
  const [w] = await ctx.db
    .select({ id: lmsWaybill.id })
    .from(lmsWaybill)
    .where(and(eq(lmsWaybill.id, q.id!), waybillScope(ctx), await waybillDataScope(ctx)));
  if (!w) throw dataNotExist();
  const rows = await ctx.db
    .select()
    .from(lmsWaybillFee)
    .where(
      and(
        eq(lmsWaybillFee.waybillId, w.id),
        eq(lmsWaybillFee.kind, 'customer'),
        eq(lmsWaybillFee.isDeleted, false),
      ),
    )
    .orderBy(asc(lmsWaybillFee.createdAt), asc(lmsWaybillFee.subjectName));
  if (!isCustomerUser(ctx)) return rows.map(feeOut);
  const showAll = await readSysConfig(ctx.runtime, 'finance.showFeesBeforeBilled', ctx.now);
  return rows.filter((f) => isFeeVisibleToCustomer(f, showAll)).map(feeOut);
}
