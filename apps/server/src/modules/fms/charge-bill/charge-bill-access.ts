import {
  CHARGE_BILL_ACTION_LABELS,
  CHARGE_BILL_STATUS_LABELS,
  type ChargeBillStatusValue,
} from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { fmsChargeBill as cb } from './charge-bill.schema.ts';

export type ChargeRow = typeof cb.$inferSelect;

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
  action: keyof typeof CHARGE_BILL_ACTION_LABELS,
  allowed: readonly ChargeBillStatusValue[],
): Promise<ChargeRow> {
  const [row] = await tx.select().from(cb).where(eq(cb.id, id)).for('update');
  if (!row) throw dataNotExist();
  if (!allowed.includes(row.status)) {
    throw new BizError('chargeWrongStatus', [
      row.chargeNo,
      { label: CHARGE_BILL_STATUS_LABELS[row.status] },
      { label: CHARGE_BILL_ACTION_LABELS[action] },
    ]);
  }
  return row;
}
