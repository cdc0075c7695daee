import { FeeStatus } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, desc, eq, inArray, isNotNull, like } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { makeBillIn } from '#modules/fms/bill/index.ts';
import { demoReceivingAccount } from '#modules/fms/cash-account/index.ts';
import { closeCharge, confirmCharge, refundCharge, registerCharge } from '#modules/fms/charge-bill/index.ts';
import { lmsWaybillFee } from '#modules/fms/fee/index.ts';
import { afterBalanceChange } from '#modules/fms/ledger/index.ts';
import { makeWriteOff } from '#modules/fms/write-off/index.ts';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import type { Tx } from '#platform/db/db.ts';
import { seedStep } from '#platform/db/seed-step.schema.ts';
import { BizError } from '#platform/http/errors.ts';
import { systemContext } from '#platform/http/system-context.ts';

const STEP = 'demo:receivables';
const DAY = 86_400_000;
/**
 * The demo bills: three half-month periods ending 15 days ago, oldest first (an ageing spread of
 * 15–45 days); the last 15 days stay unbilled for a bill to make on the screen.
 */
const WINDOWS = [60, 45, 30, 15];

/**
 * Receivables of the demo customers, once per database, made through the services as staff would:
 * each customer's confirmed fees billed per half month; for C0001 a paid bill (receipt confirmed and
 * written off), a partly paid one (a receipt written off in part, then partly refunded), a receipt
 * waiting for confirmation, a rejected and a cancelled one, and an unclaimed receipt; C0002 pays
 * nothing (its balance goes below zero: the arrears customer); C0003 is on credit hold (`seedCreditHold`).
 */
export async function seedReceivablesDemo(tx: Tx): Promise<void> {
  const [done] = await tx.select().from(seedStep).where(eq(seedStep.name, STEP));
  if (done) return;
  const customers = await tx
    .select({ id: customer.id, code: customer.code })
    .from(customer)
    .where(inArray(customer.code, ['C0001', 'C0002', 'C0003']));
  const now = Date.now();
  const at = (ms: number) => systemContext(tx, { now: new Date(ms) });
  const c3 = customers.find((c) => c.code === 'C0003');
  const bills = new Map<string, { id: string; total: string }[]>(customers.map((c) => [c.code, []]));
  // oldest period first for every customer, so the monthly bill numbers run on
  for (let i = 0; i + 1 < WINDOWS.length; i++) {
    const from = new Date(now - WINDOWS[i]! * DAY);
    const to = new Date(now - WINDOWS[i + 1]! * DAY);
    // C0003's bill (16 days ago) before the last period's bills (15 days ago)
    if (c3 && i + 2 === WINDOWS.length) await seedCreditHold(tx, c3.id, now, at);
    for (const c of customers) {
      if (c === c3) continue;
      try {
        const bill = await makeBillIn(tx, at(to.getTime()), { customerId: c.id, from, to });
        bills.get(c.code)!.push({ id: bill.id, total: bill.total });
      } catch (e) {
        if (!(e instanceof BizError)) throw e;
      }
    }
  }
  const c1 = customers.find((c) => c.code === 'C0001');
  const [paid, part] = bills.get('C0001') ?? [];
  if (c1 && paid && part) {
    let clock = now - 40 * DAY;
    const next = () => {
      clock += 3_600_000;
      return at(clock);
    };
    const ownAccountId = await demoReceivingAccount(tx);
    const receipt = async (value: string, remark: string) =>
      (
        await registerCharge(next(), {
          customerId: c1.id,
          value,
          currency: 'RMB',
          ownAccountId,
          certificateFileIds: [],
          remark,
        })
      ).id;
    const full = await receipt(paid.total, '银行转账 Bank transfer');
    await confirmCharge(next(), { id: full });
    await makeWriteOff(next(), { chargeId: full, items: [{ billId: paid.id, value: paid.total }] });
    const half = new Decimal(part.total).div(2).toDecimalPlaces(2, Decimal.ROUND_DOWN);
    const partial = await receipt(half.plus(100).toFixed(2), '部分付款 Part payment');
    await confirmCharge(next(), { id: partial });
    await makeWriteOff(next(), { chargeId: partial, items: [{ billId: part.id, value: half.toFixed(2) }] });
    await refundCharge(next(), { id: partial, value: '50.00', reason: '多付退回 Overpaid, returned' });
    clock = now - 2 * DAY;
    await receipt('300.00', '待确认 Waiting for confirmation');
    await closeCharge(
      next(),
      { id: await receipt('88.00', '金额不符 Wrong amount'), reason: '到账金额不符 Amount received differs' },
      true,
    );
    await closeCharge(next(), { id: await receipt('66.00', '重复登记 Registered twice') }, false);
    // for the charge claim list: money arrived from a payer nobody recognised yet
    await registerCharge(next(), {
      value: '1200.00',
      currency: 'RMB',
      certificateFileIds: [],
      remark: '未知付款人 Unknown payer',
    });
  }
  await tx.insert(seedStep).values({ name: STEP });
}

