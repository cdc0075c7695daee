import {
  accountingMonth,
  CHARGE_BILL_API,
  FEE_API,
  LMS_FEE_API,
  LOCK_RECORD_API,
  nextMonth,
} from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lmsWaybillFee } from '#modules/fms/fee/index.ts';
import {
  API,
  addFee,
  call,
  ok,
  type ReceivableApp,
  startReceivableApp,
} from '../ledger/receivable-test-kit.ts';

const jan = (day: number) => new Date(Date.UTC(2026, 0, day, 4)).toISOString();
const LOCKED = {
  'en-US': (m: string) => `Month ${m} is locked; documents dated in it cannot be changed`,
  'zh-CN': (m: string) => `${m}月已锁账，不能修改该月的单据`,
  'vi-VN': (m: string) => `Tháng ${m} đã khóa sổ, không thể thay đổi chứng từ trong tháng này`,
} as const;

describe('month lock: lock and unlock, the lock record, every money write and fee change refused in a locked month', () => {
  let r: ReceivableApp;
  const admin = () => ({ token: r.tk.admin });
  let current: string;

  beforeAll(async () => {
    r = await startReceivableApp();
    current = accountingMonth(r.t.clock.now());
  });
  afterAll(() => r.t.close());

  it('locks and unlocks with the separate actions; a customer user and a user without them are refused', async () => {
    for (const token of [r.tk.demo, r.tk.service]) {
      const res = await call(r.t, LOCK_RECORD_API.lock, { month: '2025-11' }, { token });
      expect(res.msg).toBe('No permission at present');
      const un = await call(r.t, LOCK_RECORD_API.unlock, { month: '2025-11', reason: 'x' }, { token });
      expect(un.msg).toBe('No permission at present');
      const run = await call(r.t, LOCK_RECORD_API.carryOver, { month: '2025-11' }, { token });
      expect(run.msg).toBe('No permission at present');
    }
    const locked = await ok(r.t, LOCK_RECORD_API.lock, { month: '2025-11', reason: 'closing' }, admin());
    expect(locked).toMatchObject({ month: '2025-11', locked: true, reason: 'closing' });
    const twice = await call(r.t, LOCK_RECORD_API.lock, { month: '2025-11' }, admin());
    expect(twice.msg).toBe('Month 2025-11 is already locked');
    const zh = await call(r.t, LOCK_RECORD_API.lock, { month: '2025-11' }, { ...admin(), lang: 'zh-CN' });
    expect(zh.msg).toBe('2025-11月已经锁账');
    const vi = await call(r.t, LOCK_RECORD_API.lock, { month: '2025-11' }, { ...admin(), lang: 'vi-VN' });
    expect(vi.msg).toBe('Tháng 2025-11 đã được khóa sổ');
    expect(await ok(r.t, LOCK_RECORD_API.months, undefined, admin())).toEqual([
      expect.objectContaining({ month: '2025-11' }),
    ]);
    // the portal reads the locked months for its date pickers
    expect(
      (await ok(r.t, LOCK_RECORD_API.months, undefined, { token: r.tk.demo })).map((m) => m.month),
    ).toEqual(['2025-11']);
  });

  it('unlock needs a reason and a locked month, in three languages; the record lists both, newest first', async () => {
    const blank = { month: '2025-11', reason: '  ' };
    expect((await call(r.t, LOCK_RECORD_API.unlock, blank, admin())).msg).toBe(
      'Please give the reason for unlocking',
    );
    expect((await call(r.t, LOCK_RECORD_API.unlock, blank, { ...admin(), lang: 'zh-CN' })).msg).toBe(
      '请填写解锁原因',
    );
    expect((await call(r.t, LOCK_RECORD_API.unlock, blank, { ...admin(), lang: 'vi-VN' })).msg).toBe(
      'Vui lòng nhập lý do mở khóa',
    );
    const open = { month: '2025-10', reason: 'fix' };
    expect((await call(r.t, LOCK_RECORD_API.unlock, open, admin())).msg).toBe('Month 2025-10 is not locked');
    expect((await call(r.t, LOCK_RECORD_API.unlock, open, { ...admin(), lang: 'zh-CN' })).msg).toBe(
      '2025-10月未锁账',
    );
    expect((await call(r.t, LOCK_RECORD_API.unlock, open, { ...admin(), lang: 'vi-VN' })).msg).toBe(
      'Tháng 2025-10 chưa khóa sổ',
    );
    r.t.clock.advance(1000);
    await ok(r.t, LOCK_RECORD_API.unlock, { month: '2025-11', reason: 'late invoice' }, admin());
    const list = await ok(r.t, LOCK_RECORD_API.search, { criteria: { month: '2025-11' } }, admin());
    expect(list.records.map((x) => [x.locked, x.reason])).toEqual([
      [false, 'late invoice'],
      [true, 'closing'],
    ]);
    expect(await ok(r.t, LOCK_RECORD_API.months, undefined, admin())).toEqual([]);
    const portal = await call(r.t, LOCK_RECORD_API.search, {}, { token: r.tk.demo });
    expect(portal.msg).toBe('No permission at present');
  });

  it('refuses a bill, a receipt confirm, a write-off and fee changes dated in a locked month; unlocking lets them through', async () => {
    const db = r.t.database.db;
    const period = { customerId: r.c1, from: jan(1), to: jan(31) };
    await addFee(db, r.waybill1, r.c1, { value: '100.00', belongTime: new Date(jan(3)) });
    const bill = await ok(r.t, API.bill.make, period, admin());
    const paid = await ok(
      r.t,
      CHARGE_BILL_API.register,
      { value: '40', currency: 'RMB', customerId: r.c1 },
      admin(),
    );
    await ok(r.t, CHARGE_BILL_API.confirm, { id: paid.id }, admin());
    const waiting = await ok(
      r.t,
      CHARGE_BILL_API.register,
      { value: '10', currency: 'RMB', customerId: r.c1 },
      admin(),
    );
    await addFee(db, r.waybill1, r.c1, { value: '5.00', belongTime: new Date(jan(4)) });
    const estimated = await addFee(db, r.waybill1, r.c1, {
      value: '7.00',
      status: 0,
      belongTime: new Date(jan(5)),
    });

    await ok(r.t, LOCK_RECORD_API.lock, { month: current }, admin());
    await ok(r.t, LOCK_RECORD_API.lock, { month: '2026-01' }, admin());
    const refusals = [
      () => call(r.t, API.bill.make, period, admin()),
      () => call(r.t, CHARGE_BILL_API.confirm, { id: waiting.id }, admin()),
      () =>
        call(
          r.t,
          API.writeOff.make,
          { chargeId: paid.id, items: [{ billId: bill.id, value: '10' }] },
          admin(),
        ),
      () =>
        call(
          r.t,
          FEE_API.insert,
          { waybillId: r.waybill1, kind: 'customer', subjectName: 'freight', value: '1', currency: 'RMB' },
          admin(),
        ),
    ];
    for (const attempt of refusals) expect((await attempt()).msg).toBe(LOCKED['en-US'](current));
    for (const lang of ['zh-CN', 'vi-VN'] as const) {
      const res = await call(r.t, CHARGE_BILL_API.confirm, { id: waiting.id }, { ...admin(), lang });
      expect(res.msg).toBe(LOCKED[lang](current));
    }
    // fees belonging to the locked January: supplement, delete, confirm
    const [fee] = await db
      .select({ id: lmsWaybillFee.id })
      .from(lmsWaybillFee)
      .where(eq(lmsWaybillFee.value, '5.00'));
    const jan26 = LOCKED['en-US']('2026-01');
    expect(
      (await call(r.t, FEE_API.supplement, { id: fee!.id, amount: '1', reason: 'late' }, admin())).msg,
    ).toBe(jan26);
    expect((await call(r.t, FEE_API.delete, { ids: [fee!.id] }, admin())).msg).toBe(jan26);
    expect((await call(r.t, LMS_FEE_API.confirm, { kind: 'customer', ids: [estimated] }, admin())).msg).toBe(
      jan26,
    );

    await ok(r.t, LOCK_RECORD_API.unlock, { month: current, reason: 'reopen' }, admin());
    await ok(r.t, LOCK_RECORD_API.unlock, { month: '2026-01', reason: 'reopen' }, admin());
    await ok(r.t, CHARGE_BILL_API.confirm, { id: waiting.id }, admin());
    await ok(
      r.t,
      API.writeOff.make,
      { chargeId: paid.id, items: [{ billId: bill.id, value: '10' }] },
      admin(),
    );
    await ok(r.t, FEE_API.supplement, { id: fee!.id, amount: '1', reason: 'late' }, admin());
    await ok(r.t, LMS_FEE_API.confirm, { kind: 'customer', ids: [estimated] }, admin());
  });

  it('carry-over: only a locked month; moves its unbilled customer fees to the next open month, once', async () => {
    const db = r.t.database.db;
    const dec = (day: number) => new Date(Date.UTC(2025, 11, day, 4));
    const moving = await addFee(db, r.waybill2, r.c2, { value: '11.00', belongTime: dec(10) });
    const estimated = await addFee(db, r.waybill2, r.c2, { value: '12.00', status: 0, belongTime: dec(20) });
    const deleted = await addFee(db, r.waybill2, r.c2, {
      value: '13.00',
      isDeleted: true,
      belongTime: dec(21),
    });
    const agent = await addFee(db, r.waybill2, r.c2, { value: '14.00', kind: 'agent', belongTime: dec(22) });
    const billed = await addFee(db, r.waybill2, r.c2, { value: '15.00', status: 20, belongTime: dec(23) });

    const open = await call(r.t, LOCK_RECORD_API.carryOver, { month: '2025-12' }, admin());
    expect(open.msg).toBe('Month 2025-12 is not locked; lock it before carrying its fees over');
    await ok(r.t, LOCK_RECORD_API.lock, { month: '2025-12' }, admin());
    await ok(r.t, LOCK_RECORD_API.lock, { month: '2026-01' }, admin());
    const first = await ok(r.t, LOCK_RECORD_API.carryOver, { month: '2025-12' }, admin());
    const again = await ok(r.t, LOCK_RECORD_API.carryOver, { month: '2025-12' }, admin());
    expect(again.taskId).toBe(first.taskId);
    await r.t.app.tasks.runDueTasks();
    const rows = await db
      .select({
        id: lmsWaybillFee.id,
        belongTime: lmsWaybillFee.belongTime,
        isCarryOver: lmsWaybillFee.isCarryOver,
      })
      .from(lmsWaybillFee)
      .where(eq(lmsWaybillFee.waybillId, r.waybill2));
    const of = (id: string) => rows.find((x) => x.id === id)!;
    // 2026-01 is locked too: the next open month is February (midnight in the company's time zone)
    for (const id of [moving, estimated]) {
      expect(of(id).belongTime?.toISOString()).toBe('2026-01-31T16:00:00.000Z');
      expect(of(id).isCarryOver).toBe(true);
    }
    for (const id of [deleted, agent, billed]) expect(of(id).isCarryOver).toBe(false);
    expect(nextMonth('2025-12')).toBe('2026-01');
    await r.t.app.tasks.runDueTasks();
    expect(
      (
        await db.select().from(lmsWaybillFee).where(eq(lmsWaybillFee.id, moving))
      )[0]!.belongTime?.toISOString(),
    ).toBe('2026-01-31T16:00:00.000Z');
  });
});
