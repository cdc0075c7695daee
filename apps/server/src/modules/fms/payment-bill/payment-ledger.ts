import {
  allocateWriteOff,
  billStatusOf,
  FeeStatus,
  PAYMENT_BILL_ACTION_LABELS,
  PAYMENT_BILL_STATUS_LABELS,
  PaymentBillStatus,
  type PaymentBillStatusValue,
  paymentExchange,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { fmsAgentBill, fmsAgentBillFee } from '#modules/fms/agent-bill/index.ts';
import type { CancelledBill } from '#modules/fms/bill/index.ts';
import { lmsWaybillFee } from '#modules/fms/fee/index.ts';
import { cancelExchange, postExchange } from '#modules/fms/income-expense/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import {
  fmsPaymentBillBill,
  fmsPaymentBill as pb,
  fmsPaymentWriteOffItem as pwi,
  fmsPaymentWriteOff as pwo,
} from './payment-bill.schema.ts';

export type PaymentRow = typeof pb.$inferSelect;
export type AgentBillRow = typeof fmsAgentBill.$inferSelect;

/** Record type of payment bills in the business log. */
export const PAYMENT_BILL_ENTITY = 'fmsPaymentBill';

/** The payment bill's agent and currency, read before its transaction locks the agent's balance. */
export async function paymentHead(db: Db, id: string) {
  const [row] = await db.select({ agentId: pb.agentId, currency: pb.currency }).from(pb).where(eq(pb.id, id));
  if (!row) throw dataNotExist();
  return row;
}

/** Locks a payment bill (`FOR UPDATE`) and refuses it unless its status is one of `allowed`. */
export async function lockPayment(
  tx: Db,
  id: string,
  action: keyof typeof PAYMENT_BILL_ACTION_LABELS,
  allowed: readonly PaymentBillStatusValue[],
): Promise<PaymentRow> {
  const [row] = await tx.select().from(pb).where(eq(pb.id, id)).for('update');
  if (!row) throw dataNotExist();
  if (!allowed.includes(row.status))
    throw new BizError('paymentBillWrongStatus', [
      row.paymentNo,
      { label: PAYMENT_BILL_STATUS_LABELS[row.status] },
      { label: PAYMENT_BILL_ACTION_LABELS[action] },
    ]);
  return row;
}

/** An agent bill on a payment bill not yet paid nor cancelled is not cancelled (its cancel guard). */
export async function refusePaymentListedBillCancel(tx: Db, bill: CancelledBill) {
  if (bill.kind !== 'agent') return;
  const [on] = await tx
    .select({ paymentNo: pb.paymentNo })
    .from(fmsPaymentBillBill)
    .innerJoin(pb, eq(pb.id, fmsPaymentBillBill.paymentBillId))
    .where(
      and(
        eq(fmsPaymentBillBill.billId, bill.id),
        inArray(pb.status, [PaymentBillStatus.applied, PaymentBillStatus.approved]),
      ),
    )
    .limit(1);
  if (on) throw new BizError('agentBillOnPaymentBill', [bill.billNo, on.paymentNo]);
}

/** Locks agent bills in id order; each must exist, be the agent's and not cancelled. */
export async function lockAgentBills(tx: Db, agentId: string, ids: readonly string[]) {
  if (!ids.length) return [];
  const rows = await tx
    .select()
    .from(fmsAgentBill)
    .where(inArray(fmsAgentBill.id, [...ids]))
    .orderBy(asc(fmsAgentBill.id))
    .for('update');
  if (rows.length !== new Set(ids).size) throw dataNotExist();
  for (const bill of rows) {
    if (bill.agentId !== agentId) throw new BizError('paymentBillOtherAgent', [bill.billNo]);
    if (bill.cancelTime) throw new BizError('billAlreadyCancelled', [bill.billNo]);
  }
  return rows;
}

export const unwrittenOf = (bill: { total: string; writtenOff: string }) =>
  new Decimal(bill.total).minus(bill.writtenOff);

/**
 * Moves agent bill fees' written-off amounts by `parts`; their fee rows follow (30 when covered), with
 * their exchange loss moved by each part × (pay rate − bill rate) and the pay rate kept.
 */
async function applyAgentFeeCoverage(
  tx: Db,
  parts: ReadonlyMap<string, string>,
  now: Date,
  rates: { billRate: string; payRate: string },
) {
  if (!parts.size) return;
  const values = sql.join(
    [...parts].map(([id, v]) => sql`(${id}::uuid, ${v}::numeric)`),
    sql`, `,
  );
  const lossPerUnit = new Decimal(rates.payRate).minus(rates.billRate).toString();
  await tx.execute(sql`
    with change(id, value) as (values ${values}),
    moved as (
      update ${fmsAgentBillFee} bf set written_off = bf.written_off + change.value
      from change where bf.id = change.id
      returning bf.fee_id, bf.value, bf.written_off, change.value as part
    )
    update ${lmsWaybillFee} f set
      write_off_value = moved.written_off,
      exchange_loss = f.exchange_loss + round(moved.part * ${lossPerUnit}::numeric, 2),
      exchange_loss_rate = case when moved.written_off = 0 then null else ${rates.payRate}::numeric end,
      status = case when moved.written_off = moved.value then ${FeeStatus.writtenOff}::smallint else ${FeeStatus.billed}::smallint end,
      write_off_time = case when moved.written_off = moved.value then ${now.toISOString()}::timestamptz else null end
    from moved where f.id = moved.fee_id`);
}

