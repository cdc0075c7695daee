import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '#modules/crm/customer/customer.schema.ts';
import { forgetFeeReference } from '#modules/fms/fee/fee-calculate.service.ts';
import { feeRows, TWO_PIECES } from '#modules/fms/fee/fee-test-kit.ts';
import { fmsPrice } from '#modules/fms/price/price.schema.ts';
import { forgetPriceReference } from '#modules/fms/price/price-reference.ts';
import { insertPrice, type PriceIds, priceBody, priceSetup } from '#modules/fms/price/price-test-kit.ts';
import { sampleOrder, type Tokens, waybillRow } from '#modules/lms/waybill/waybill-test-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { fmsPriceQuote } from './price-quote.schema.ts';

type Quote = {
  id: string;
  priceNo: string;
  customerId: string;
  total: string;
  localTotal: string;
  status: string;
  expiresAt: string;
  waybillId: string | null;
};
type Page = { records: Quote[]; total: number };

/** 8 kg, 50×40×30 cm to Los Angeles: charge 10 kg. */
const SHIPMENT = {
  countryCode: 'US',
  postcode: '90001',
  pieces: [{ actualWeight: '8', length: '50', width: '40', height: '30' }],
};

describe('saved price quotes (fms/priceQuote) and ordering from them', () => {
  let t: TestApp;
  let tk: Tokens;
  let ids: PriceIds;
  const save = (token: string, body: Record<string, unknown> = {}) =>
    t.post<Quote>(
      '/fms/priceQuote/insert',
      { ...SHIPMENT, productId: ids.product, channelId: ids.channel, ...body },
      { token },
    );
  const search = (token: string, criteria: Record<string, unknown> = {}) =>
    t.post<Page>('/fms/priceQuote/search', { criteria }, { token });

  beforeAll(async () => {
    t = await createTestApp();
    ({ tk, ids } = await priceSetup(t));
    await insertPrice(t, tk.admin, priceBody(t, ids, { name: 'C1' }));
    await insertPrice(
      t,
      tk.admin,
      priceBody(t, ids, {
        name: 'C2',
        customerIds: [ids.c2],
        weightRanges: [{ attributeType: 'unitPrice', price: '10' }],
      }),
    );
    // C0002 (user lmsonly) gets the price-checking feature too
    await t.database.db
      .update(customer)
      .set({ features: ['priceCheck'] })
      .where(eq(customer.id, ids.c2));
    forgetPriceReference(t.database.db);
  });
  afterAll(() => t.close());

  it('saves a quote with a price number, the priced total and an expiry of 7 days', async () => {
    const price = await t.post<{ ok: boolean; productId: string; total: string }[]>(
      '/fms/price/queryPrice',
      SHIPMENT,
      { token: tk.demo },
    );
    const expected = price.data.find((r) => r.ok && r.productId === ids.product)!;
    const r = await save(tk.demo);
    expect(r.code).toBe(0);
    expect(r.data.priceNo).toMatch(/^PQ\d{6}\d{5}$/);
    expect(r.data).toMatchObject({ customerId: ids.c1, total: expected.total, status: 'active' });
    const days = (new Date(r.data.expiresAt).getTime() - t.clock.now().getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 5);
    const detail = await t.get<Quote>(
      '/fms/priceQuote/detail',
      { priceNo: r.data.priceNo },
      { token: tk.demo },
    );
    expect(detail.data).toMatchObject({ id: r.data.id, total: expected.total });
  });

  it('a customer sees only its own quotes; staff see every customer', async () => {
    const mine = await save(tk.demo);
    const theirs = await save(tk.lmsonly);
    expect(theirs.code).toBe(0);
    expect(theirs.data.customerId).toBe(ids.c2);
    expect(theirs.data.total).toBe('100.00'); // C0002's own table: 10 kg × 10
    const demoNos = (await search(tk.demo)).data.records.map((x) => x.priceNo);
    expect(demoNos).toContain(mine.data.priceNo);
    expect(demoNos).not.toContain(theirs.data.priceNo);
    // naming the other customer does not widen a customer user's scope
    const named = await search(tk.demo, { customerId: ids.c2 });
    expect(named.data.records.map((x) => x.priceNo)).not.toContain(theirs.data.priceNo);
    const other = await t.get('/fms/priceQuote/detail', { id: theirs.data.id }, { token: tk.demo });
    expect(other.code).toBe(-1);
    const staff = await search(tk.admin, { customerId: ids.c2 });
    expect(staff.data.records.map((x) => x.priceNo)).toEqual([theirs.data.priceNo]);
    expect((await search(tk.admin, { keyword: mine.data.priceNo })).data.total).toBe(1);
  });

  it('staff save a quote only for a chosen customer; a user without the code is refused', async () => {
    expect((await save(tk.admin, { customerId: ids.c2 })).data.customerId).toBe(ids.c2);
    expect((await save(tk.admin)).code).toBe(-1);
    expect((await save(tk.admin, { customerId: '00000000-0000-4000-8000-000000000000' })).code).toBe(-1);
    expect((await save(tk.service, { customerId: ids.c1 })).msg).toBe('No permission at present');
    expect((await search(tk.service)).msg).toBe('No permission at present');
  });

  it('ordering from a quote stores its number on the waybill and uses the quote up', async () => {
    const quote = (await save(tk.demo)).data;
    const placed = await t.post<{ id: string }>(
      '/lms/waybill/order',
      sampleOrder(ids.product, { priceNo: quote.priceNo }),
      { token: tk.demo },
    );
    expect(placed.code).toBe(0);
    expect((await waybillRow(t, placed.data.id))!.priceNo).toBe(quote.priceNo);
    const used = await t.get<Quote>('/fms/priceQuote/detail', { id: quote.id }, { token: tk.demo });
    expect(used.data).toMatchObject({ status: 'used', waybillId: placed.data.id });
    expect((await search(tk.demo, { status: 'used' })).data.records.map((x) => x.id)).toContain(quote.id);
    const again = await t.post('/lms/waybill/order', sampleOrder(ids.product, { priceNo: quote.priceNo }), {
      token: tk.demo,
    });
    expect(again.msg).toBe(`Price quote ${quote.priceNo} has already been used for an order`);
  });

  it('refuses an expired quote (in the caller language), another customer quote and an unknown number', async () => {
    const quote = (await save(tk.demo)).data;
    const past = new Date(t.clock.now().getTime() - 86_400_000);
    await t.database.db.update(fmsPriceQuote).set({ expiresAt: past }).where(eq(fmsPriceQuote.id, quote.id));
    const order = (lang?: 'zh-CN' | 'vi-VN') =>
      t.post('/lms/waybill/order', sampleOrder(ids.product, { priceNo: quote.priceNo }), {
        token: tk.demo,
        lang,
      });
    const day = past.toISOString().slice(0, 10);
    expect((await order()).msg).toBe(
      `Price quote ${quote.priceNo} expired on ${day}; please query the price again`,
    );
    expect((await order('zh-CN')).msg).toBe(`报价单${quote.priceNo}已于${day}过期，请重新查价`);
    expect((await order('vi-VN')).msg).toContain('đã hết hạn');
    expect(
      (await t.get<Quote>('/fms/priceQuote/detail', { id: quote.id }, { token: tk.demo })).data.status,
    ).toBe('expired');
    // a waybill was not placed: the quote is still unused
    const [row] = await t.database.db.select().from(fmsPriceQuote).where(eq(fmsPriceQuote.id, quote.id));
    expect(row!.usedAt).toBeNull();

    const fresh = (await save(tk.demo)).data;
    const byOther = await t.post('/lms/waybill/order', sampleOrder(ids.product, { priceNo: fresh.priceNo }), {
      token: tk.lmsonly,
    });
    expect(byOther.msg).toBe(`Price quote ${fresh.priceNo} belongs to another customer`);
    const unknown = await t.post('/lms/waybill/order', sampleOrder(ids.product, { priceNo: 'PQ000' }), {
      token: tk.demo,
    });
    expect(unknown.msg).toBe('Price quote PQ000 does not exist');
    // staff order for the quote's customer
    const staff = await t.post<{ id: string }>(
      '/lms/waybill/order',
      sampleOrder(ids.product, { priceNo: fresh.priceNo, customerId: ids.c1 }),
      { token: tk.admin },
    );
    expect(staff.code).toBe(0);
  });

  it('the fees of a waybill ordered from a quote come from the quoted table, even when a cheaper one appears', async () => {
    const quote = (await save(tk.demo)).data;
    const [saved] = await t.database.db.select().from(fmsPriceQuote).where(eq(fmsPriceQuote.id, quote.id));
    // after the quote the quoted table ends and a cheaper one of the same customer takes over
    await insertPrice(
      t,
      tk.admin,
      priceBody(t, ids, {
        name: 'C1 cheap',
        weightRanges: [{ attributeType: 'unitPrice', price: '1' }],
      }),
    );
    await t.database.db
      .update(fmsPrice)
      .set({ effectiveTo: new Date(t.clock.now().getTime() - 60_000) })
      .where(eq(fmsPrice.id, saved!.priceId!));
    forgetPriceReference(t.database.db);
    forgetFeeReference(t.database.db);
    const receive = async (priceNo?: string) => {
      const placed = await t.post<{ id: string; waybillNo: string }>(
        '/lms/waybill/order',
        sampleOrder(ids.product, { priceNo, customerNo: `PQFEE-${priceNo ?? 'none'}` }),
        { token: tk.demo },
      );
      expect(placed.code).toBe(0);
      const r = await t.post(
        '/lms/scan/receive',
        { no: placed.data.waybillNo, weighMode: 0, pieces: TWO_PIECES },
        { token: tk.service },
      );
      expect(r.code).toBe(0);
      return feeRows(t, placed.data.id);
    };
    // 12 kg charge weight: 30 / kg on the quoted table, 1 / kg on the cheap one
    const quoted = (await receive(quote.priceNo)).filter((f) => f.kind === 'customer');
    expect(quoted.map((f) => [f.subjectName, f.value, f.priceId])).toEqual([
      ['freight', '360.00', saved!.priceId],
    ]);
    const free = (await receive()).filter((f) => f.kind === 'customer');
    expect(free.map((f) => [f.subjectName, f.value])).toEqual([['freight', '12.00']]);
  });
});
