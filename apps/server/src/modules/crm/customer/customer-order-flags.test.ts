import { localDate, nextDay, Permission } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lmsWaybill } from '#modules/lms/waybill/waybill.schema.ts';
import {
  customerId,
  order,
  sampleOrder,
  startWaybillApp,
  type Tokens,
  waybillRow,
} from '#modules/lms/waybill/waybill-test-kit.ts';
import { download, userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { customer } from './customer.schema.ts';

const ONLY =
  'Your account may only make documents: labels, pick-up requests and sending are done by our staff';
type Notice = {
  isOnlyMakeDocument: boolean;
  shippingCutOffTime: string | null;
  shipDate: string;
  afterCutOff: boolean;
  makeDocumentLimit: number | null;
  orderedToday: number;
  remaining: number | null;
};

describe('customer order flags: make-document limit, cut-off, only make document', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let c1: string;
  let c2: string;
  const setFlags = (id: string, values: Partial<typeof customer.$inferInsert>) =>
    t.database.db.update(customer).set(values).where(eq(customer.id, id));
  const place = (token: string, over: Record<string, unknown> = {}, lang?: 'zh-CN') =>
    t.post<{ id: string; waybillNo: string; warnings?: string[] }>(
      '/lms/waybill/order',
      sampleOrder(product, over),
      { token, lang },
    );
  const notice = (token: string, query: Record<string, string> = {}) =>
    t.get<Notice>('/customer/customer/orderNotice', query, { token });

  beforeAll(async () => {
    ({ t, tk, product } = await startWaybillApp());
    c1 = await customerId(t, 'C0001');
    c2 = await customerId(t, 'C0002');
  });
  beforeEach(async () => {
    const none = { makeDocumentLimit: null, shippingCutOffTime: null, isOnlyMakeDocument: false };
    await setFlags(c1, none);
    await setFlags(c2, none);
  });
  afterAll(() => t.close());

  it('make-document limit: orders beyond it are refused naming the limit; other customers and staff of others go on', async () => {
    const today = (await notice(tk.demo)).data.orderedToday;
    await setFlags(c1, { makeDocumentLimit: today + 2 });
    expect((await notice(tk.demo)).data).toMatchObject({ makeDocumentLimit: today + 2, remaining: 2 });
    expect((await place(tk.demo)).code).toBe(0);
    expect((await place(tk.demo)).code).toBe(0);
    const refused = await place(tk.demo);
    expect(refused.msg).toBe(
      `The make-document limit of ${today + 2} waybills a day is reached (${today + 2} ordered today)`,
    );
    expect((await place(tk.demo, {}, 'zh-CN')).msg).toBe(
      `已达每日制单上限${today + 2}票（今日已下${today + 2}票）`,
    );
    // staff ordering for the customer count against the same limit
    expect((await place(tk.admin, { customerId: c1 })).msg).toBe(refused.msg);
    expect((await notice(tk.demo)).data.remaining).toBe(0);
    // another customer is not limited
    expect((await place(tk.lmsonly)).code).toBe(0);
    expect((await place(tk.admin, { customerId: c2 })).code).toBe(0);
  });

  it('make-document limit holds under concurrent orders (exactly the limit pass)', async () => {
    const today = (await notice(tk.demo)).data.orderedToday;
    await setFlags(c1, { makeDocumentLimit: today + 10 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => place(tk.demo)));
    expect(answers.filter((a) => a.code === 0)).toHaveLength(10);
    expect(answers.filter((a) => a.code !== 0).map((a) => a.msg)).toEqual(
      Array(10).fill(
        `The make-document limit of ${today + 10} waybills a day is reached (${today + 10} ordered today)`,
      ),
    );
    expect((await notice(tk.demo)).data).toMatchObject({ orderedToday: today + 10, remaining: 0 });
  }, 120_000);

  it('cut-off: an order after it ships the next day and says so; before it, the same day', async () => {
    const now = t.clock.now();
    const day = localDate(now);
    // a cut-off a minute before now (at local midnight there is none before: move on a minute)
    if (localDate(new Date(now.getTime() - 60_000)) !== day) t.clock.advance(60_000);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Shanghai',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(t.clock.now().getTime() - 60_000));
    await setFlags(c2, { shippingCutOffTime: local });
    const today = localDate(t.clock.now());
    const late = await place(tk.lmsonly);
    expect(late.code).toBe(0);
    expect(late.data.warnings).toEqual([`Ordered after the cut-off ${local}: ships on ${nextDay(today)}`]);
    expect((await waybillRow(t, late.data.id))!.shipDate).toBe(nextDay(today));
    expect((await notice(tk.lmsonly)).data).toMatchObject({
      shippingCutOffTime: local,
      afterCutOff: true,
      shipDate: nextDay(today),
    });
    // the customer without a cut-off ships today, without a notice
    const onTime = await place(tk.demo);
    expect(onTime.data.warnings).toBeUndefined();
    expect((await waybillRow(t, onTime.data.id))!.shipDate).toBe(today);
    await setFlags(c2, { shippingCutOffTime: '23:59' });
    if (local !== '23:58') expect((await notice(tk.lmsonly)).data.afterCutOff).toBe(false);
  });

  it('only make document: orders and edits go on; labels, pick-up and sending are refused; staff do them', async () => {
    await setFlags(c2, { isOnlyMakeDocument: true });
    const w = await order(t, tk.lmsonly, sampleOrder(product));
    const mine = await order(t, tk.demo, sampleOrder(product));
    expect((await place(tk.lmsonly, { homePickUp: true })).msg).toBe(ONLY);
    expect((await t.post('/lms/waybill/fetchTrackNo', { ids: [w.id] }, { token: tk.lmsonly })).msg).toBe(
      ONLY,
    );
    expect((await t.post('/lms/waybill/cancelTrackNo', { ids: [w.id] }, { token: tk.lmsonly })).msg).toBe(
      ONLY,
    );
    expect((await t.get('/lms/waybill/printLabel', { id: w.id }, { token: tk.lmsonly })).msg).toBe(ONLY);
    const label = await download(t, 'GET', `/lms/document/label?ids=${w.id}`, tk.lmsonly);
    expect(JSON.parse(label.body.toString()).msg).toBe(ONLY);
    // making documents stays: the invoice prints
    const invoice = await download(t, 'GET', `/lms/document/invoice?ids=${w.id}`, tk.lmsonly);
    expect(invoice.body.subarray(0, 5).toString()).toBe('%PDF-');
    const pickUp = {
      waybillIds: [w.id],
      address: 'Fuyong Logistics Park, Shenzhen',
      contact: 'Li Ming',
      phone: '13800000000',
      plannedTime: '2026-06-01T02:00:00Z',
    };
    expect((await t.post('/lms/pickUpTask/newTask', pickUp, { token: tk.lmsonly })).msg).toBe(ONLY);
    expect((await notice(tk.lmsonly)).data.isOnlyMakeDocument).toBe(true);
    // staff do it for the customer; another customer is not concerned
    const staffTask = await t.post(
      '/lms/pickUpTask/newTask',
      { ...pickUp, customerId: c2 },
      { token: tk.service },
    );
    expect(staffTask.code).toBe(0);
    expect((await place(tk.admin, { customerId: c2, homePickUp: true })).code).toBe(0);
    const theirs = await t.post(
      '/lms/pickUpTask/newTask',
      { ...pickUp, waybillIds: [mine.id] },
      { token: tk.demo },
    );
    expect(theirs.code).toBe(0);
    const other = await download(t, 'GET', `/lms/document/label?ids=${mine.id}`, tk.demo);
    expect(other.body.subarray(0, 5).toString()).toBe('%PDF-');
    // parcels: no label print (C0001 holds the parcel system; ship confirm is staff work anyway)
    await setFlags(c1, { isOnlyMakeDocument: true });
    const ids = ['00000000-0000-4000-8000-000000000001'];
    expect((await t.post('/pds/pdsWaybill/print', { ids }, { token: tk.demo })).msg).toBe(ONLY);
  });

  it('the order notice: a customer reads only its own; staff name the customer', async () => {
    await setFlags(c1, { makeDocumentLimit: 1000, shippingCutOffTime: '23:59' });
    const own = await notice(tk.lmsonly, { customerId: c1 });
    expect(own.data).toMatchObject({ makeDocumentLimit: null, shippingCutOffTime: null, remaining: null });
    const staff = await notice(tk.service, { customerId: c1 });
    expect(staff.data).toMatchObject({ makeDocumentLimit: 1000, shippingCutOffTime: '23:59' });
    expect((await notice(tk.service)).code).not.toBe(0);
    const rows = await t.database.db
      .select({ id: lmsWaybill.id })
      .from(lmsWaybill)
      .where(eq(lmsWaybill.customerId, c1));
    expect(staff.data.orderedToday).toBeLessThanOrEqual(rows.length);
    // the order permission is needed
    const noOrder = await userWithPermissions(t, tk.admin, 'noorder', [Permission.lmsWaybillList]);
    expect((await notice(noOrder, { customerId: c1 })).code).not.toBe(0);
  });
});
