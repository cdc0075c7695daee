import { Permission, type QuoteOk } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lmsWaybillFee } from '#modules/fms/fee/fee.schema.ts';
import {
  type FeeFixture,
  feeRows,
  receivedWaybill,
  startFeeApp,
  TWO_PIECES,
} from '#modules/fms/fee/fee-test-kit.ts';
import { DAY } from '#modules/fms/price/price-test-kit.ts';
import { order, productId, sampleOrder } from '#modules/lms/waybill/waybill-test-kit.ts';
import { awaitJob, userWithPermissions } from '../../../test/entity-kit.ts';

/**
 * Discounts and negotiated prices through the API (HTTP on PGlite), with the fee fixtures: C0001's
 * price is 30 / kg on FDUSEXP, the agent's 20 / kg, no fuel. Hand calculation: the query's 8 kg
 * 50×40×30 piece charges 10 kg → freight 300.00; the received waybill charges 12 kg → 360.00, agent
 * 240.00. A discount of 0.85 (share charged) → 255.00 (discount 45.00) and 306.00 (discount 54.00);
 * the agent's 240.00 is not discounted. A negotiated freight of 300 replaces 360.00 (sysValue kept).
 */
const SHIPMENT = {
  countryCode: 'US',
  postcode: '90001',
  pieces: [{ actualWeight: '8', length: '50', width: '40', height: '30' }],
};
const REFUSED = 'No permission at present';

