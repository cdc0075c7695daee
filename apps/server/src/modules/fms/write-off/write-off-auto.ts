import { BillStatus } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { fmsBill } from '#modules/fms/bill/index.ts';
import { fmsChargeBill, unmatchedOf } from '#modules/fms/charge-bill/index.ts';
import { lockBalance } from '#modules/fms/ledger/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { writeOffIn } from './write-off-make.service.ts';

/**
 * Automatic write-off (customer field "auto write-off on receipt"): a receipt just confirmed pays the
 * customer's oldest open bills, as far as it reaches. Runs in the confirming transaction.
 */
export async function autoWriteOff(tx: Db, ctx: AuthedContext, customerId: string, chargeId: string) {
  const [c] = await tx
    .select({ auto: customer.autoWriteOff })
    .from(customer)
    .where(eq(customer.id, customerId));
  if (!c?.auto) return;
  const [charge] = await tx.select().from(fmsChargeBill).where(eq(fmsChargeBill.id, chargeId));
  let left = charge ? unmatchedOf(charge) : new Decimal(0);
  if (left.lte(0)) return;
  const bills = await tx
    .select({ id: fmsBill.id, total: fmsBill.total, writtenOff: fmsBill.writtenOff })
    .from(fmsBill)
    .where(
      and(
        eq(fmsBill.customerId, customerId),
        isNull(fmsBill.cancelTime),
        inArray(fmsBill.status, [BillStatus.waitPay, BillStatus.partPay]),
      ),
    )
    .orderBy(asc(fmsBill.billTime), asc(fmsBill.billNo));
  const items: { billId: string; value: string }[] = [];
  for (const b of bills) {
    if (left.lte(0)) break;
    const take = Decimal.min(left, new Decimal(b.total).minus(b.writtenOff));
    if (take.lte(0)) continue;
    items.push({ billId: b.id, value: take.toFixed(2) });
    left = left.minus(take);
  }
  if (!items.length) return;
  await writeOffIn(tx, ctx, await lockBalance(tx, ctx, customerId), chargeId, items);
}
