import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blackListTable, productTable } from '#modules/settings/basic.schema.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { lmsWaybill } from './waybill.schema.ts';
import { customerId, order, sampleOrder, startWaybillApp, type Tokens } from './waybill-test-kit.ts';

/** Order rules beyond waybill-order.test.ts: every blacklist kind, EU destination, customer numbers, product. */
describe('lms waybill order rules', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  const waybills = async () => Number((await t.database.db.select({ n: count() }).from(lmsWaybill))[0]!.n);
  const refused = async (body: unknown, token = tk.demo) => {
    const before = await waybills();
    const res = await t.post('/lms/waybill/order', body, { token });
    expect(res.code).toBe(-1);
    expect(await waybills()).toBe(before);
    return res.msg;
  };
  const base = () => sampleOrder(product);

  beforeAll(async () => ({ t, tk, product } = await startWaybillApp()));
  beforeEach(async () => {
    await t.database.db.delete(blackListTable);
  });
  afterAll(() => t.close());

  it('a blacklisted sender is found by name, company or phone, ignoring case and spacing', async () => {
    await t.database.db.insert(blackListTable).values([
      { type: 'sender', content: 'Bad Shipper Co' },
      { type: 'sender', content: '13900000000' },
    ]);
    const byCompany = sampleOrder(product, { sender: { ...base().sender, company: '  bad   shipper co ' } });
    expect(await refused(byCompany)).toBe(
      'Sender "Bad Shipper Co" is blacklisted; the order cannot be placed',
    );
    const byPhone = sampleOrder(product, { sender: { ...base().sender, phone: '13900000000' } });
    expect(await refused(byPhone)).toBe('Sender "13900000000" is blacklisted; the order cannot be placed');
    // a sender entry does not hit the recipient
    const recipientSame = sampleOrder(product, {
      recipient: { ...base().recipient, company: 'Bad Shipper Co' },
    });
    await order(t, tk.demo, recipientSame);
  });

  it('a blacklisted commodity is found in box lines and goods descriptions; disabled entries do not count', async () => {
    await t.database.db.insert(blackListTable).values([
      { type: 'commodity', content: 'explosive' },
      { type: 'commodity', content: '香水' },
      { type: 'commodity', content: 'knife', enabled: false },
    ]);
    const inBox = sampleOrder(product, {
      commodities: [],
      boxes: [{ boxNo: 'B1', commodities: [{ nameEn: 'Explosive kit', quantity: 1, unitPrice: '1' }] }],
    });
    expect(await refused(inBox)).toBe('Commodity "explosive" is blacklisted; the order cannot be placed');
    const byDesc = sampleOrder(product, {
      commodities: [{ nameEn: 'Gift set', quantity: 1, unitPrice: '3', goodsDescs: ['香水'] }],
    });
    expect(await refused(byDesc)).toBe('Commodity "香水" is blacklisted; the order cannot be placed');
    await order(
      t,
      tk.demo,
      sampleOrder(product, { commodities: [{ nameEn: 'Kitchen knife', quantity: 1, unitPrice: '2' }] }),
    );
  });

  it('box lines alone satisfy "at least one commodity line"', async () => {
    const boxOnly = sampleOrder(product, {
      commodities: [],
      boxes: [{ boxNo: 'B1', commodities: [{ nameEn: 'Mug', quantity: 2, unitPrice: '4' }] }],
    });
    await order(t, tk.demo, boxOnly);
  });

  it('an EU recipient needs the EU destination, also for staff and lower-case codes', async () => {
    const c1 = await customerId(t, 'C0001');
    const toFrance = sampleOrder(product, {
      customerId: c1,
      recipient: { ...base().recipient, countryCode: 'fr', city: 'Paris' },
    });
    expect(await refused(toFrance, tk.service)).toBe('EU destination is required for EU countries');
    const { id } = await order(t, tk.service, { ...toFrance, euDestination: 'fr' });
    const [row] = await t.database.db.select().from(lmsWaybill).where(eq(lmsWaybill.id, id));
    expect(row).toMatchObject({ destination: 'FR', euDestination: 'FR' });
    // a non-EU destination needs none
    await order(t, tk.service, sampleOrder(product, { customerId: c1 }));
  });

  it('customer numbers are unique per customer whoever orders (customer or staff for it)', async () => {
    const c1 = await customerId(t, 'C0001');
    const c2 = await customerId(t, 'C0002');
    await order(t, tk.demo, sampleOrder(product, { customerNo: 'SAME-9' }));
    expect(await refused(sampleOrder(product, { customerId: c1, customerNo: 'SAME-9' }), tk.service)).toBe(
      'Customer number SAME-9 already exists',
    );
    await order(t, tk.service, sampleOrder(product, { customerId: c2, customerNo: 'SAME-9' }));
    expect(await refused(sampleOrder(product, { customerNo: 'SAME-9' }), tk.lmsonly)).toBe(
      'Customer number SAME-9 already exists',
    );
  });

  it('a disabled product or an unknown customer is refused', async () => {
    await t.database.db.update(productTable).set({ enabled: false }).where(eq(productTable.id, product));
    expect(await refused(base())).toBe('Product does not exist');
    await t.database.db.update(productTable).set({ enabled: true }).where(eq(productTable.id, product));
    const unknown = sampleOrder(product, { customerId: '00000000-0000-4000-8000-000000000000' });
    expect(await refused(unknown, tk.service)).toBe('Customer does not exist');
  });
});
