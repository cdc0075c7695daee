import { BalanceFlowType, billStatusOf } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { fmsBill } from '#modules/fms/bill/index.ts';
import { fmsChargeBill } from '#modules/fms/charge-bill/index.ts';
import { lockBalance, postFlow, staffOnly, writeOffCancelled } from '#modules/fms/ledger/index.ts';
import { assertMonthsOpen } from '#modules/fms/lock-record/index.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { fmsWriteOff, fmsWriteOffItem } from './write-off.schema.ts';
import { feeExchanges, receiptRate } from './write-off-exchange.ts';
import { applyFeeCoverage } from './write-off-make.service.ts';

const sumBy = <T>(rows: readonly T[], key: (r: T) => string, value: (r: T) => string) => {
  const out = new Map<string, Decimal>();
  for (const r of rows) out.set(key(r), (out.get(key(r)) ?? new Decimal(0)).plus(value(r)));
  return out;
};

/**
 * `fms/writeOff/cancel`: gives back exactly what the write-off covered — its bills and fees owe it
 * again, its receipts hold it again — and posts flow 5. Locks the balance row, the write-off, then the
 * bills and receipts it touched (id order).
 */
export async function cancelWriteOff(ctx: AuthedContext, input: { id: string }) {
  staffOnly(ctx);
  const [head] = await ctx.db
    .select({ customerId: fmsWriteOff.customerId })
    .from(fmsWriteOff)
    .where(eq(fmsWriteOff.id, input.id));
  if (!head) throw dataNotExist();
  return ctx.db.transaction(async (tx) => {
    const account = await lockBalance(tx, ctx, head.customerId);
    const [wo] = await tx.select().from(fmsWriteOff).where(eq(fmsWriteOff.id, input.id)).for('update');
    if (!wo) throw dataNotExist();
    if (wo.cancelTime) throw new BizError('writeOffAlreadyCancelled', [wo.code]);
    await assertMonthsOpen(tx, [wo.writeOffTime, ctx.now]);
    const items = await tx.select().from(fmsWriteOffItem).where(eq(fmsWriteOffItem.writeOffId, wo.id));
    const byBill = sumBy(
      items,
      (i) => i.billId,
      (i) => i.value,
    );
    const byCharge = sumBy(
      items,
      (i) => i.chargeId,
      (i) => i.value,
    );
    const byFee = sumBy(
      items,
      (i) => i.billFeeId,
      (i) => i.value,
    );
    const bills = await tx
      .select()
      .from(fmsBill)
      .where(inArray(fmsBill.id, [...byBill.keys()]))
      .orderBy(asc(fmsBill.id))
      .for('update');
    const charges = await tx
      .select({
        id: fmsChargeBill.id,
        settledValue: fmsChargeBill.settledValue,
        localValue: fmsChargeBill.localValue,
      })
      .from(fmsChargeBill)
      .where(inArray(fmsChargeBill.id, [...byCharge.keys()]))
      .orderBy(asc(fmsChargeBill.id))
      .for('update');
    // the fees' exchange losses go back by what these very pieces carried
    const exchanges = new Map(
      [
        ...feeExchanges(
          items.map((i) => ({ ...i, value: new Decimal(i.value).negated().toFixed(2) })),
          new Map(charges.map((c) => [c.id, receiptRate(c)])),
          new Map(bills.map((b) => [b.id, b.rate])),
        ),
      ].map(([id, x]) => [id, { loss: x.loss, rate: null }]),
    );
    await applyFeeCoverage(
      tx,
      new Map([...byFee].map(([id, v]) => [id, v.negated().toFixed(2)])),
      ctx.now,
      exchanges,
    );
    for (const bill of bills) {
      const writtenOff = new Decimal(bill.writtenOff).minus(byBill.get(bill.id)!);
      await tx
        .update(fmsBill)
        .set({ writtenOff: writtenOff.toFixed(2), status: billStatusOf(bill.total, writtenOff) })
        .where(eq(fmsBill.id, bill.id));
    }
    for (const [id, value] of byCharge) {
      await tx
        .update(fmsChargeBill)
        .set({ writtenOff: sql`${fmsChargeBill.writtenOff} - ${value.toFixed(2)}::numeric` })
        .where(eq(fmsChargeBill.id, id));
    }
    await tx.update(fmsWriteOff).set({ cancelTime: ctx.now }).where(eq(fmsWriteOff.id, wo.id));
    await postFlow(tx, ctx, account, {
      type: BalanceFlowType.writeOffCancel,
      value: new Decimal(wo.value),
      relatedId: wo.id,
      relatedNo: wo.code,
    });
    await writeOffCancelled(tx, ctx, head.customerId, { id: wo.id, code: wo.code, value: wo.value });
    return null;
  });
}
