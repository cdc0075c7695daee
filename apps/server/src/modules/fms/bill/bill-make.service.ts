import {
  BalanceFlowType,
  BILL_API,
  BILL_NUMBER_RULE,
  type BillMakePayload,
  type BillPeriodPayload,
  DEFAULT_CURRENCY,
  type FeeKind,
  FeeStatus,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { type FeeLedgerTable, lmsWaybillFee as f, feeKinds, valueIn } from '#modules/fms/fee/index.ts';
import {
  lockBalance,
  postFlow,
  rateToLocal,
  receivableCustomer,
  staffOnly,
} from '#modules/fms/ledger/index.ts';
import { assertMonthsOpen } from '#modules/fms/lock-record/index.ts';
import { notifyBillIssued } from '#modules/platform/notify/index.ts';
import { takeNextNo } from '#modules/settings/numbering/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { actorOf } from '#platform/http/system-context.ts';
import { oncePerRequestKey } from '#platform/request-key/request-key.ts';
import { fmsBill, fmsBillFee } from './bill.schema.ts';
import { guardBillCancel } from './bill-hooks.ts';

/**
 * The fees a bill of one party over [from, to) takes from fee table `t`: of its kind (`customer`
 * receivable, `agent` payable), confirmed, unbilled, not deleted.
 */
const billableIn = (t: FeeLedgerTable, kind: FeeKind, partyId: string, from: Date, to: Date) =>
  sql`${t.kind} = ${kind} and ${t.partyId} = ${partyId} and ${t.status} = ${FeeStatus.confirmed}
    and not ${t.isDeleted} and ${t.belongTime} >= ${from.toISOString()}::timestamptz
    and ${t.belongTime} < ${to.toISOString()}::timestamptz`;
/** The freight waybill fees a bill takes (agent bills take only these). */
export const billableFees = (kind: FeeKind, partyId: string, from: Date, to: Date) =>
  billableIn(f, kind, partyId, from, to);

/** A freight fee's value in the bill currency (see {@link valueIn}). */
export const billValue = (currency: string, rate: string) =>
  valueIn(f, currency, rate, currency === DEFAULT_CURRENCY);

async function customerCurrency(ctx: AuthedContext, customerId: string): Promise<string> {
  const [c] = await ctx.db
    .select({ currency: customer.settlementCurrency })
    .from(customer)
    .where(eq(customer.id, customerId));
  return c?.currency ?? DEFAULT_CURRENCY;
}

/** `fms/statementBill/preview`: what a bill of the period would hold. */
export async function previewBill(ctx: AuthedContext, input: BillPeriodPayload) {
  staffOnly(ctx);
  const customerId = await receivableCustomer(ctx, input.customerId);
  const currency = await customerCurrency(ctx, customerId);
  const rate = await rateToLocal(ctx.db, ctx, currency, ctx.now);
  let feeCount = 0;
  let total = new Decimal(0);
  for (const k of feeKinds()) {
    const [row] = await ctx.db
      .select({
        feeCount: sql<number>`count(*)::int`,
        total: sql<string>`coalesce(sum(${valueIn(k.fees, currency, rate, currency === DEFAULT_CURRENCY)}), 0)::text`,
      })
      .from(k.fees)
      .where(billableIn(k.fees, 'customer', customerId, input.from, input.to));
    feeCount += row?.feeCount ?? 0;
    total = total.plus(row?.total ?? 0);
  }
  return { customerId, feeCount, total: total.toFixed(2), currency };
}

/**
 * `fms/statementBill/make`: one transaction. Locks the customer's balance row, takes the bill number,
 * moves the period's confirmed unbilled fees to billed in one `UPDATE … RETURNING` (a fee being
 * recalculated is waited for and read as it ends), records them on the bill and posts the bill flow
 * (−total). Retry-safe with `requestKey`.
 */
export async function makeBill(ctx: AuthedContext, input: BillMakePayload) {
  staffOnly(ctx);
  const customerId = await receivableCustomer(ctx, input.customerId);
  return oncePerRequestKey(ctx, BILL_API.make.url, input.requestKey, (tx) =>
    makeBillIn(tx, ctx, { ...input, customerId }),
  );
}

export async function makeBillIn(
  tx: Db,
  ctx: AuthedContext,
  input: BillMakePayload & { customerId: string },
) {
  await assertMonthsOpen(tx, [ctx.now]);
  const account = await lockBalance(tx, ctx, input.customerId);
  const rate = await rateToLocal(tx, ctx, account.currency, ctx.now);
  const billNo = await takeNextNo(tx, BILL_NUMBER_RULE, ctx.now);
  const [bill] = await tx
    .insert(fmsBill)
    .values({
      billNo,
      customerId: input.customerId,
      billTime: ctx.now,
      periodFrom: day(input.from),
      periodTo: day(input.to),
      currency: account.currency,
      rate,
      feeCount: 0,
      total: '0',
      totalLocal: '0',
      remark: input.remark ?? null,
      createdAt: ctx.now,
      ...actorOf(ctx),
    })
    .returning({ id: fmsBill.id });
  const billId = bill!.id;
  const totals = await moveBillableFees(tx, ctx, {
    ...input,
    billId,
    billNo,
    currency: account.currency,
    rate,
  });
  if (!totals.feeCount) throw new BizError('billNoFees');
  const total = totals.total;
  if (total.lte(0)) throw new BizError('billTotalNotPositive', [total.toFixed(2)]);
  await tx
    .update(fmsBill)
    .set({ feeCount: totals.feeCount, total: total.toFixed(2), totalLocal: totals.totalLocal.toFixed(2) })
    .where(eq(fmsBill.id, billId));
  await postFlow(tx, ctx, account, {
    type: BalanceFlowType.bill,
    value: total.negated(),
    relatedId: billId,
    relatedNo: billNo,
  });
  await notifyBillIssued(
    tx,
    { id: billId, billNo, customerId: input.customerId, total: total.toFixed(2), currency: account.currency },
    ctx.now,
  );
  return {
    id: billId,
    billNo,
    feeCount: totals.feeCount,
    total: total.toFixed(2),
    currency: account.currency,
  };
}

/** `fms/statementBill/cancel`: a bill without write-offs; its fees return to confirmed and unbilled. */
export async function cancelBill(ctx: AuthedContext, input: { id: string }) {
  staffOnly(ctx);
  const [head] = await ctx.db
    .select({ customerId: fmsBill.customerId })
    .from(fmsBill)
    .where(eq(fmsBill.id, input.id));
  if (!head) throw dataNotExist();
  return ctx.db.transaction(async (tx) => {
    const account = await lockBalance(tx, ctx, head.customerId);
    const [bill] = await tx.select().from(fmsBill).where(eq(fmsBill.id, input.id)).for('update');
    if (!bill) throw dataNotExist();
    if (bill.cancelTime) throw new BizError('billAlreadyCancelled', [bill.billNo]);
    if (!new Decimal(bill.writtenOff).isZero()) throw new BizError('billHasWriteOff', [bill.billNo]);
    await assertMonthsOpen(tx, [bill.billTime, ctx.now]);
    await guardBillCancel(tx, { id: bill.id, billNo: bill.billNo, kind: 'statement' });
    for (const k of feeKinds()) {
      await tx.execute(sql`
        update ${k.fees} set status = ${FeeStatus.confirmed}, bill_no = null, updated_at = ${ctx.now}
        where ${k.fees.id} in (select fee_id from ${fmsBillFee} where bill_id = ${bill.id} and fee_kind = ${k.code})
          and ${k.fees.status} = ${FeeStatus.billed}`);
    }
    await tx
      .update(fmsBill)
      .set({ cancelTime: ctx.now, cancelledBy: actorOf(ctx).createdBy })
      .where(eq(fmsBill.id, bill.id));
    await postFlow(tx, ctx, account, {
      type: BalanceFlowType.billCancel,
      value: new Decimal(bill.total),
      relatedId: bill.id,
      relatedNo: bill.billNo,
    });
    return null;
  });
}

/** `fms/statementBill/remark`. */
export async function remarkBill(ctx: AuthedContext, input: { id: string; remark: string }) {
  staffOnly(ctx);
  const done = await ctx.db
    .update(fmsBill)
    .set({ remark: input.remark || null })
    .where(and(eq(fmsBill.id, input.id)))
    .returning({ id: fmsBill.id });
  if (!done.length) throw dataNotExist();
  return null;
}

const day = (d: Date) => d.toISOString().slice(0, 10);
type Totals = { fee_count: number; total: string; total_local: string };
type Move = BillMakePayload & {
  customerId: string;
  billId: string;
  billNo: string;
  currency: string;
  rate: string;
};

/**
 * Moves the period's confirmed unbilled fees of every fee kind to billed, one `UPDATE … RETURNING`
 * per kind (a fee being recalculated is waited for and read as it ends), and records them on the bill.
 */
async function moveBillableFees(tx: Db, ctx: AuthedContext, m: Move) {
  let feeCount = 0;
  let total = new Decimal(0);
  let totalLocal = new Decimal(0);
  const isLocal = m.currency === DEFAULT_CURRENCY;
  for (const k of feeKinds()) {
    const t = k.fees;
    const result = await tx.execute(sql`
      with moved as (
        update ${t} set status = ${FeeStatus.billed}, bill_no = ${m.billNo}, updated_at = ${ctx.now}
        where ${billableIn(t, 'customer', m.customerId, m.from, m.to)}
        returning ${t.id} as id, ${t.belongTime} as belong_time, ${valueIn(t, m.currency, m.rate, isLocal)} as value,
          ${t.conversionValue} as local_value
      ), kept as (
        insert into ${fmsBillFee} (bill_id, fee_kind, fee_id, value, belong_time)
        select ${m.billId}, ${k.code}, id, value, belong_time from moved
        returning value
      )
      select (select count(*)::int from kept) as fee_count,
        (select coalesce(sum(value), 0)::text from kept) as total,
        (select coalesce(sum(local_value), 0)::text from moved) as total_local`);
    const row = (result as unknown as { rows: Totals[] }).rows[0]!;
    feeCount += Number(row.fee_count);
    total = total.plus(row.total);
    totalLocal = totalLocal.plus(row.total_local);
  }
  return { feeCount, total, totalLocal };
}
