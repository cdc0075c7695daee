import { NOTIFICATION_API } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from '#modules/fms/ledger/receivable-property-test-kit.ts';
import {
  API,
  addFee,
  ok,
  type ReceivableApp,
  startReceivableApp,
} from '#modules/fms/ledger/receivable-test-kit.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { exportFile } from '../../../test/entity-kit.ts';

const jan = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();

/** The events this module announces: bill made, receipt confirmed, job ended. */
describe('notified events', () => {
  let r: ReceivableApp;
  const admin = () => ({ token: r.tk.admin });
  const mine = (token: string, kind: 'billIssued' | 'receiptConfirmed' | 'jobFinished') =>
    ok(r.t, NOTIFICATION_API.search, { criteria: { kind } }, { token }).then((p) => p.records);

  beforeAll(async () => {
    r = await startReceivableApp();
    const db = r.t.database.db;
    const own = await newCustomer(db, 'NTFY', { customerId: r.c1, waybillId: r.waybill1 });
    r = { ...r, c1: own.customerId, waybill1: own.waybillId };
    // the demo customer user reads the new customer's notifications
    await db
      .update(appUser)
      .set({ customerId: r.c1 })
      .where(and(eq(appUser.username, 'demo'), eq(appUser.userType, 'customer')));
  });
  afterAll(() => r.t.close());

  it('a statement bill made tells the customer’s users, once', async () => {
    await addFee(r.t.database.db, r.waybill1, r.c1, { value: '100.00', belongTime: new Date(jan(3)) });
    const made = await ok(r.t, API.bill.make, { customerId: r.c1, from: jan(1), to: jan(31) }, admin());
    // the demo company's own bills told the demo user before: only this bill's message counts
    const got = (await mine(r.tk.demo, 'billIssued')).filter((m) => m.title.includes(made.billNo));
    expect(got).toHaveLength(1);
    expect(got[0]).toMatchObject({
      title: `Statement bill ${made.billNo} issued`,
      link: '/client/fms/bills',
    });
    expect(await mine(r.tk.admin, 'billIssued')).toHaveLength(0);
  });

  it('a receipt confirmed tells the customer’s users', async () => {
    const reg = await ok(
      r.t,
      API.charge.register,
      { value: '100', currency: 'RMB', customerId: r.c1 },
      admin(),
    );
    await ok(r.t, API.charge.confirm, { id: reg.id }, admin());
    const got = await mine(r.tk.demo, 'receiptConfirmed');
    expect(got.map((m) => m.title)).toContain(`Receipt ${reg.chargeNo} confirmed`);
    expect(got.filter((m) => m.title.includes(reg.chargeNo))).toHaveLength(1);
  });

  it('an export finished tells its requester', async () => {
    await exportFile(r.t, '/basic/country/export', r.tk.admin, { criteria: { keyword: 'Germany' } });
    const got = await mine(r.tk.admin, 'jobFinished');
    expect(got).toHaveLength(1);
    // named in words, never by the job's codes (`export · country`)
    expect(got[0]!.title).toBe('Finished: Export · Destination country');
    expect(await mine(r.tk.demo, 'jobFinished')).toHaveLength(0);
  });
});
