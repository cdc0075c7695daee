import { CREDIT_API } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '#modules/crm/customer/index.ts';
import {
  API,
  call,
  ok,
  type ReceivableApp,
  startReceivableApp,
} from '#modules/fms/ledger/receivable-test-kit.ts';
import { lmsDetainRecord } from '#modules/lms/detain/detain.schema.ts';
import { productId, sampleOrder, trackRows, waybillRow } from '#modules/lms/waybill/waybill-test-kit.ts';
import { businessLog } from '#modules/settings/business-log/business-log.schema.ts';

type OrderAnswer = { id: string; waybillNo: string; warnings?: string[] };

describe('credit control at order, arrears detain and release, the credit notice', () => {
  let r: ReceivableApp;
  let product: string;
  const admin = () => ({ token: r.tk.admin });
  const setCustomer = (values: Partial<typeof customer.$inferInsert>) =>
    r.t.database.db.update(customer).set(values).where(eq(customer.id, r.c1));
  /** Sets the credit line so that C0001's available balance is `target`. */
  const availableTo = async (target: string) => {
    const d = await ok(r.t, API.balance.detail, { customerId: r.c1 }, admin());
    const line = new Decimal(d.creditLine).plus(target).minus(d.available);
    await setCustomer({ creditLine: line.toFixed(2) });
    const after = await ok(r.t, API.balance.detail, { customerId: r.c1 }, admin());
    expect(after.available).toBe(new Decimal(target).toFixed(2));
  };
  const placeAs = (token: string, lang?: 'zh-CN' | 'en-US' | 'vi-VN') =>
    r.t.post<OrderAnswer>('/lms/waybill/order', sampleOrder(product, { customerId: r.c1 }), { token, lang });
  const receive = (waybillNo: string) =>
    r.t.post(
      '/lms/waybill/receive',
      {
        waybillNo,
        weighMode: 0,
        pieces: [
          { actualWeight: '8', length: '50', width: '40', height: '30' },
          { actualWeight: '3', length: '20', width: '20', height: '20' },
        ],
      },
      { token: r.tk.service },
    );
  /** A receipt registered and confirmed by staff (the balance moves: the credit hooks run). */
  const receipt = async (value: string) => {
    const reg = await ok(r.t, API.charge.register, { value, currency: 'RMB', customerId: r.c1 }, admin());
    await ok(r.t, API.charge.confirm, { id: reg.id }, admin());
  };
  let estimate: string;

  beforeAll(async () => {
    r = await startReceivableApp();
    product = await productId(r.t);
    const quotes = await r.t.post<{ ok: boolean; total: string; currency: string }[]>(
      '/fms/price/queryPrice',
      {
        customerId: r.c1,
        productId: product,
        countryCode: 'US',
        postcode: '90001',
        city: 'Los Angeles',
        pieces: [
          { actualWeight: '8', length: '50', width: '40', height: '30' },
          { actualWeight: '3', length: '20', width: '20', height: '20' },
        ],
      },
      admin(),
    );
    const priced = quotes.data.find((q) => q.ok)!;
    expect(priced.currency).toBe('RMB');
    estimate = new Decimal(priced.total).toFixed(2);
    expect(new Decimal(estimate).gt(10)).toBe(true);
  });
  afterAll(() => r.t.close());

  it('block: an order that would take available below 0 is refused with the amounts, in each language', async () => {
    await setCustomer({ creditControl: 'block' });
    await availableTo('10');
    const en = await placeAs(r.tk.demo);
    expect(en.code).not.toBe(0);
    expect(en.msg).toBe(
      `Not enough available balance: available 10.00 RMB, this order about ${estimate} RMB; the order is refused`,
    );
    const zh = await placeAs(r.tk.demo, 'zh-CN');
    expect(zh.msg).toBe(`客户可用余额不足：可用10.00 RMB，本单预估${estimate} RMB，不能下单`);
    const vi = await placeAs(r.tk.service, 'vi-VN');
    expect(vi.msg).toBe(
      `Số dư khả dụng không đủ: khả dụng 10.00 RMB, đơn này ước tính ${estimate} RMB; không thể đặt đơn`,
    );
    // enough available: the order goes through without a warning
    await availableTo(estimate);
    const placed = await placeAs(r.tk.demo);
    expect(placed.code).toBe(0);
    expect(placed.data.warnings).toBeUndefined();
  });

  it('warn: the order goes through and its answer carries the warning with the amounts', async () => {
    await setCustomer({ creditControl: 'warn' });
    await availableTo('-5');
    const en = await placeAs(r.tk.demo);
    expect(en.code).toBe(0);
    expect(en.data.warnings).toEqual([
      `Available balance is short: available -5.00 RMB, this order about ${estimate} RMB`,
    ]);
    const zh = await placeAs(r.tk.demo, 'zh-CN');
    expect(zh.data.warnings).toEqual([`客户可用余额不足：可用-5.00 RMB，本单预估${estimate} RMB`]);
    const vi = await placeAs(r.tk.demo, 'vi-VN');
    expect(vi.data.warnings).toEqual([
      `Số dư khả dụng không đủ: khả dụng -5.00 RMB, đơn này ước tính ${estimate} RMB`,
    ]);
    await setCustomer({ creditControl: 'off' });
    expect((await placeAs(r.tk.demo)).data.warnings).toBeUndefined();
  });

  it('arrears: received waybills are detained with type arrears; release takes off that type alone', async () => {
    await setCustomer({ creditControl: 'off', autoArrearsDetain: true, warnTips: null });
    await availableTo('1000');
    const a = (await placeAs(r.tk.demo)).data;
    const b = (await placeAs(r.tk.demo)).data;
    const notYet = (await placeAs(r.tk.demo)).data; // not received: never detained
    expect((await receive(a.waybillNo)).code).toBe(0);
    expect((await receive(b.waybillNo)).code).toBe(0);
    expect((await waybillRow(r.t, a.id))!.isDetain).toBe(false); // not in arrears at receive
    const operate = await r.t.post(
      '/lms/waybill/flag',
      { ids: [b.id], action: 'detain', detainTypes: ['operate'] },
      admin(),
    );
    expect(operate.code).toBe(0);

    await availableTo('-101');
    await receipt('1.00'); // the balance moves, available still −100
    expect(await waybillRow(r.t, a.id)).toMatchObject({
      isDetain: true,
      isArrears: true,
      detainTypes: ['arrears'],
    });
    expect(await waybillRow(r.t, b.id)).toMatchObject({
      isDetain: true,
      detainTypes: ['operate', 'arrears'],
    });
    expect(await waybillRow(r.t, notYet.id)).toMatchObject({ isDetain: false, detainTypes: [] });
    const tracks = await trackRows(r.t, a.id);
    expect(tracks.some((x) => x.action === 'detain' && x.source === 'system')).toBe(true);
    const logs = await r.t.database.db.select().from(businessLog).where(eq(businessLog.entityId, a.id));
    expect(logs.some((x) => x.action === 'detain')).toBe(true);
    // the detain record is written as for any other detain, with the system as its source
    const records = await r.t.database.db
      .select()
      .from(lmsDetainRecord)
      .where(eq(lmsDetainRecord.waybillId, a.id));
    expect(records).toMatchObject([{ action: 'detain', detainTypes: ['arrears'], source: 'system' }]);

    // received while in arrears: detained at receive
    const c = (await placeAs(r.tk.demo)).data;
    expect((await receive(c.waybillNo)).code).toBe(0);
    expect(await waybillRow(r.t, c.id)).toMatchObject({ isDetain: true, detainTypes: ['arrears'] });

    // the customer sees the banner state
    const notice = await ok(r.t, CREDIT_API.notice, {}, { token: r.tk.demo });
    // the received waybills' fees took available further down
    expect(notice).toMatchObject({ customerId: r.c1, inArrears: true, show: true });
    expect(new Decimal(notice.available).lt(-100)).toBe(true);

    // a receipt that brings available back to 0 or above: only the arrears type is released
    await receipt(new Decimal(notice.available).negated().toFixed(2));
    expect(await waybillRow(r.t, a.id)).toMatchObject({ isDetain: false, isArrears: false, detainTypes: [] });
    expect(await waybillRow(r.t, b.id)).toMatchObject({ isDetain: true, detainTypes: ['operate'] });
    expect(await waybillRow(r.t, c.id)).toMatchObject({ isDetain: false, detainTypes: [] });
    const released = await r.t.database.db
      .select()
      .from(lmsDetainRecord)
      .where(eq(lmsDetainRecord.waybillId, b.id));
    expect(released.map((x) => `${x.action}:${x.detainTypes.join('+')}:${x.source}`).sort()).toEqual([
      'detain:arrears:system',
      'detain:operate:manual',
      'release:arrears:system',
    ]);
    const cleared = await ok(r.t, CREDIT_API.notice, {}, { token: r.tk.demo });
    expect(cleared).toMatchObject({ inArrears: false, show: false, warnTips: null });
  });

  it('the notice: warn tips show the banner; staff name the customer, a customer reads only its own', async () => {
    await setCustomer({ warnTips: 'Please pay the March bill' });
    const own = await ok(r.t, CREDIT_API.notice, { customerId: r.c2 }, { token: r.tk.demo });
    expect(own).toMatchObject({ customerId: r.c1, show: true, warnTips: 'Please pay the March bill' });
    const staff = await ok(r.t, CREDIT_API.notice, { customerId: r.c2 }, admin());
    expect(staff.customerId).toBe(r.c2);
    const missing = await call(r.t, CREDIT_API.notice, {}, admin());
    expect(missing.msg).toBe('Please select the customer');
    const lmsOnly = await call(r.t, CREDIT_API.notice, {}, { token: r.tk.lmsonly });
    expect(lmsOnly.code === 0 || lmsOnly.msg === 'No permission at present').toBe(true);
  });
});
