import type { QuoteOk } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fuelSurchargeTable } from '#modules/fms/price/price-data.schema.ts';
import type { Tokens } from '#modules/lms/waybill/waybill-test-kit.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { insertPrice, type PriceIds, priceBody, priceSetup } from './price-test-kit.ts';

/**
 * No stale answer after a write (issue 13 §4): with the server warm (reference data, price heads and
 * answers kept), a write committed in this process is seen by its next request; a change made by
 * another process (here a direct write) is seen once the 5 s of the kept copy have run out.
 */

type Answer = (QuoteOk | { ok: false; productId: string; reasonText: string }) & {
  productName: string | null;
};

/** 8 kg, 50×40×30 cm to Los Angeles: volume weight 10 kg, charged 10 kg. */
const SHIPMENT = {
  countryCode: 'US',
  postcode: '90001',
  pieces: [{ actualWeight: '8', length: '50', width: '40', height: '30' }],
};

describe('kept data is forgotten after a write', () => {
  let t: TestApp;
  let tk: Tokens;
  let ids: PriceIds;
  let product: string;
  let zone: { id: string; version: number };
  let fuel: { id: string; version: number };
  const post = <T = Record<string, unknown>>(url: string, body: unknown, token = tk.admin) =>
    t.post<T>(url, body, { token });
  const quote = (token: string, body: Record<string, unknown> = {}) =>
    post<Answer[]>('/fms/price/queryPrice', { ...SHIPMENT, ...body }, token);
  /** The answer for the fresh product, quoted by staff for C0001 (the same query every time, so a kept answer would show). */
  const freshAnswer = async () => {
    const r = await quote(tk.admin, { customerId: ids.c1 });
    expect(r.code).toBe(0);
    return r.data.find((a) => a.productId === product);
  };
  const month = () => `${t.clock.now().toISOString().slice(0, 7)}-01`;

  beforeAll(async () => {
    t = await createTestApp();
    ({ tk, ids } = await priceSetup(t));
  });
  afterAll(() => t.close());

  it('a product, its zone scheme, fuel rate and price table created on a warm server price the next quote', async () => {
    // warm: reference data, price heads and this very answer are kept now
    expect((await quote(tk.admin, { customerId: ids.c1 })).code).toBe(0);
    const z = await post<{ id: string; version: number }>('/basic/zone/insert', {
      code: 'ZFRESH',
      name: 'Fresh zones',
      zones: [
        { name: 'Near', countryCodes: ['US'] },
        { name: 'Far', countryCodes: ['CA'] },
      ],
    });
    expect(z.code).toBe(0);
    zone = z.data;
    const p = await post<{ id: string }>('/basic/product/insert', {
      code: 'PFRESH',
      name: 'Fresh product',
      headTransportMode: 'air',
      endDeliveryMode: 'express',
      weightRule: 'max',
      volumeDivisor: 6000,
      zoneId: zone.id,
    });
    expect(p.code).toBe(0);
    product = p.data.id;
    const f = await post<{ id: string; version: number }>('/fms/fuelSurcharge/insert', {
      productId: product,
      channelId: null,
      month: month(),
      rate: '0.1',
      remark: null,
    });
    expect(f.code).toBe(0);
    fuel = f.data;
    await insertPrice(
      t,
      tk.admin,
      priceBody(t, ids, {
        name: 'Fresh',
        productId: product,
        weightRanges: [
          { zones: ['Near'], attributeType: 'unitPrice', price: '10' },
          { zones: ['Far'], attributeType: 'unitPrice', price: '20' },
        ],
      }),
    );
    // at once, no wait: 10 kg × 10 = 100.00 + fuel 10 % = 110.00 (not "Product … does not exist")
    expect(await freshAnswer()).toMatchObject({ ok: true, zone: 'Near', total: '110.00' });
  });

  it('a zone scheme and a fuel rate changed price the next quote with the new values', async () => {
    const moved = await post<{ version: number }>('/basic/zone/update', {
      id: zone.id,
      version: zone.version,
      code: 'ZFRESH',
      name: 'Fresh zones',
      zones: [
        { name: 'Near', countryCodes: ['CA'] },
        { name: 'Far', countryCodes: ['US'] },
      ],
    });
    expect(moved.code).toBe(0);
    // US is in "Far" now: 10 kg × 20 = 200.00 + fuel 10 % = 220.00
    expect(await freshAnswer()).toMatchObject({ ok: true, zone: 'Far', total: '220.00' });
    const raised = await post<{ version: number }>('/fms/fuelSurcharge/update', {
      id: fuel.id,
      version: fuel.version,
      productId: product,
      channelId: null,
      month: month(),
      rate: '0.2',
      remark: null,
    });
    expect(raised.code).toBe(0);
    expect(await freshAnswer()).toMatchObject({ ok: true, zone: 'Far', total: '240.00' });
  });

  it("another process's change is seen once the kept copy's 5 s have run out", async () => {
    // a direct write stands for another API process: this one keeps its copy for up to 5 s
    await t.database.db
      .update(fuelSurchargeTable)
      .set({ rate: '0.3' })
      .where(eq(fuelSurchargeTable.id, fuel.id));
    expect(await freshAnswer()).toMatchObject({ total: '240.00' });
    t.clock.advance(4_000);
    expect(await freshAnswer()).toMatchObject({ total: '240.00' });
    t.clock.advance(1_000);
    // 200.00 + fuel 30 % = 260.00
    expect(await freshAnswer()).toMatchObject({ total: '260.00' });
  });

  it("a customer's price-checking flag switched on lets its users quote at once", async () => {
    const off = await quote(tk.lmsonly);
    expect(off).toMatchObject({ code: -1, msg: 'Price checking is not enabled for your account' });
    const done = await post('/customer/customer/batchUpdate', {
      ids: [ids.c2],
      values: { features: ['priceCheck'] },
    });
    expect(done.code).toBe(0);
    expect((await quote(tk.lmsonly)).code).toBe(0);
    await post('/customer/customer/batchUpdate', { ids: [ids.c2], values: { features: [] } });
    expect((await quote(tk.lmsonly)).msg).toBe('Price checking is not enabled for your account');
  });

  it("a role's grant and revoke take effect at the next request of its users", async () => {
    const clerk = await userWithPermissions(t, tk.admin, 'freshClerk', []);
    const search = () => post('/fms/discount/search', {}, clerk);
    expect((await search()).msg).toBe('No permission at present');
    const roles = await post<{ records: { id: string; code: string }[] }>('/user/role/search', {
      criteria: { keyword: 'freshClerk' },
    });
    const role = roles.data.records.find((r) => r.code === 'freshClerk')!;
    expect(
      (await post('/user/role/grant', { roleId: role.id, permissions: ['fms/price/discount'] })).code,
    ).toBe(0);
    expect((await search()).code).toBe(0);
    expect((await post('/user/role/grant', { roleId: role.id, permissions: [] })).code).toBe(0);
    expect((await search()).msg).toBe('No permission at present');
  });

  it('a system setting saved is read by the next request', async () => {
    const read = async () => {
      const config = await t.get<Record<string, unknown>>('/common/sysConfig/get', {}, { token: tk.admin });
      return config.data['finance.showFeesBeforeBilled'];
    };
    const before = await read();
    const saved = await post('/common/sysConfig/update', {
      key: 'finance.showFeesBeforeBilled',
      value: !before,
    });
    expect(saved.code).toBe(0);
    expect(await read()).toBe(!before);
  });
});
