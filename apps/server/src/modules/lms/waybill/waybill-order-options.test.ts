import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryTable, senderTable } from '#modules/settings/basic.schema.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { customerId, startWaybillApp, type Tokens } from './waybill-test-kit.ts';

type Options = {
  products: { id: string; code: string; name: string; volumeDivisor: number }[];
  countries: { code: string; nameEn: string; isEu: boolean }[];
};
type Address = Record<string, string | null>;

describe('lms waybill order options (products, countries, customers, address books, goods descriptions)', () => {
  let t: TestApp;
  let tk: Tokens;
  let c1: string;
  let c2: string;

  beforeAll(async () => {
    ({ t, tk } = await startWaybillApp());
    c1 = await customerId(t, 'C0001');
    c2 = await customerId(t, 'C0002');
    const [us] = await t.database.db
      .select({ id: countryTable.id })
      .from(countryTable)
      .where(eq(countryTable.code, 'US'));
    await t.database.db.insert(senderTable).values({
      customerId: c2,
      name: 'Other Shipper',
      countryId: us!.id,
      city: 'Austin',
      address1: '9 Other Road',
    });
  });
  afterAll(() => t.close());

  it('a customer reads the enabled products and the countries with their EU membership', async () => {
    const res = await t.get<Options>('/lms/waybill/orderOptions', {}, { token: tk.demo });
    expect(res.code).toBe(0);
    expect(res.data.products.map((p) => p.code)).toContain('FDUSEXP');
    expect(res.data.products.every((p) => p.volumeDivisor > 0)).toBe(true);
    const byCode = new Map(res.data.countries.map((c) => [c.code, c]));
    expect(byCode.get('DE')?.isEu).toBe(true);
    expect(byCode.get('US')?.isEu).toBe(false);
  });

  it('every picker needs the order permission', async () => {
    const viewer = await userWithPermissions(t, tk.admin, 'optviewer', ['lms/waybill/list']);
    for (const [url, body] of [
      ['/lms/waybill/orderCustomers', {}],
      ['/lms/waybill/orderAddresses', { type: 'sender', customerId: c1 }],
      ['/lms/waybill/orderGoodsDescs', {}],
    ] as const) {
      const res = await t.post(url, body, { token: viewer });
      expect(res.msg, url).toBe('No permission at present');
    }
    expect((await t.get('/lms/waybill/orderOptions', {}, { token: viewer })).msg).toBe(
      'No permission at present',
    );
  });

  it('staff find customers by code or name; customer users are refused', async () => {
    const found = await t.post<{ id: string; label: string }[]>(
      '/lms/waybill/orderCustomers',
      { keyword: 'c0002' },
      { token: tk.service },
    );
    expect(found.data).toEqual([{ id: c2, label: expect.stringMatching(/^C0002 /) }]);
    const byId = await t.post<{ id: string }[]>(
      '/lms/waybill/orderCustomers',
      { ids: [c1] },
      { token: tk.service },
    );
    expect(byId.data.map((r) => r.id)).toEqual([c1]);
    const customer = await t.post('/lms/waybill/orderCustomers', { keyword: 'C' }, { token: tk.demo });
    expect(customer.msg).toBe('No permission at present');
  });

  it('a customer sees only its own address book, whatever customerId it sends', async () => {
    const own = await t.post<Address[]>(
      '/lms/waybill/orderAddresses',
      { type: 'sender' },
      { token: tk.demo },
    );
    expect(own.data.length).toBeGreaterThan(0);
    expect(own.data.map((a) => a.name)).not.toContain('Other Shipper');
    expect(own.data[0]).toMatchObject({ countryCode: 'CN', company: 'Bright Trading' });
    const asked = await t.post<Address[]>(
      '/lms/waybill/orderAddresses',
      { type: 'sender', customerId: c2 },
      { token: tk.demo },
    );
    expect(asked.data.map((a) => a.name)).not.toContain('Other Shipper');
    const recipients = await t.post<Address[]>(
      '/lms/waybill/orderAddresses',
      { type: 'recipient', keyword: 'smith' },
      { token: tk.demo },
    );
    expect(recipients.data.map((a) => [a.name, a.countryCode])).toEqual([['John Smith', 'US']]);
    const lmsonly = await t.post<Address[]>(
      '/lms/waybill/orderAddresses',
      { type: 'sender' },
      { token: tk.lmsonly },
    );
    expect(lmsonly.data.map((a) => a.name)).toEqual(['Other Shipper']);
  });

  it("staff read the chosen customer's book; without a customer there is nothing", async () => {
    const c2Book = await t.post<Address[]>(
      '/lms/waybill/orderAddresses',
      { type: 'sender', customerId: c2 },
      { token: tk.service },
    );
    expect(c2Book.data.map((a) => a.name)).toEqual(['Other Shipper']);
    const none = await t.post<Address[]>(
      '/lms/waybill/orderAddresses',
      { type: 'sender' },
      { token: tk.service },
    );
    expect(none.data).toEqual([]);
  });

  it('goods descriptions are found by name or English name, with their category', async () => {
    const cn = await t.post<{ name: string; categoryName: string }[]>(
      '/lms/waybill/orderGoodsDescs',
      { keyword: '电' },
      { token: tk.demo },
    );
    expect(cn.data.map((g) => g.name).sort()).toEqual(['移动电源', '锂电池'].sort());
    const en = await t.post<{ name: string; categoryName: string }[]>(
      '/lms/waybill/orderGoodsDescs',
      { keyword: 'shoe' },
      { token: tk.demo },
    );
    expect(en.data).toEqual([expect.objectContaining({ name: '鞋子', categoryName: '普货 General' })]);
    const wildcard = await t.post<unknown[]>(
      '/lms/waybill/orderGoodsDescs',
      { keyword: '%' },
      { token: tk.demo },
    );
    expect(wildcard.data).toEqual([]);
  });
});
