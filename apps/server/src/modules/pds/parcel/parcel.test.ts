import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import type { Tokens } from '../../lms/waybill/waybill-test-kit.ts';
import { type FakeCarrier, installFakeCarrier, sampleParcel, startParcelApp } from './parcel-test-kit.ts';

type Ordered = { id: string; waybillNo: string; trackNo?: string; labelError?: string };

describe('pds parcels: price and order', () => {
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

  it('calPrice prices the PDS products only', async () => {
    const res = await t.post<{ ok: boolean; productId: string; total?: string; reasonText?: string }[]>(
      '/pds/pdsWaybill/calPrice',
      { recipient: { countryCode: 'US', postcode: '90001' }, pieces: [{ receiveActualWeight: '2' }] },
      { token: tk.demo },
    );
    console.log(JSON.stringify(res).slice(0, 1500));
    expect(res.code).toBe(0);
    expect(res.data.every((r) => r.productId === product)).toBe(true);
  });

  it('an order buys its label at once', async () => {
    const res = await order(tk.demo, sampleParcel(product));
    console.log(JSON.stringify(res));
    expect(res.code).toBe(0);
    expect(res.data.trackNo).toMatch(/^1Z/);
    void lmsProduct;
  });
});
