import { FEE_API } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from './receivable-property-test-kit.ts';
import {
  API,
  addFee,
  call,
  ledgerViolations,
  ok,
  type ReceivableApp,
  startReceivableApp,
} from './receivable-test-kit.ts';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const PERIOD = { from: '2000-01-01', to: '2100-01-01' };

/**
 * Races of DESIGN §9 run for real on PostgreSQL (`.ci/run`): of two writes of one document exactly
 * one wins and the other gets a clear message; a bill made while a fee is being changed either takes
 * the fee as the change left it or not at all. Each race runs a few times on fresh documents.
 */
describe.runIf(onPostgres)('receivables races (PostgreSQL)', () => {
  let r: ReceivableApp;
  let n = 0;
  const admin = () => ({ token: r.tk.admin });
  const fresh = () => newCustomer(r.t.database.db, `RACE${++n}`, { customerId: r.c1, waybillId: r.waybill1 });
  beforeAll(async () => {
    r = await startReceivableApp();
  });
  afterAll(() => r.t.close());

  it('two confirmations of one receipt: one confirms, the other is told it is confirmed', async () => {
    for (let i = 0; i < 5; i++) {
      const c = await fresh();
      const reg = await ok(
        r.t,
        API.charge.register,
        { customerId: c.customerId, value: '50', currency: 'RMB' },
        admin(),
      );
      const [a, b] = await Promise.all([
        call(r.t, API.charge.confirm, { id: reg.id }, admin()),
        call(r.t, API.charge.confirm, { id: reg.id }, admin()),
      ]);
      expect([a.code, b.code].filter((code) => code === 0)).toHaveLength(1);
      expect([a.msg, b.msg]).toContain(`Receipt ${reg.chargeNo} is Confirmed; it cannot be confirmed`);
      const detail = await ok(r.t, API.balance.detail, { customerId: c.customerId }, admin());
      expect(detail.balance).toBe('50.00');
    }
    expect(await ledgerViolations(r.t.database.db)).toEqual([]);
  });

  it('two write-offs of the last open amount of one bill: one is made, the other exceeds what is owed', async () => {
    for (let i = 0; i < 5; i++) {
      const c = await fresh();
      await addFee(r.t.database.db, c.waybillId, c.customerId, { value: '80.00' });
      const bill = await ok(r.t, API.bill.make, { customerId: c.customerId, ...PERIOD }, admin());
      for (const value of ['50', '50']) {
        const reg = await ok(
          r.t,
          API.charge.register,
          { customerId: c.customerId, value, currency: 'RMB' },
          admin(),
        );
        await ok(r.t, API.charge.confirm, { id: reg.id }, admin());
      }
      await ok(
        r.t,
        API.writeOff.make,
        { customerId: c.customerId, items: [{ billId: bill.id, value: '30' }] },
        admin(),
      );
      const [a, b] = await Promise.all([
        call(
          r.t,
          API.writeOff.make,
          { customerId: c.customerId, items: [{ billId: bill.id, value: '50' }] },
          admin(),
        ),
        call(
          r.t,
          API.writeOff.make,
          { customerId: c.customerId, items: [{ billId: bill.id, value: '50' }] },
          admin(),
        ),
      ]);
      expect([a.code, b.code].filter((code) => code === 0)).toHaveLength(1);
      expect([a.msg, b.msg]).toContain(
        `Write-off 50.00 exceeds the unwritten amount 0.00 of bill ${bill.billNo}`,
      );
      const after = await ok(r.t, API.bill.detail, { id: bill.id }, admin());
      expect(after).toMatchObject({ status: 20, writtenOff: '80.00', unwritten: '0.00' });
    }
    expect(await ledgerViolations(r.t.database.db)).toEqual([]);
  });

  it('a bill made while its fee is supplemented or deleted takes the fee as the change left it, or the change is refused', async () => {
    for (let i = 0; i < 6; i++) {
      const c = await fresh();
      const fee = await addFee(r.t.database.db, c.waybillId, c.customerId, { value: '100.00' });
      await addFee(r.t.database.db, c.waybillId, c.customerId, { value: '10.00' });
      const change =
        i % 2 === 0
          ? call(r.t, FEE_API.supplement, { id: fee, amount: '5', reason: 'race' }, admin())
          : call(r.t, FEE_API.delete, { ids: [fee] }, admin());
      const [bill, changed] = await Promise.all([
        call(r.t, API.bill.make, { customerId: c.customerId, ...PERIOD }, admin()),
        change,
      ]);
      expect(bill.code).toBe(0);
      const total = bill.data.total;
      if (changed.code === 0) expect(total).toBe(i % 2 === 0 ? '115.00' : '10.00');
      else {
        expect(changed.msg).toMatch(/billed or written off|cannot be changed/);
        expect(total).toBe('110.00');
      }
    }
    expect(await ledgerViolations(r.t.database.db)).toEqual([]);
  });
});