/** The warehouse states an arrears detain holds back (as `fms/credit` lists them). */
const IN_WAREHOUSE = [
  'received',
  'warning',
  'waitConfirm',
  'documentAuditDenied',
  'waitChannelRoute',
  'waitSend',
] as const;

/**
 * C0003 on credit hold: three received demo waybills (C0002's when it has them) copied as its own (FDDEMOAR1..3) with confirmed
 * freight, two of them belonging 20 days ago (billed 16 days ago, unpaid) and one 5 days ago
 * (unbilled, for a bill made on the screen); with no credit line and auto arrears detain, the balance
 * hook detains the three waybills (type arrears).
 */
async function seedCreditHold(
  tx: Tx,
  customerId: string,
  now: number,
  at: (ms: number) => ReturnType<typeof systemContext>,
): Promise<void> {
  const [c2] = await tx.select({ id: customer.id }).from(customer).where(eq(customer.code, 'C0002'));
  if (!c2) return;
  // the generated demo statuses are random: C0002's waybills in the warehouse first, then any received
  // demo waybill (the copy is put back to received)
  const templates = await tx
    .select()
    .from(lmsWaybill)
    .where(and(like(lmsWaybill.waybillNo, 'FDDEMO%'), isNotNull(lmsWaybill.receiveTime)))
    .orderBy(
      desc(inArray(lmsWaybill.status, [...IN_WAREHOUSE])),
      desc(eq(lmsWaybill.customerId, c2.id)),
      lmsWaybill.waybillNo,
    )
    .limit(3);
  const fees = ['1280.00', '960.50', '745.00'];
  const belong = [now - 20 * DAY, now - 20 * DAY + 3_600_000, now - 5 * DAY];
  for (const [i, w] of templates.entries()) {
    const { id: _id, ...rest } = w;
    const [copy] = await tx
      .insert(lmsWaybill)
      .values({
        ...rest,
        waybillNo: `FDDEMOAR${i + 1}`,
        customerNo: `DEMO-AR${i + 1}`,
        trackNo: null,
        customerId,
        status: IN_WAREHOUSE.includes(w.status as (typeof IN_WAREHOUSE)[number]) ? w.status : 'received',
        sendTime: null,
        arrivalTime: null,
        clearanceTime: null,
        deliverTime: null,
        completeTime: null,
        isDetain: false,
        isArrears: false,
        detainTypes: [],
      })
      .returning({ id: lmsWaybill.id });
    const value = fees[i]!;
    await tx.insert(lmsWaybillFee).values({
      waybillId: copy!.id,
      kind: 'customer',
      partyId: customerId,
      subjectName: 'freight',
      value,
      currency: 'RMB',
      exchangeRate: '1',
      conversionValue: value,
      sysValue: value,
      status: FeeStatus.confirmed,
      isCheck: true,
      belongTime: new Date(belong[i]!),
    });
  }
  await makeBillIn(tx, at(now - 16 * DAY), {
    customerId,
    from: new Date(now - 30 * DAY),
    to: new Date(now - 16 * DAY),
  });
  await afterBalanceChange(tx, at(now), customerId);
}
