import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer } from './receivable-property-test-kit.ts';
import {
  API,
  addFee,
  balanceFromDocuments,
  call,
  ledgerViolations,
  ok,
  type ReceivableApp,
  startReceivableApp,
} from './receivable-test-kit.ts';

const jan = (day: number) => new Date(Date.UTC(2026, 0, day)).toISOString();
const PERIOD = { from: jan(1), to: jan(31) };

describe('receivables: fee → bill → receipt → write-off, refund and cancels, with the ledger invariants after each step', () => {
  let r: ReceivableApp;
  const admin = () => ({ token: r.tk.admin });
  const demo = () => ({ token: r.tk.demo });
  const expectSound = async () => {
    expect(await ledgerViolations(r.t.database.db)).toEqual([]);
    const detail = await ok(r.t, API.balance.detail, { customerId: r.c1 }, admin());
    expect(detail.balance).toBe((await balanceFromDocuments(r.t.database.db, r.c1)).toFixed(2));
  };

  beforeAll(async () => {
    r = await startReceivableApp();
    // a customer of its own: the demo company's C0001 has bills and receipts of the demo data
    const own = await newCustomer(r.t.database.db, 'FLOW', { customerId: r.c1, waybillId: r.waybill1 });
    r = { ...r, c1: own.customerId, waybill1: own.waybillId };
  });
  afterAll(() => r.t.close());

  it('bills only confirmed unbilled fees of the period, credits included; a second bill finds none', async () => {
    const db = r.t.database.db;
    await addFee(db, r.waybill1, r.c1, { value: '100.00', belongTime: new Date(jan(3)) });
    await addFee(db, r.waybill1, r.c1, { value: '50.00', belongTime: new Date(jan(5)) });
    await addFee(db, r.waybill1, r.c1, {
      value: '-20.00',
      subjectName: 'discount',
      belongTime: new Date(jan(6)),
    });
    await addFee(db, r.waybill1, r.c1, { value: '30.00', status: 0 }); // estimated: never billed
    await addFee(db, r.waybill1, r.c1, { value: '70.00', belongTime: new Date(jan(31)) }); // next period
    const preview = await ok(r.t, API.bill.preview, { customerId: r.c1, ...PERIOD }, admin());
    expect(preview).toMatchObject({ feeCount: 3, total: '130.00', currency: 'RMB' });
    const made = await ok(r.t, API.bill.make, { customerId: r.c1, ...PERIOD, remark: 'January' }, admin());
    expect(made).toMatchObject({ feeCount: 3, total: '130.00', currency: 'RMB' });
    expect(made.billNo).toMatch(/^BL\d{4}\d{5}$/);
    const again = await call(r.t, API.bill.make, { customerId: r.c1, ...PERIOD }, admin());
    expect(again.msg).toBe('There are no confirmed unbilled fees in this period');
    const zh = await call(r.t, API.bill.make, { customerId: r.c1, ...PERIOD }, { ...admin(), lang: 'zh-CN' });
    expect(zh.msg).toBe('该期间没有可出账的已确认费用');
    const vi = await call(r.t, API.bill.make, { customerId: r.c1, ...PERIOD }, { ...admin(), lang: 'vi-VN' });
    expect(vi.msg).toBe('Không có phí đã xác nhận chưa lập hóa đơn trong kỳ này');
    const detail = await ok(r.t, API.bill.detail, { id: made.id }, admin());
    expect(detail.fees.map((f) => f.value)).toEqual(['100.00', '50.00', '-20.00']);
    expect(detail.bySubject).toEqual([
      { key: 'discount', feeCount: 1, value: '-20.00' },
      { key: 'freight', feeCount: 2, value: '150.00' },
    ]);
    await expectSound();
  });

  it('a receipt: staff register and confirm it once; write-off covers credits first', async () => {
    const bills = await ok(r.t, API.bill.search, { criteria: { customerId: r.c1 } }, admin());
    const bill = bills.records[0]!;
    const reg = await ok(
      r.t,
      API.charge.register,
      { value: '100', currency: 'RMB', customerId: r.c1 },
      admin(),
    );
    expect(reg.status).toBe(0);
    const before = await ok(r.t, API.balance.detail, { customerId: r.c1 }, admin());
    expect(before.unconfirmedCharges).toBe('100.00');
    await ok(r.t, API.charge.confirm, { id: reg.id }, admin());
    const twice = await call(r.t, API.charge.confirm, { id: reg.id }, admin());
    expect(twice.msg).toBe(`Receipt ${reg.chargeNo} is Confirmed; it cannot be confirmed`);
    await expectSound();
    const tooMuch = await call(
      r.t,
      API.writeOff.make,
      { chargeId: reg.id, items: [{ billId: bill.id, value: '131' }] },
      admin(),
    );
    expect(tooMuch.msg).toBe(`Write-off 131.00 exceeds the unwritten amount 130.00 of bill ${bill.billNo}`);
    const wo = await ok(
      r.t,
      API.writeOff.make,
      { chargeId: reg.id, items: [{ billId: bill.id, value: '100' }] },
      admin(),
    );
    const after = await ok(r.t, API.bill.detail, { id: bill.id }, admin());
    expect(after).toMatchObject({ status: 10, writtenOff: '100.00', unwritten: '30.00' });
    expect(after.fees.map((f) => f.writtenOff)).toEqual(['100.00', '20.00', '-20.00']);
    await expectSound();
    const cancelBill = await call(r.t, API.bill.cancel, { id: bill.id }, admin());
    expect(cancelBill.msg).toBe(`Bill ${bill.billNo} has write-offs; it cannot be cancelled`);
    const refund = await call(
      r.t,
      API.charge.refund,
      { id: reg.id, value: '1', reason: 'overpaid' },
      admin(),
    );
    expect(refund.msg).toBe('The refund cannot exceed the unmatched amount 0.00');
    await ok(r.t, API.writeOff.cancel, { id: wo.id }, admin());
    expect((await ok(r.t, API.bill.detail, { id: bill.id }, admin())).status).toBe(0);
    await expectSound();
  });

  it('refund, refund cancel and cancel-confirm; then the bill can be cancelled and its fees billed again', async () => {
    const charges = await ok(r.t, API.charge.search, { criteria: { customerId: r.c1 } }, admin());
    const charge = charges.records[0]!;
    expect(charge.unmatched).toBe('100.00');
    await ok(r.t, API.charge.refund, { id: charge.id, value: '40', reason: 'overpaid' }, admin());
    const refused = await call(r.t, API.charge.cancelConfirm, { id: charge.id }, admin());
    expect(refused.msg).toBe(`Receipt ${charge.chargeNo} has write-offs; cancel them first`);
    const refunds = (await ok(r.t, API.charge.search, { criteria: { customerId: r.c1 } }, admin()))
      .records[0]!.refunds;
    await ok(r.t, API.charge.cancelRefund, { id: refunds[0]!.id }, admin());
    await ok(r.t, API.charge.cancelConfirm, { id: charge.id }, admin());
    await expectSound();
    const bill = (await ok(r.t, API.bill.search, { criteria: { customerId: r.c1 } }, admin())).records[0]!;
    await ok(r.t, API.bill.cancel, { id: bill.id }, admin());
    expect((await ok(r.t, API.bill.search, { criteria: { customerId: r.c1 } }, admin())).total).toBe(0);
    const cancelled = await ok(
      r.t,
      API.bill.search,
      { criteria: { customerId: r.c1, cancelled: true } },
      admin(),
    );
    expect(cancelled.records[0]).toMatchObject({ billNo: bill.billNo });
    expect(cancelled.records[0]!.cancelTime).toBeTruthy();
    await expectSound();
    const remade = await ok(
      r.t,
      API.bill.make,
      { customerId: r.c1, ...PERIOD, requestKey: 'remake-jan-1' },
      admin(),
    );
    const retried = await ok(
      r.t,
      API.bill.make,
      { customerId: r.c1, ...PERIOD, requestKey: 'remake-jan-1' },
      admin(),
    );
    expect(retried).toEqual(remade);
    const flows = await ok(r.t, API.balance.flowSearch, { criteria: { customerId: r.c1 } }, admin());
    expect(flows.records.map((f) => f.type)).toEqual([0, 1, 3, 7, 6, 5, 4, 2, 0, 10]);
    await expectSound();
  });

  it('a customer registers its own receipt (whatever customer it names) and cannot confirm it', async () => {
    const { customerId: demoCustomer } = (await ok(r.t, API.balance.detail, {}, demo())) as {
      customerId: string;
    };
    const reg = await ok(
      r.t,
      API.charge.register,
      { value: '12.5', currency: 'RMB', customerId: r.c2 },
      demo(),
    );
    const mine = await ok(r.t, API.charge.search, { criteria: { chargeNo: reg.chargeNo } }, demo());
    expect(mine.records[0]).toMatchObject({ customerId: demoCustomer, byCustomer: true, status: 0 });
    expect(demoCustomer).not.toBe(r.c2);
    const own = await call(r.t, API.charge.confirm, { id: reg.id }, demo());
    expect(own.msg).toBe('No permission at present'); // the portal role holds no staff action
  });

  it('a customer never sees another customer’s bills, receipts or flows; staff without the permission are refused', async () => {
    const lms = { token: r.tk.lmsonly };
    expect((await ok(r.t, API.bill.search, { criteria: { customerId: r.c1 } }, lms)).total).toBe(0);
    expect((await ok(r.t, API.charge.search, { criteria: { customerId: r.c1 } }, lms)).total).toBe(0);
    expect((await ok(r.t, API.balance.flowSearch, { criteria: { customerId: r.c1 } }, lms)).total).toBe(0);
    const bill = (await ok(r.t, API.bill.search, { criteria: { customerId: r.c1 } }, admin())).records[0]!;
    expect((await call(r.t, API.bill.detail, { id: bill.id }, lms)).msg).toBe('Data does not exist');
    expect(
      (await call(r.t, API.bill.make, { customerId: r.c1, ...PERIOD }, { token: r.tk.service })).msg,
    ).toBe('No permission at present');
    expect((await call(r.t, API.bill.make, { customerId: r.c1, ...PERIOD }, demo())).msg).toBe(
      'No permission at present',
    );
  });
});
