import {
  allocateWriteOff,
  BalanceFlowType,
  billStatusOf,
  ChargeBillStatus,
  FeeStatus,
  WRITE_OFF_API,
  WRITE_OFF_NUMBER_RULE,
  type WriteOffMakePayload,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { fmsBill, fmsBillFee } from '#modules/fms/bill/index.ts';
import { fmsChargeBill, unmatchedOf } from '#modules/fms/charge-bill/index.ts';
import { feeKinds } from '#modules/fms/fee/index.ts';
import {
  type LockedBalance,
  lockBalance,
  postFlow,
  receivableCustomer,
  staffOnly,
  writeOffMade,
} from '#modules/fms/ledger/index.ts';
import { assertMonthsOpen } from '#modules/fms/lock-record/index.ts';
import { takeNextNo } from '#modules/settings/numbering/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { oncePerRequestKey } from '#platform/request-key/request-key.ts';
import { fmsWriteOff, fmsWriteOffItem } from './write-off.schema.ts';
import { type FeeExchange, feeExchanges, receiptRate } from './write-off-exchange.ts';

type Charge = typeof fmsChargeBill.$inferSelect;
type Bill = typeof fmsBill.$inferSelect;
type Item = { billId: string; value: string };

/**
 * `fms/writeOff/make`: matches a confirmed receipt — or, without one, the customer's unmatched
 * confirmed receipts oldest first (never the credit line) — to bills (DESIGN §9). Locks the balance
 * row, then the bills (id order), then the receipts; refuses an item above what its bill still owes
 * and a total above what the receipts hold. Retry-safe with `requestKey`.
 */
export async function makeWriteOff(ctx: AuthedContext, input: WriteOffMakePayload) {
  staffOnly(ctx);
  let customerId: string;
  if (input.chargeId) {
    const [c] = await ctx.db
      .select({ customerId: fmsChargeBill.customerId, chargeNo: fmsChargeBill.chargeNo })
      .from(fmsChargeBill)
      .where(eq(fmsChargeBill.id, input.chargeId));
    if (!c) throw dataNotExist();
    if (!c.customerId) throw new BizError('chargeUnclaimed', [c.chargeNo]);
    customerId = c.customerId;
  } else customerId = await receivableCustomer(ctx, input.customerId);
  return oncePerRequestKey(ctx, WRITE_OFF_API.make.url, input.requestKey, async (tx) => {
    const account = await lockBalance(tx, ctx, customerId);
    return writeOffIn(tx, ctx, account, input.chargeId ?? null, input.items);
  });
}

/** The write-off itself, inside the caller's transaction with the customer's balance row locked. */
export async function writeOffIn(
  tx: Db,
  ctx: AuthedContext,
  account: LockedBalance,
  chargeId: string | null,
  items: readonly Item[],
) {
  await assertMonthsOpen(tx, [ctx.now]);
  const bills = await lockBills(tx, account.customerId, items);
  const charges = await lockCharges(tx, account.customerId, chargeId);
  const total = items.reduce((s, i) => s.plus(i.value), new Decimal(0));
  const available = charges.reduce((s, c) => s.plus(unmatchedOf(c)), new Decimal(0));
  if (total.gt(available)) throw new BizError('writeOffNoReceipt', [total.toFixed(2), available.toFixed(2)]);
  const code = await takeNextNo(tx, WRITE_OFF_NUMBER_RULE, ctx.now);
  const [wo] = await tx
    .insert(fmsWriteOff)
    .values({
      code,
      customerId: account.customerId,
      value: total.toFixed(2),
      currency: account.currency,
      writeOffTime: ctx.now,
      createdAt: ctx.now,
      ...actorOf(ctx),
    })
    .returning({ id: fmsWriteOff.id });
  const writeOffId = wo!.id;
  const left = new Map(charges.map((c) => [c.id, unmatchedOf(c)]));
  const drawn = new Map<string, Decimal>();
  let gainLoss = new Decimal(0);
  for (const item of items) {
    const bill = bills.get(item.billId)!;
    const pieces = drawFrom(charges, left, new Decimal(item.value));
    const rows = await coverBill(tx, ctx.now, writeOffId, bill, new Decimal(item.value), pieces);
    await tx.insert(fmsWriteOffItem).values(rows);
    for (const p of pieces) {
      drawn.set(p.charge.id, (drawn.get(p.charge.id) ?? new Decimal(0)).plus(p.value));
      gainLoss = gainLoss.plus(exchangeResult(p.charge, bill, p.value));
    }
  }
  for (const [id, value] of drawn) {
    await tx
      .update(fmsChargeBill)
      .set({ writtenOff: sql`${fmsChargeBill.writtenOff} + ${value.toFixed(2)}::numeric` })
      .where(eq(fmsChargeBill.id, id));
  }
  await tx
    .update(fmsWriteOff)
    .set({ exchangeGainLoss: gainLoss.toFixed(2) })
    .where(eq(fmsWriteOff.id, writeOffId));
  await postFlow(tx, ctx, account, {
    type: BalanceFlowType.writeOff,
    value: total,
    relatedId: writeOffId,
    relatedNo: code,
  });
  await writeOffMade(tx, ctx, account.customerId, { id: writeOffId, code, value: total.toFixed(2) });
  return { id: writeOffId, code };
}

/** The bills of the items, locked in id order; each open, the customer's, owing at least its item. */
async function lockBills(tx: Db, customerId: string, items: readonly Item[]) {
  const ids = items.map((i) => i.billId);
  const rows = await tx
    .select()
    .from(fmsBill)
    .where(inArray(fmsBill.id, ids))
    .orderBy(asc(fmsBill.id))
    .for('update');
  if (rows.length !== new Set(ids).size) throw dataNotExist();
  const bills = new Map(rows.map((b) => [b.id, b]));
  for (const item of items) {
    const bill = bills.get(item.billId)!;
    if (bill.customerId !== customerId) throw new BizError('writeOffOtherCustomer');
    if (bill.cancelTime) throw new BizError('billAlreadyCancelled', [bill.billNo]);
    const owed = new Decimal(bill.total).minus(bill.writtenOff);
    if (new Decimal(item.value).gt(owed))
      throw new BizError('writeOffTooMuch', [item.value, bill.billNo, owed.toFixed(2)]);
  }
  return bills;
}

/** The named receipt, or the customer's confirmed receipts with something unmatched, oldest first. */
async function lockCharges(tx: Db, customerId: string, chargeId: string | null): Promise<Charge[]> {
  const rows = await tx
    .select()
    .from(fmsChargeBill)
    .where(
      and(
        eq(fmsChargeBill.customerId, customerId),
        chargeId ? eq(fmsChargeBill.id, chargeId) : eq(fmsChargeBill.status, ChargeBillStatus.confirmed),
      ),
    )
    .orderBy(asc(fmsChargeBill.confirmTime), asc(fmsChargeBill.id))
    .for('update');
  if (chargeId) {
    const [c] = rows;
    if (!c) throw new BizError('writeOffOtherCustomer');
    if (c.status !== ChargeBillStatus.confirmed)
      throw new BizError('writeOffChargeNotConfirmed', [c.chargeNo]);
  }
  return rows.filter((c) => unmatchedOf(c).gt(0));
}

type Piece = { charge: Charge; value: Decimal };

/** Takes `amount` from the receipts in order, each up to what it has left. */
function drawFrom(charges: readonly Charge[], left: Map<string, Decimal>, amount: Decimal): Piece[] {
  const pieces: Piece[] = [];
  let rest = amount;
  for (const c of charges) {
    if (rest.lte(0)) break;
    const has = left.get(c.id)!;
    if (has.lte(0)) continue;
    const take = Decimal.min(has, rest);
    pieces.push({ charge: c, value: take });
    left.set(c.id, has.minus(take));
    rest = rest.minus(take);
  }
  return pieces;
}

/**
 * Covers `amount` more of a bill: credits first, then positive fees oldest first
 * (`allocateWriteOff`); writes each bill fee's written-off amount, marks fully covered fees written
 * off (30), moves the bill's total and status. Answers the item rows, each fee's part assigned to the
 * receipts drawn (the first receipt takes the credits).
 */
async function coverBill(
  tx: Db,
  now: Date,
  writeOffId: string,
  bill: Bill,
  amount: Decimal,
  pieces: Piece[],
) {
  const fees = await tx
    .select({
      id: fmsBillFee.id,
      feeId: fmsBillFee.feeId,
      value: fmsBillFee.value,
      writtenOff: fmsBillFee.writtenOff,
    })
    .from(fmsBillFee)
    .where(eq(fmsBillFee.billId, bill.id))
    .orderBy(asc(fmsBillFee.belongTime), asc(fmsBillFee.id));
  const parts = allocateWriteOff(fees, amount);
  const credits = [...parts].filter(([, v]) => new Decimal(v).isNegative());
  const creditSum = credits.reduce((s, [, v]) => s.plus(v), new Decimal(0));
  const room = pieces.map((p, i) => ({
    charge: p.charge,
    left: i === 0 ? p.value.minus(creditSum) : p.value,
  }));
  const rows: (typeof fmsWriteOffItem.$inferInsert)[] = [];
  const item = (chargeId: string, billFeeId: string, value: Decimal) =>
    rows.push({ writeOffId, chargeId, billId: bill.id, billFeeId, value: value.toFixed(2) });
  for (const [id, v] of credits) item(pieces[0]!.charge.id, id, new Decimal(v));
  for (const [id, v] of parts) {
    let rest = new Decimal(v);
    if (rest.isNegative()) continue;
    for (const r of room) {
      if (rest.lte(0)) break;
      if (r.left.lte(0)) continue;
      const take = Decimal.min(r.left, rest);
      item(r.charge.id, id, take);
      r.left = r.left.minus(take);
      rest = rest.minus(take);
    }
  }
  const rates = new Map(pieces.map((p) => [p.charge.id, receiptRate(p.charge)]));
  const exchanges = feeExchanges(
    rows.map((r) => ({ chargeId: r.chargeId!, billId: bill.id, billFeeId: r.billFeeId!, value: r.value })),
    rates,
    new Map([[bill.id, bill.rate]]),
  );
  await applyFeeCoverage(tx, parts, now, exchanges);
  const writtenOff = new Decimal(bill.writtenOff).plus(amount);
  await tx
    .update(fmsBill)
    .set({ writtenOff: writtenOff.toFixed(2), status: billStatusOf(bill.total, writtenOff) })
    .where(eq(fmsBill.id, bill.id));
  bill.writtenOff = writtenOff.toFixed(2);
  return rows;
}

/**
 * Moves bill fees' written-off amounts by `parts` and keeps their fee rows in step (status 30 when
 * covered), with each fee's exchange loss moved by its `exchanges` (the receipt's rate kept).
 */
export async function applyFeeCoverage(
  tx: Db,
  parts: ReadonlyMap<string, string>,
  now: Date,
  exchanges: ReadonlyMap<string, FeeExchange> = new Map(),
) {
  if (!parts.size) return;
  const values = sql.join(
    [...parts].map(([id, v]) => {
      const x = exchanges.get(id);
      return sql`(${id}::uuid, ${v}::numeric, ${x?.loss ?? '0'}::numeric, ${x?.rate ?? null}::numeric)`;
    }),
    sql`, `,
  );
  const covered = feeKinds().map(
    (k, i) => sql`, ${sql.raw(`fee${i}`)} as (
      update ${k.fees} f set
        write_off_value = moved.written_off,
        exchange_loss = f.exchange_loss + moved.loss,
        exchange_loss_rate = case when moved.written_off = 0 then null else coalesce(moved.rate, f.exchange_loss_rate) end,
        status = case when moved.written_off = moved.value then ${FeeStatus.writtenOff}::smallint else ${FeeStatus.billed}::smallint end,
        write_off_time = case when moved.written_off = moved.value then ${now.toISOString()}::timestamptz else null end
      from moved where moved.fee_kind = ${k.code} and f.id = moved.fee_id
      returning 1)`,
  );
  await tx.execute(sql`
    with change(id, value, loss, rate) as (values ${values}),
    moved as (
      update ${fmsBillFee} bf set written_off = bf.written_off + change.value
      from change where bf.id = change.id
      returning bf.fee_kind, bf.fee_id, bf.value, bf.written_off, change.loss, change.rate
    )${sql.join(covered, sql``)}
    select 1`);
}

/**
 * The company's exchange result of one matched piece in the local currency: what the receipt brought
 * in (its local value per settled unit) against what the bill booked (its rate).
 */
function exchangeResult(charge: Charge, bill: Bill, value: Decimal): Decimal {
  const rate = receiptRate(charge);
  if (!rate) return new Decimal(0);
  return value.times(rate.minus(bill.rate)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
}
