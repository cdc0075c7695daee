import {
  type PriceTable,
  priceTableSchema,
  type QuoteContext,
  type QuoteOk,
  quoteAll,
  type Shipment,
  zoneRowsSchema,
} from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '#modules/crm/customer/customer.schema.ts';
import type { Tokens } from '#modules/lms/waybill/waybill-test-kit.ts';
import { zoneTable } from '#modules/settings/basic.schema.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fmsPrice } from './price.schema.ts';
import { forgetPriceReference } from './price-reference.ts';
import { DAY, insertPrice, type PriceIds, priceBody, priceSetup } from './price-test-kit.ts';

type Answer = (QuoteOk | { ok: false; productId: string; reasonText: string }) & {
  productName: string | null;
  channelName: string | null;
};

/** 8 kg, 50×40×30 cm to Los Angeles (US Zone 1 West): volume weight 60000 ÷ 6000 = 10 kg, charge 10 kg. */
const SHIPMENT = {
  countryCode: 'US',
  postcode: '90001',
  pieces: [{ actualWeight: '8', length: '50', width: '40', height: '30' }],
};

describe('fms price query (quote) and exchange-rate query', () => {
  let t: TestApp;
  let tk: Tokens;
  let ids: PriceIds;
  const tables: PriceTable[] = [];
  const quote = (token: string, body: Record<string, unknown> = {}) =>
    t.post<Answer[]>('/fms/price/queryPrice', { ...SHIPMENT, ...body }, { token });
  const totalOf = (answers: Answer[]) => answers.find((a) => a.ok && a.productId === ids.product) as QuoteOk;

  beforeAll(async () => {
    t = await createTestApp();
    ({ tk, ids } = await priceSetup(t));
    const month = `${t.clock.now().toISOString().slice(0, 7)}-01`;
    const fuel = await t.post(
      '/fms/fuelSurcharge/insert',
      { productId: ids.product, channelId: null, month, rate: '0.15', remark: null },
      { token: tk.admin },
    );
    expect(fuel.code).toBe(0);
    const add = async (over: Record<string, unknown>) => {
      const body = priceBody(t, ids, over);
      const { id } = await insertPrice(t, tk.admin, body);
      tables.push(priceTableSchema.parse({ ...body, id }));
    };
    // C0001's own table, a general one (every customer), C0002's own, and a hidden agent price
    await add({ name: 'C1', surcharges: [{ subject: 'remote', formula: '25' }] });
    await add({
      name: 'General',
      customerIds: [],
      weightRanges: [{ attributeType: 'unitPrice', price: '40' }],
    });
    await add({
      name: 'C2',
      customerIds: [ids.c2],
      weightRanges: [{ attributeType: 'unitPrice', price: '10' }],
    });
    await add({
      name: 'Cost',
      kind: 'agent',
      customerIds: [],
      weightRanges: [{ attributeType: 'unitPrice', price: '1' }],
    });
    forgetPriceReference(t.database.db);
  });
  afterAll(() => t.close());

  it('prices a customer with its own table: 10 kg × 30 + fuel 15 % + remote 25 = 370.00', async () => {
    const r = await quote(tk.demo);
    expect(r.code).toBe(0);
    const ok = totalOf(r.data);
    expect(ok).toMatchObject({
      zone: 'Zone 1 West',
      timeliness: '3-5 days',
      volumeDivisor: 6000,
      chargeWeight: '10.000',
      total: '370.00',
      localTotal: '370.00',
      productName: 'FD US Express',
      channelName: 'US UPS Ground',
    });
    expect(ok.lines.map((l) => [l.subject, l.value, l.formula])).toEqual([
      ['freight', '345.00', expect.stringContaining('10 kg × 30 = 300.00; fuel 300.00 × 15% = 45.00')],
      ['remote', '25.00', expect.any(String)],
    ]);
    // the product without a table answers with its reason, after the priced ones
    expect(r.data.at(-1)).toMatchObject({
      ok: false,
      productName: 'FD EU Sea FBA',
      reasonText: 'No price available',
    });
  });

  it('answers the same money as the engine on the same data', async () => {
    const [scheme] = await t.database.db.select().from(zoneTable).where(eq(zoneTable.code, 'USZONE'));
    const context: QuoteContext = {
      now: t.clock.now(),
      products: {
        [ids.product]: {
          id: ids.product,
          weightRule: 'max',
          volumeDivisor: 6000,
          carryUnit: '0.5',
          minChargeWeight: '0.5',
          zoneId: String(scheme!.id),
        },
      },
      channels: {
        [ids.channel]: {
          id: ids.channel,
          weightConfig: {
            minChargeWeight: 0.5,
            carryUnits: [
              { startWeight: 0, endWeight: 21, unit: 0.5, type: 'chargeWeight' },
              { startWeight: 21, endWeight: 9999, unit: 1, type: 'chargeWeight' },
            ],
          },
        },
      },
      zoneSchemes: { [String(scheme!.id)]: zoneRowsSchema.parse(scheme!.zones) },
      fuelRates: [{ productId: ids.product, month: t.clock.now().toISOString().slice(0, 7), rate: '0.15' }],
      purpose: 'query',
    };
    for (const [token, customerId] of [
      [tk.demo, ids.c1],
      [tk.admin, ids.c2],
      [tk.admin, null],
    ] as const) {
      const shipment: Shipment = { ...SHIPMENT, customerId, date: t.clock.now() };
      const engine = quoteAll(shipment, tables, context).find((x) => x.ok) as QuoteOk;
      const api = totalOf((await quote(token, { customerId })).data);
      expect(api.priceId).toBe(engine.priceId);
      expect(api.lines).toEqual(JSON.parse(JSON.stringify(engine.lines)));
      expect([api.total, api.localTotal]).toEqual([engine.total, engine.localTotal]);
    }
  });

  it('staff quote for the customer they name, or with the general tables', async () => {
    expect(totalOf((await quote(tk.admin, { customerId: ids.c2 })).data).total).toBe('115.00');
    expect(totalOf((await quote(tk.admin)).data).total).toBe('460.00');
    const refused = await quote(tk.service);
    expect(refused.msg).toBe('No permission at present');
  });

  it('a customer quotes only with the price-checking feature and only with its own or general tables', async () => {
    const off = await quote(tk.lmsonly);
    expect(off).toMatchObject({ code: -1, msg: 'Price checking is not enabled for your account' });
    await t.database.db
      .update(customer)
      .set({ features: ['priceCheck'] })
      .where(eq(customer.id, ids.c2));
    forgetPriceReference(t.database.db);
    // C0002 sees its own table (10 kg × 10 + 15 % fuel), never C0001's, even when naming C0001
    for (const body of [{}, { customerId: ids.c1 }]) {
      const own = totalOf((await quote(tk.lmsonly, body)).data);
      expect(own.total).toBe('115.00');
      expect(own.priceId).toBe(tables[2]!.id);
    }
    // and C0001 never gets C0002's cheaper table, even when naming C0002
    expect(totalOf((await quote(tk.demo, { customerId: ids.c2 })).data).total).toBe('370.00');
  });

  it('answers exchange rates: plain and with the loss rate, either direction, by date', async () => {
    const rate = await t.post(
      '/fms/exchangeRate/insert',
      {
        currency: 'RMB',
        foreignCurrency: 'JPY',
        value: '0.048',
        lossRate: '0.02',
        effectiveFrom: '2026-01-01',
        remark: null,
      },
      { token: tk.admin },
    );
    expect(rate.code).toBe(0);
    const q = (body: Record<string, unknown>) => t.post('/fms/exchangeRate/query', body, { token: tk.demo });
    expect((await q({ foreignCurrency: 'JPY', date: '2026-06-01' })).data).toEqual({
      currency: 'RMB',
      foreignCurrency: 'JPY',
      date: '2026-06-01',
      value: '0.048000',
      valueWithLoss: '0.048960',
    });
    expect((await q({ currency: 'JPY', foreignCurrency: 'RMB', date: '2026-06-01' })).data).toMatchObject({
      value: '20.833333',
    });
    expect(await q({ foreignCurrency: 'JPY', date: '2025-12-31' })).toMatchObject({
      code: -1,
      msg: 'No exchange rate of JPY to RMB on 2025-12-31',
    });
    expect(
      (await t.post('/fms/exchangeRate/query', { foreignCurrency: 'JPY' }, { token: tk.service })).code,
    ).toBe(-1);
  });
  /** Runs the call and counts the statements it sent to the PGlite test database. */
  async function counted<T>(call: () => Promise<T>): Promise<{ result: T; count: number }> {
    const client = t.database.pglite!;
    const original = client.query.bind(client);
    let count = 0;
    client.query = ((...args: Parameters<typeof original>) => {
      count += 1;
      return original(...args);
    }) as typeof client.query;
    try {
      return { result: await call(), count };
    } finally {
      client.query = original;
    }
  }

  it('runs no query for a quote once the tables are kept; a table saved in this process prices at once', async () => {
    if (!t.database.pglite) return; // counted on PGlite (the default test engine)
    await quote(tk.demo);
    const kept = await counted(() => quote(tk.demo, { postcode: '90002' }));
    expect(totalOf(kept.result.data).total).toBe('370.00');
    expect(kept.count).toBe(0);
    // +10 %: 10 kg × 33 = 330.00 + fuel 15 % 49.50 + remote 25 = 404.50, with no wait and no forgetting
    const adjusted = await t.post(
      '/fms/price/batchAdjust',
      { kind: 'customer', ids: [tables[0]!.id], type: 'percent', value: '0.1' },
      { token: tk.admin },
    );
    expect(adjusted.code).toBe(0);
    const fresh = await counted(() => quote(tk.demo));
    expect(totalOf(fresh.result.data).total).toBe('404.50');
    expect(fresh.count).toBeGreaterThan(0);
  });

  it('a table ended by another process stops pricing within 5 s', async () => {
    const before = totalOf((await quote(tk.demo)).data);
    expect(before.priceId).toBe(tables[0]!.id);
    // another API process (or a hand-made change) ends C0001's table: this process still has it kept
    await t.database.db
      .update(fmsPrice)
      .set({ effectiveTo: new Date(t.clock.now().getTime() - 60_000), version: sql`version + 1` })
      .where(eq(fmsPrice.id, tables[0]!.id));
    expect(totalOf((await quote(tk.demo)).data).priceId).toBe(tables[0]!.id);
    t.clock.advance(5_000);
    // then the general table prices: 10 kg × 40 = 400.00 + fuel 15 % = 460.00
    const after = totalOf((await quote(tk.demo)).data);
    expect([after.priceId, after.total]).toEqual([tables[1]!.id, '460.00']);
  });
  it('a quote dated before the kept tables reads the tables of that date from the database', async () => {
    const { id } = await insertPrice(
      t,
      tk.admin,
      priceBody(t, ids, {
        name: 'C1 last week',
        effectiveFrom: new Date(t.clock.now().getTime() - 10 * DAY).toISOString(),
        effectiveTo: new Date(t.clock.now().getTime() - 3 * DAY).toISOString(),
      }),
    );
    const date = new Date(t.clock.now().getTime() - 5 * DAY).toISOString();
    expect(totalOf((await quote(tk.demo, { date })).data).priceId).toBe(id);
    expect(totalOf((await quote(tk.demo)).data).priceId).not.toBe(id);
  });
});