/**
 * Writes off `value` of a locked agent bill from a payment paid at `payRate`: credits first, then
 * positive fees oldest first (as customer write-offs); the exchange difference against the bill's
 * rate is recorded and posted to income and expense. Answers the gain (+) or loss (−).
 */
export async function writeOffAgentBill(
  tx: Db,
  ctx: AuthedContext,
  payment: PaymentRow,
  bill: AgentBillRow,
  value: Decimal,
  payRate: string,
  at: Date,
): Promise<Decimal> {
  const owed = unwrittenOf(bill);
  if (value.gt(owed)) throw new BizError('writeOffTooMuch', [value.toFixed(2), bill.billNo, owed.toFixed(2)]);
  const fees = await tx
    .select({ id: fmsAgentBillFee.id, value: fmsAgentBillFee.value, writtenOff: fmsAgentBillFee.writtenOff })
    .from(fmsAgentBillFee)
    .where(eq(fmsAgentBillFee.billId, bill.id))
    .orderBy(asc(fmsAgentBillFee.belongTime), asc(fmsAgentBillFee.id));
  const parts = allocateWriteOff(fees, value);
  const gain = paymentExchange(value, bill.rate, payRate);
  const [wo] = await tx
    .insert(pwo)
    .values({
      paymentBillId: payment.id,
      billId: bill.id,
      value: value.toFixed(2),
      billRate: bill.rate,
      payRate,
      exchangeGainLoss: gain.toFixed(2),
      writeOffTime: at,
      createdAt: ctx.now,
      ...actorOf(ctx),
    })
    .returning({ id: pwo.id });
  await tx
    .insert(pwi)
    .values([...parts].map(([billFeeId, v]) => ({ writeOffId: wo!.id, billFeeId, value: v })));
  await applyAgentFeeCoverage(tx, parts, ctx.now, { billRate: bill.rate, payRate });
  const writtenOff = new Decimal(bill.writtenOff).plus(value);
  await tx
    .update(fmsAgentBill)
    .set({ writtenOff: writtenOff.toFixed(2), status: billStatusOf(bill.total, writtenOff) })
    .where(eq(fmsAgentBill.id, bill.id));
  bill.writtenOff = writtenOff.toFixed(2);
  await postExchange(tx, ctx, { id: wo!.id, no: payment.paymentNo }, gain, at);
  return gain;
}

/**
 * Cancels every live write-off of a payment (its bills locked in id order): the fees and bills owe
 * it again and each write-off's exchange entry is cancelled with it.
 */
export async function undoPaymentWriteOffs(tx: Db, ctx: AuthedContext, payment: PaymentRow) {
  const live = await tx
    .select()
    .from(pwo)
    .where(and(eq(pwo.paymentBillId, payment.id), isNull(pwo.cancelTime)));
  if (!live.length) return;
  const bills = await lockAgentBillsAny(tx, [...new Set(live.map((w) => w.billId))]);
  const items = await tx
    .select({ writeOffId: pwi.writeOffId, billFeeId: pwi.billFeeId, value: pwi.value })
    .from(pwi)
    .where(
      inArray(
        pwi.writeOffId,
        live.map((w) => w.id),
      ),
    );
  for (const w of live) {
    const back = new Map<string, Decimal>();
    for (const i of items.filter((x) => x.writeOffId === w.id))
      back.set(i.billFeeId, (back.get(i.billFeeId) ?? new Decimal(0)).minus(i.value));
    await applyAgentFeeCoverage(tx, new Map([...back].map(([id, v]) => [id, v.toFixed(2)])), ctx.now, w);
  }
  for (const bill of bills) {
    const back = live.filter((w) => w.billId === bill.id).reduce((s, w) => s.plus(w.value), new Decimal(0));
    const writtenOff = new Decimal(bill.writtenOff).minus(back);
    await tx
      .update(fmsAgentBill)
      .set({ writtenOff: writtenOff.toFixed(2), status: billStatusOf(bill.total, writtenOff) })
      .where(eq(fmsAgentBill.id, bill.id));
  }
  for (const w of live) {
    await tx.update(pwo).set({ cancelTime: ctx.now }).where(eq(pwo.id, w.id));
    await cancelExchange(tx, ctx, w.id);
  }
}

async function lockAgentBillsAny(tx: Db, ids: readonly string[]) {
  return tx
    .select()
    .from(fmsAgentBill)
    .where(inArray(fmsAgentBill.id, [...ids]))
    .orderBy(asc(fmsAgentBill.id))
    .for('update');
}
