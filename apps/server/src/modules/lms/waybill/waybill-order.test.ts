import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blackListTable } from '#modules/settings/basic.schema.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { lmsWaybill, lmsWaybillCommodity, lmsWaybillPiece } from './waybill.schema.ts';
import {
  customerId,
  order,
  sampleOrder,
  startWaybillApp,
  type Tokens,
  trackRows,
  waybillRow,
} from './waybill-test-kit.ts';

describe('lms waybill order and deleteBatch', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  const waybills = async () => Number((await t.database.db.select({ n: count() }).from(lmsWaybill))[0]!.n);

  beforeAll(async () => ({ t, tk, product } = await startWaybillApp()));
  afterAll(() => t.close());

  it('a customer orders for its own customer: number, order weights, pieces, commodities, first track', async () => {
    const { id, waybillNo } = await order(t, tk.demo, sampleOrder(product, { customerNo: 'PO-1' }));
    expect(waybillNo).toMatch(/^FD\d{6}\d{6}$/);
    const w = await waybillRow(t, id);
    expect(w).toMatchObject({
      customerId: await customerId(t, 'C0001'),
      status: 'order',
      destination: 'US',
      pieceCount: 2,
      orderActualWeight: '11.000',
      orderVolumeWeight: '11.333',
      orderChargeWeight: '11.500',
      orderWeightRule: 'max',
      orderVolumeDivisor: 6000,
    });
    expect(w!.orderTime).toBeInstanceOf(Date);
    const pieces = await t.database.db
      .select()
      .from(lmsWaybillPiece)
      .where(eq(lmsWaybillPiece.waybillId, id));
    expect(pieces.map((p) => p.subNo).sort()).toEqual([`${waybillNo}001`, `${waybillNo}002`]);
    const lines = await t.database.db
      .select()
      .from(lmsWaybillCommodity)
      .where(eq(lmsWaybillCommodity.waybillId, id));
    expect(lines.map((c) => [c.nameEn, c.totalPrice, c.origin]).sort()).toEqual([
      ['Canvas bag', '70.00', 'CN'],
      ['Cotton T-shirt', '50.00', 'CN'],
    ]);
    const tracks = await trackRows(t, id);
    expect(tracks).toHaveLength(1);
    expect(tracks[0]).toMatchObject({ messageKey: 'lmsTrackOrdered', source: 'system' });
  });

  it('a customer cannot order for another customer: the customerId of the payload is ignored', async () => {
    const other = await customerId(t, 'C0002');
    const { id } = await order(t, tk.demo, sampleOrder(product, { customerId: other }));
    expect((await waybillRow(t, id))!.customerId).toBe(await customerId(t, 'C0001'));
  });

  it('staff order for a chosen customer (waiting for the customer to confirm); without one it is refused', async () => {
    const missing = await t.post('/lms/waybill/order', sampleOrder(product), { token: tk.service });
    expect(missing.msg).toBe('Customer cannot be empty');
    const c2 = await customerId(t, 'C0002');
    const { id } = await order(t, tk.service, sampleOrder(product, { customerId: c2 }));
    expect(await waybillRow(t, id)).toMatchObject({ customerId: c2, status: 'waitConfirmWaybill' });
  });

  it('customer numbers are unique per customer', async () => {
    await order(t, tk.demo, sampleOrder(product, { customerNo: 'DUP-1' }));
    const before = await waybills();
    const again = await t.post('/lms/waybill/order', sampleOrder(product, { customerNo: 'DUP-1' }), {
      token: tk.demo,
    });
    expect(again.msg).toBe('Customer number DUP-1 already exists');
    expect(await waybills()).toBe(before);
    await order(t, tk.lmsonly, sampleOrder(product, { customerNo: 'DUP-1' }));
  });

  it('every order rule answers its message in the caller language and writes nothing', async () => {
    const before = await waybills();
    const refused = async (body: unknown, lang: 'en-US' | 'zh-CN' = 'en-US') =>
      (await t.post('/lms/waybill/order', body, { token: tk.demo, lang })).msg;
    expect(
      await refused(sampleOrder(product, { pieces: [{ orderActualWeight: '2', orderLength: '10' }] })),
    ).toBe('Row 1: weight, length, width and height must be all filled or all empty');
    expect(
      await refused(
        sampleOrder(product, {
          pieces: [
            { orderActualWeight: '1', orderLength: '1', orderWidth: '1', orderHeight: '1' },
            { orderActualWeight: '0', orderLength: '1', orderWidth: '1', orderHeight: '1' },
          ],
        }),
      ),
    ).toBe('Row 2: weight and size must be greater than 0');
    expect(await refused(sampleOrder(product, { commodities: [] }))).toBe(
      'At least one commodity line is required',
    );
    const toGermany = sampleOrder(product, {
      recipient: { ...sampleOrder(product).recipient, countryCode: 'DE', city: 'Hamburg' },
    });
    expect(await refused(toGermany)).toBe('EU destination is required for EU countries');
    expect(await refused(toGermany, 'zh-CN')).not.toBe('EU destination is required for EU countries');
    const long = sampleOrder(product, { sender: { ...sampleOrder(product).sender, name: 'x'.repeat(36) } });
    expect(await refused(long)).toContain('35');
    expect(await waybills()).toBe(before);
    await order(t, tk.demo, { ...toGermany, euDestination: 'DE' });
  });

  it('the blacklist is checked at order time', async () => {
    await t.database.db.insert(blackListTable).values({ type: 'recipient', content: 'John Smith' });
    await t.database.db.insert(blackListTable).values({ type: 'commodity', content: 'battery' });
    const before = await waybills();
    const party = await t.post('/lms/waybill/order', sampleOrder(product), { token: tk.demo });
    expect(party.msg).toBe('Recipient "John Smith" is blacklisted; the order cannot be placed');
    const goods = sampleOrder(product, {
      recipient: { ...sampleOrder(product).recipient, name: 'Jane Roe' },
      commodities: [{ nameEn: 'Lithium battery pack', quantity: 1, unitPrice: '9' }],
    });
    expect((await t.post('/lms/waybill/order', goods, { token: tk.demo })).msg).toBe(
      'Commodity "battery" is blacklisted; the order cannot be placed',
    );
    expect(await waybills()).toBe(before);
    await t.database.db.delete(blackListTable);
  });

  it('without the order permission the order is refused', async () => {
    const viewer = await userWithPermissions(t, tk.admin, 'wbviewer', ['lms/waybill/list']);
    const res = await t.post(
      '/lms/waybill/order',
      sampleOrder(product, { customerId: await customerId(t, 'C0001') }),
      {
        token: viewer,
      },
    );
    expect(res.code).toBe(-1);
    expect(res.msg).toBe('No permission at present');
  });

  it('deleteBatch removes waybills not yet received, refuses received ones and other customers', async () => {
    const a = await order(t, tk.demo, sampleOrder(product));
    const b = await order(t, tk.demo, sampleOrder(product));
    const theirs = await order(t, tk.lmsonly, sampleOrder(product));
    const other = await t.post('/lms/waybill/deleteBatch', { ids: [a.id, theirs.id] }, { token: tk.demo });
    expect(other.msg).toBe('Data does not exist');
    expect(await waybillRow(t, a.id)).toBeDefined();
    const received = await t.post('/lms/waybill/receive', { id: b.id, weighMode: 1 }, { token: tk.service });
    expect(received.code).toBe(0);
    const refused = await t.post('/lms/waybill/deleteBatch', { ids: [a.id, b.id] }, { token: tk.demo });
    expect(refused.msg).toBe(
      `Waybill ${b.waybillNo}: Waybill ${b.waybillNo} has been received and cannot be deleted`,
    );
    expect(await waybillRow(t, a.id)).toBeDefined();
    const ok = await t.post('/lms/waybill/deleteBatch', { ids: [a.id] }, { token: tk.demo });
    expect(ok).toMatchObject({ code: 0, data: { deleted: 1 } });
    expect(await waybillRow(t, a.id)).toBeUndefined();
    const viewer = await userWithPermissions(t, tk.admin, 'wbdel', ['lms/waybill/list']);
    expect((await t.post('/lms/waybill/deleteBatch', { ids: [theirs.id] }, { token: viewer })).msg).toBe(
      'No permission at present',
    );
  });
});
