import { lastClosedPeriod } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '#modules/crm/customer/index.ts';
import { fmsBill } from '#modules/fms/bill/index.ts';
import { lmsWaybillFee } from '#modules/fms/fee/index.ts';
import { newCustomer } from '#modules/fms/ledger/receivable-property-test-kit.ts';
import {
  API,
  addFee,
  ledgerViolations,
  ok,
  type ReceivableApp,
  startReceivableApp,
} from '#modules/fms/ledger/receivable-test-kit.ts';
import { platformTask } from '#platform/tasks/task.schema.ts';
import { enqueueTask } from '#platform/tasks/task.service.ts';
import { BILL_RUN_CUSTOMER_TASK, BILL_RUN_EVERY_S } from './bill-run.tasks.ts';

const DAY = 86_400_000;

describe('bill runs: a daily schedule bills each period customer’s last closed period once', () => {
  let r: ReceivableApp;
  let nextPeriodFee: string;
  const billsOf = (customerId: string) =>
    r.t.database.db.select().from(fmsBill).where(eq(fmsBill.customerId, customerId));
  /** Task passes until nothing is left to run. */
  const drain = async () => {
    for (let i = 0; i < 20; i++) {
      const pass = await r.t.app.tasks.runDueTasks();
      expect(pass.failed).toBe(0);
      if (pass.done + pass.retried === 0) return;
    }
  };

  beforeAll(async () => {
    r = await startReceivableApp();
    const db = r.t.database.db;
    // customers of their own: the demo company's customers have demo bills of their own
    const own1 = await newCustomer(db, 'T1', { customerId: r.c1, waybillId: r.waybill1 });
    const own2 = await newCustomer(db, 'T2', { customerId: r.c2, waybillId: r.waybill2 });
    r = {
      ...r,
      c1: own1.customerId,
      waybill1: own1.waybillId,
      c2: own2.customerId,
      waybill2: own2.waybillId,
    };
    // only the two test customers are billed by period
    await db.update(customer).set({ settlementMode: 'prepaid' });
    await db.update(customer).set({ settlementMode: 'monthly' }).where(eq(customer.id, r.c1));
    await db.update(customer).set({ settlementMode: 'weekly' }).where(eq(customer.id, r.c2));
    const now = r.t.clock.now();
    const month = lastClosedPeriod('monthly', now);
    const week = lastClosedPeriod('weekly', now);
    await addFee(db, r.waybill1, r.c1, { value: '100.00', belongTime: new Date(month.from.getTime() + DAY) });
    nextPeriodFee = await addFee(db, r.waybill1, r.c1, {
      value: '40.00',
      belongTime: new Date(month.to.getTime() + 1000),
    });
    await addFee(db, r.waybill2, r.c2, {
      value: '25.00',
      belongTime: new Date(week.from.getTime() + 2 * DAY),
    });
  });
  afterAll(() => r.t.close());

  it('makes each customer’s bill of its last closed period, with the fees of that period only', async () => {
    const now = r.t.clock.now();
    const month = lastClosedPeriod('monthly', now);
    const week = lastClosedPeriod('weekly', now);
    // what a bill of each period holds (the demo fees of the period and the test's)
    const preview = (customerId: string, p: { from: Date; to: Date }) =>
      ok(
        r.t,
        API.bill.preview,
        { customerId, from: p.from.toISOString(), to: p.to.toISOString() },
        {
          token: r.tk.admin,
        },
      );
    const want1 = await preview(r.c1, month);
    const want2 = await preview(r.c2, week);
    expect(Number(want2.feeCount)).toBeGreaterThan(0);
    await drain();
    const c1 = await billsOf(r.c1);
    expect(c1).toHaveLength(1);
    expect(c1[0]).toMatchObject({
      total: want1.total,
      feeCount: want1.feeCount,
      periodFrom: month.from.toISOString().slice(0, 10),
      periodTo: month.to.toISOString().slice(0, 10),
    });
    const c2 = await billsOf(r.c2);
    expect(c2).toHaveLength(1);
    expect(c2[0]).toMatchObject({ total: want2.total, feeCount: want2.feeCount });
    // the fee of the next period is left for its own run
    const [later] = await r.t.database.db
      .select()
      .from(lmsWaybillFee)
      .where(eq(lmsWaybillFee.id, nextPeriodFee));
    expect(later).toMatchObject({ status: 10, billNo: null });
    expect(await ledgerViolations(r.t.database.db)).toEqual([]);
  });

  it('the next day’s run of the same periods, and a repeated task, make no second bill', async () => {
    r.t.clock.advance(BILL_RUN_EVERY_S * 1000);
    await drain();
    // a customer task run again (another key, the same period): nothing left to bill, skipped
    const [done] = await r.t.database.db
      .select()
      .from(platformTask)
      .where(eq(platformTask.type, BILL_RUN_CUSTOMER_TASK))
      .limit(1);
    await enqueueTask(
      r.t.database.db,
      { type: BILL_RUN_CUSTOMER_TASK, key: `${done!.key}:again`, payload: done!.payload },
      r.t.clock.now(),
    );
    await drain();
    expect(await billsOf(r.c1)).toHaveLength(1);
    expect(await billsOf(r.c2)).toHaveLength(1);
    const tasks = await r.t.database.db
      .select()
      .from(platformTask)
      .where(eq(platformTask.type, BILL_RUN_CUSTOMER_TASK));
    expect(tasks.every((t) => t.status === 'done')).toBe(true);
  });
});
