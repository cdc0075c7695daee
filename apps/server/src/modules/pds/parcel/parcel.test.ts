import { PARCEL_API } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { businessLog } from '#modules/settings/business-log/business-log.schema.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { customerId, type Tokens } from '../../lms/waybill/waybill-test-kit.ts';
import { pdsLabelAttempt, pdsWaybill, pdsWaybillFee } from './parcel.schema.ts';
import { type FakeCarrier, installFakeCarrier, sampleParcel, startParcelApp } from './parcel-test-kit.ts';

type Ordered = { id: string; waybillNo: string; trackNo?: string; labelError?: string };
type Price = { ok: boolean; productId: string; total?: string; currency?: string; reasonText?: string };

const parcelRow = async (t: TestApp, id: string) =>
  (await t.database.db.select().from(pdsWaybill).where(eq(pdsWaybill.id, id)))[0]!;

describe('pds parcels: price, order and labels', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  let lmsProduct: string;
  let fake: FakeCarrier;
  const order = (token: string, body: unknown) => t.post<Ordered>('/pds/pdsWaybill/order', body, { token });

  beforeAll(async () => {
    ({ t, tk, product, lmsProduct } = await startParcelApp());
    fake = installFakeCarrier();
  });
  afterAll(async () => {
    fake.restore();
    await t.close();
  });

  it('calPrice prices the parcel with the PDS products’ tables only, by the pricing engine', async () => {
    const res = await t.post<Price[]>(
      PARCEL_API.calPrice.url,
      { recipient: { countryCode: 'US', postcode: '90001' }, pieces: [{ receiveActualWeight: '2' }] },
      { token: tk.demo },
    );
    expect(res.code).toBe(0);
    expect(res.data.length).toBeGreaterThan(0);
    expect(res.data.every((r) => r.productId === product)).toBe(true);
    expect(res.data.some((r) => r.productId === lmsProduct)).toBe(false);
    expect(res.data[0]).toMatchObject({ ok: true, currency: 'RMB' });
    expect(res.data[0]!.total).toMatch(/^\d+\.\d{2}$/);
    // staff price for a named customer
    const staff = await t.post<Price[]>(
      PARCEL_API.calPrice.url,
      {
        customerId: await customerId(t, 'C0001'),
        recipient: { countryCode: 'US', postcode: '90001' },
        pieces: [{ receiveActualWeight: '2' }],
      },
      { token: tk.admin },
    );
    expect(staff.data[0]!.total).toBe(res.data[0]!.total);
  });

  it('an order buys its label at once: track number, status made, fees, tracks and business log', async () => {
    const res = await order(tk.demo, sampleParcel(product, { customerNo: 'REF-1' }));
    expect(res.code).toBe(0);
    expect(res.data.waybillNo).toMatch(/^PD\d{12}$/);
    expect(res.data.trackNo).toMatch(/^1Z/);
    expect(res.data.labelError).toBeUndefined();
    const row = await parcelRow(t, res.data.id);
    expect(row).toMatchObject({
      status: 'made',
      trackNo: res.data.trackNo,
      labelError: null,
      destination: 'US',
    });
    const fees = await t.database.db.select().from(pdsWaybillFee).where(eq(pdsWaybillFee.waybillId, row.id));
    expect(fees.length).toBeGreaterThan(0);
    expect(fees[0]).toMatchObject({ kind: 'customer', status: 0, currency: 'RMB' });
    const logs = await t.database.db.select().from(businessLog).where(eq(businessLog.entityId, row.id));
    expect(logs.map((l) => l.action).sort()).toEqual(['order', 'parcelLabel']);
    // the customer number is once per customer
    const again = await order(tk.demo, sampleParcel(product, { customerNo: 'REF-1' }));
    expect(again.msg).toBe('Customer number REF-1 already exists');
  });

  it('a customer orders for itself: the customerId of the payload is ignored', async () => {
    const res = await order(tk.demo, sampleParcel(product, { customerId: await customerId(t, 'C0002') }));
    expect(res.code).toBe(0);
    expect((await parcelRow(t, res.data.id)).customerId).toBe(await customerId(t, 'C0001'));
  });

  it('staff must name the customer; a product that is not a PDS product is refused', async () => {
    const none = await order(tk.admin, sampleParcel(product));
    expect(none.msg).toBe('Customer cannot be empty');
    const lms = await order(tk.demo, sampleParcel(lmsProduct));
    expect(lms.code).toBe(-1);
    expect(lms.msg).toMatch(/is not a parcel \(PDS\) product$/);
    const noPrice = await order(
      tk.demo,
      sampleParcel(product, { recipient: { ...sampleParcel(product).recipient, countryCode: 'AQ' } }),
    );
    expect(noPrice.msg).toMatch(/^Product FD US Express has no price: /);
  });

  it('a refused label keeps the carrier’s message: status failed, the error in the answer', async () => {
    fake.failNext.push({
      code: 'validation',
      message: 'The shipment was refused',
      carrierCode: '8021',
      carrierMessage: 'Invalid postal code',
      retryable: false,
    });
    const res = await order(tk.demo, sampleParcel(product));
    expect(res.code).toBe(0);
    expect(res.data.trackNo).toBeUndefined();
    expect(res.data.labelError).toBe('8021 Invalid postal code');
    expect(await parcelRow(t, res.data.id)).toMatchObject({
      status: 'failed',
      labelError: '8021 Invalid postal code',
    });
  });

  it('an unreachable carrier leaves the label to the durable task, which buys exactly one', async () => {
    fake.failNext.push({ code: 'unavailable', message: 'Carrier unavailable', retryable: true });
    const res = await order(tk.demo, sampleParcel(product));
    expect(res.data.labelError).toBe('Carrier unavailable');
    expect((await parcelRow(t, res.data.id)).status).toBe('waiting');
    const sold = fake.sold.size;
    t.clock.advance(61_000);
    await t.app.tasks.runDueTasks();
    const row = await parcelRow(t, res.data.id);
    expect(row).toMatchObject({ status: 'made', labelError: null });
    expect(fake.sold.size).toBe(sold + 1);
    // the task ran again: the attempt is done, nothing is bought twice
    t.clock.advance(61_000);
    await t.app.tasks.runDueTasks();
    expect(fake.sold.size).toBe(sold + 1);
  });

  it('a label queued in the background is bought by the task', async () => {
    const res = await order(tk.demo, sampleParcel(product, { labelNow: false }));
    expect(res.data.trackNo).toBeUndefined();
    expect((await parcelRow(t, res.data.id)).status).toBe('waiting');
    await t.app.tasks.runDueTasks();
    expect((await parcelRow(t, res.data.id)).status).toBe('made');
  });

  it('a worker that died during the carrier call is taken over with the same key: one label', async () => {
    const res = await order(tk.demo, sampleParcel(product, { labelNow: false }));
    const key = `${res.data.id}:1`;
    // the dead worker reached the carrier (which sold the label under the key) but stored nothing
    fake.sold.set(key, '1ZDEADWORKER');
    await t.database.db
      .update(pdsLabelAttempt)
      .set({ status: 'calling', lockedUntil: new Date(t.clock.now().getTime() + 120_000) })
      .where(eq(pdsLabelAttempt.idempotencyKey, key));
    await t.app.tasks.runDueTasks();
    expect((await parcelRow(t, res.data.id)).status).toBe('waiting'); // the lease still runs
    t.clock.advance(180_000);
    await t.app.tasks.runDueTasks();
    const row = await parcelRow(t, res.data.id);
    expect(row).toMatchObject({ status: 'made', trackNo: '1ZDEADWORKER' });
    const [attempt] = await t.database.db
      .select()
      .from(pdsLabelAttempt)
      .where(and(eq(pdsLabelAttempt.waybillId, row.id), eq(pdsLabelAttempt.status, 'done')));
    expect(attempt).toMatchObject({ trackNo: '1ZDEADWORKER', calls: 1 });
  });

  it('permissions: ordering needs pds/waybill/order; pricing needs order or batch order', async () => {
    const token = await userWithPermissions(t, tk.admin, 'pdsListOnly', ['pds', 'pds/waybill/list']);
    const refused = await order(token, sampleParcel(product, { customerId: await customerId(t, 'C0001') }));
    expect(refused.msg).toBe('No permission at present');
    const price = await t.post(
      PARCEL_API.calPrice.url,
      { recipient: { countryCode: 'US' }, pieces: [{ receiveActualWeight: '1' }] },
      { token },
    );
    expect(price.msg).toBe('No permission at present');
  });
});