describe('discounts and single-bill negotiated prices', () => {
  let f: FeeFixture;
  const post = <T = unknown>(url: string, body: unknown, token = f.tk.admin) =>
    f.t.post<T>(url, body, { token });
  const day = (offset: number) =>
    new Date(f.t.clock.now().getTime() + offset * DAY).toISOString().slice(0, 10);
  const queryFreight = async () => {
    const r = await post<QuoteOk[]>('/fms/price/queryPrice', SHIPMENT, f.tk.demo);
    expect(r.code).toBe(0);
    const answer = r.data.find((a) => a.ok && a.productId === f.ids.product)!;
    return answer.lines.find((l) => l.subject === 'freight')!;
  };
  const freightOf = async (waybillId: string, kind: 'customer' | 'agent' = 'customer') =>
    (await feeRows(f.t, waybillId)).find((r) => r.kind === kind && r.subjectName === 'freight')!;
  const discountBody = (over: Record<string, unknown>) => ({
    name: `D-${Math.random()}`,
    mode: 'discount',
    value: '0.85',
    subjects: [],
    customerIds: [f.ids.c1],
    productIds: [],
    effectiveFrom: day(-1),
    effectiveTo: null,
    remark: null,
    ...over,
  });
  const negotiate = (waybillNo: string, over: Record<string, unknown> = {}, token = f.tk.admin) =>
    post(
      '/fms/negotiatePrice/insert',
      { waybillNo, value: '300', currency: 'RMB', reason: 'agreed', ...over },
      token,
    );

  beforeAll(async () => {
    f = await startFeeApp();
  });
  afterAll(() => f.t.close());

  it('an expired discount changes nothing; an effective one lowers the query and the customer fees only', async () => {
    expect(await queryFreight()).toMatchObject({ value: '300.00', discount: '0.00' });
    const expired = await post(
      '/fms/discount/insert',
      discountBody({ mode: 'reduction', value: '100', effectiveFrom: day(-10), effectiveTo: day(-1) }),
    );
    expect(expired.code).toBe(0);
    expect(await queryFreight()).toMatchObject({ value: '300.00', discount: '0.00' });
    const before = await receivedWaybill(f);
    expect((await freightOf(before.id)).value).toBe('360.00');

    const d = await post<{ id: string }>('/fms/discount/insert', discountBody({}));
    expect(d.code).toBe(0);
    const [row] = (await post<{ records: { subjects: string[] }[] }>('/fms/discount/search', {})).data
      .records;
    expect(row?.subjects).toEqual(['freight']); // empty subjects: freight
    const discounted = await queryFreight();
    expect(discounted).toMatchObject({ originalValue: '300.00', discount: '45.00', value: '255.00' });
    expect(discounted.formula).toContain('discount');
    const w = await receivedWaybill(f);
    expect(await freightOf(w.id)).toMatchObject({ discount: '54.00', value: '306.00', sysValue: '306.00' });
    expect((await freightOf(w.id, 'agent')).value).toBe('240.00');

    expect((await post('/fms/discount/deleteBatch', { ids: [d.data.id] })).code).toBe(0);
    expect(await queryFreight()).toMatchObject({ value: '300.00' });
  });

  it('refuses a discount value that does not fit its mode; free keeps no value', async () => {
    const share = await post('/fms/discount/insert', discountBody({ value: '1.2' }));
    expect(share.msg).toContain('share charged');
    const none = await post('/fms/discount/insert', discountBody({ mode: 'reduction', value: null }));
    expect(none.msg).toBe('The value cannot be empty unless the mode is free');
    const range = await post('/fms/discount/insert', discountBody({ effectiveTo: day(-2) }));
    expect(range.code).not.toBe(0);
    const free = await post<{ id: string }>(
      '/fms/discount/insert',
      discountBody({ mode: 'free', value: '5', effectiveFrom: day(-10), effectiveTo: day(-5) }),
    );
    expect(free.code).toBe(0);
    const detail = await f.t.get<{ value: string | null }>(
      '/fms/discount/detail',
      { id: free.data.id },
      {
        token: f.tk.admin,
      },
    );
    expect(detail.data.value).toBeNull();
  });

  it('a negotiated price replaces the customer freight on receive and on recalculation', async () => {
    const product = await productId(f.t);
    const ordered = await order(f.t, f.tk.demo, sampleOrder(product, { customerNo: `NEG-${Date.now()}` }));
    expect((await negotiate(ordered.waybillNo, { value: '280.5', reason: 'loyal customer' })).code).toBe(0);
    const received = await post(
      '/lms/scan/receive',
      { no: ordered.waybillNo, weighMode: 0, pieces: TWO_PIECES },
      f.tk.service,
    );
    expect(received.code).toBe(0);
    const onReceive = await freightOf(ordered.id);
    expect(onReceive).toMatchObject({ value: '280.50', sysValue: '360.00', conversionValue: '280.50' });
    expect(onReceive.formula).toBe('negotiated 280.50 RMB: loyal customer');
    expect((await freightOf(ordered.id, 'agent')).value).toBe('240.00');

    const w = await receivedWaybill(f);
    expect((await freightOf(w.id)).value).toBe('360.00');
    expect((await negotiate(w.waybillNo)).code).toBe(0);
    const recalc = await awaitJob(
      f.t,
      f.tk.admin,
      await post('/lms/fee/recalculate', { waybillIds: [w.id] }),
    );
    expect(recalc.code).toBe(0);
    expect(await freightOf(w.id)).toMatchObject({ value: '300.00', sysValue: '360.00' });
    expect((await freightOf(w.id)).formula).toContain('negotiated');
  });

  it('one per waybill and subject, an existing waybill, not yet billed', async () => {
    const w = await receivedWaybill(f);
    expect((await negotiate(w.waybillNo)).code).toBe(0);
    expect((await negotiate(w.waybillNo)).code).not.toBe(0);
    expect((await negotiate(w.waybillNo, { subject: 'remote' })).code).toBe(0);
    expect((await negotiate('NOPE123')).msg).toBe('Waybill NOPE123 does not exist');
    const billed = await receivedWaybill(f);
    await f.t.database.db
      .update(lmsWaybillFee)
      .set({ status: 20 })
      .where(and(eq(lmsWaybillFee.waybillId, billed.id), eq(lmsWaybillFee.kind, 'customer')));
    expect((await negotiate(billed.waybillNo)).msg).toBe(
      `The customer fees of waybill ${billed.waybillNo} are already billed: no negotiated price`,
    );
  });

  it('a customer user is refused even when its role holds the codes', async () => {
    const roles = await f.t.post<{ id: string; code: string }[]>(
      '/user/role/list',
      { userType: 'customer' },
      {
        token: f.tk.admin,
      },
    );
    const role = roles.data.find((r) => r.code === 'customerDefault')!;
    const held = await f.t.get<string[]>(
      '/user/role/permissions',
      { roleId: role.id },
      { token: f.tk.admin },
    );
    const codes = [
      'fms/price/discount',
      'fms/price/discount:insert',
      'fms/price/negotiatePrice',
      'fms/price/negotiatePrice:insert',
    ];
    const granted = await post('/user/role/grant', {
      roleId: role.id,
      permissions: [...held.data, ...codes],
    });
    expect(granted.code).toBe(0);
    const w = await receivedWaybill(f);
    expect((await post('/fms/discount/search', {}, f.tk.demo)).msg).toBe(REFUSED);
    expect((await post('/fms/negotiatePrice/search', {}, f.tk.demo)).msg).toBe(REFUSED);
    expect((await negotiate(w.waybillNo, {}, f.tk.demo)).msg).toBe(REFUSED);
    await post('/user/role/grant', { roleId: role.id, permissions: held.data });
  });

  it('staff without the codes and customer users are refused', async () => {
    const clerk = await userWithPermissions(f.t, f.tk.admin, 'discountClerk', [Permission.lmsFeeProfit]);
    const w = await receivedWaybill(f);
    for (const token of [clerk, f.tk.demo, f.tk.lmsonly]) {
      expect((await post('/fms/discount/search', {}, token)).msg).toBe(REFUSED);
      expect((await post('/fms/discount/insert', discountBody({}), token)).msg).toBe(REFUSED);
      expect((await post('/fms/negotiatePrice/search', {}, token)).msg).toBe(REFUSED);
      expect((await negotiate(w.waybillNo, {}, token)).msg).toBe(REFUSED);
    }
  });
});
