import { CHARGE_BILL_STATUS_LABELS, type ChargeBillStatusValue, type Message } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { fmsChargeBill as cb } from './charge-bill.schema.ts';

export type ChargeRow = typeof cb.$inferSelect;

const ACTION_LABELS: Record<string, Message> = {
  confirm: { 'zh-CN': '确认', 'en-US': 'confirmed', 'vi-VN': 'xác nhận' },
  reject: { 'zh-CN': '驳回', 'en-US': 'rejected', 'vi-VN': 'từ chối' },
  cancel: { 'zh-CN': '取消', 'en-US': 'cancelled', 'vi-VN': 'hủy' },
  cancelConfirm: { 'zh-CN': '取消确认', 'en-US': 'unconfirmed', 'vi-VN': 'hủy xác nhận' },
  refund: { 'zh-CN': '退款', 'en-US': 'refunded', 'vi-VN': 'hoàn tiền' },
  claim: { 'zh-CN': '认领', 'en-US': 'claimed', 'vi-VN': 'nhận' },
};

/** The customer of a receipt (read without a lock: the balance row is locked first, then the receipt). */
export async function chargeHead(ctx: AuthedContext, id: string) {
  const [row] = await ctx.db
    .select({ customerId: cb.customerId, chargeNo: cb.chargeNo })
    .from(cb)
    .where(eq(cb.id, id));
  if (!row) throw dataNotExist();
  return row;
}

/** Locks a receipt (`FOR UPDATE`) and refuses it unless its status is one of `allowed`. */
export async function lockCharge(
  tx: Db,
  id: string,
  action: keyof typeof ACTION_LABELS,
  allowed: readonly ChargeBillStatusValue[],
): Promise<ChargeRow> {
  const [row] = await tx.select().from(cb).where(eq(cb.id, id)).for('update');
  if (!row) throw dataNotExist();
  if (!allowed.includes(row.status)) {
    throw new BizError('chargeWrongStatus', [
      row.chargeNo,
      { label: CHARGE_BILL_STATUS_LABELS[row.status] },
      { label: ACTION_LABELS[action]! },
    ]);
  }
  return row;
}
