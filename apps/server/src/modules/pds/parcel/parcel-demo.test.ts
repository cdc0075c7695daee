import { END_SHIP_MANIFEST_API, PARCEL_API, PARCEL_STATUSES } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { customerId, productId, signInAll, type Tokens } from '../../lms/waybill/waybill-test-kit.ts';
import { DEMO_PARCEL_PRODUCT } from './parcel.demo.ts';
import { sampleParcel } from './parcel-test-kit.ts';

type Page = {
  records: { waybillNo: string; status: string; trackNo: string | null; labelError: string | null }[];
  total: number;
};
type Price = {
  ok: boolean;
  productId: string;
  productName: string | null;
  total?: string;
  currency?: string;
};

/** The demo's parcel system: its product and price, its channel on the sandbox label API, its parcels. */
describe('pds demo data', () => {
  let t: TestApp;
  let tk: Tokens;
  let product: string;
  beforeAll(async () => {
    t = await createTestApp();
    tk = await signInAll(t);
    product = await productId(t, DEMO_PARCEL_PRODUCT);
  });
  afterAll(() => t.close());

  it('customer C0001 has a demo parcel in each of the twelve statuses; the other customer none', async () => {
    const nos = Array.from({ length: 12 }, (_, i) => `PDDEMO${String(i + 1).padStart(4, '0')}`);
    const page = await t.post<Page>(PARCEL_API.search.url, { criteria: { nos } }, { token: tk.demo });
    expect(Object.fromEntries(page.data.records.map((r) => [r.waybillNo, r.status]))).toMatchObject({
      PDDEMO0001: 'made',
      PDDEMO0002: 'delivered',
      PDDEMO0003: 'failed',
      PDDEMO0004: 'waitPickUp',
    });
    expect(new Set(page.data.records.map((r) => r.status))).toEqual(new Set(PARCEL_STATUSES));
    expect(page.data.records.find((r) => r.status === 'failed')!.labelError).toMatch(/SBX-1001/);
    const theirs = await t.post<Page>(PARCEL_API.search.url, { criteria: { nos } }, { token: tk.lmsonly });
    expect(theirs.data.total).toBe(0);
  });

  it('the parcel waiting pick-up is on the closed demo end-ship manifest', async () => {
    const found = await t.post<{ records: { code: string; parcelCount: number }[] }>(
      END_SHIP_MANIFEST_API.search.url,
      { criteria: {} },
      { token: tk.admin },
    );
    expect(found.data.records.find((m) => m.code === 'ESMDEMO0001')).toMatchObject({ parcelCount: 1 });
    const page = await t.post<{ records: { endShipManifestCode: string | null }[] }>(
      PARCEL_API.search.url,
      { criteria: { nos: ['PDDEMO0004'] } },
      { token: tk.demo },
    );
    expect(page.data.records[0]!.endShipManifestCode).toBe('ESMDEMO0001');
  });

  it('the parcel product is priced for the parcel order and never offered by the freight price query', async () => {
    const parcel = {
      recipient: { countryCode: 'US', postcode: '90001' },
      pieces: [{ receiveActualWeight: '2' }],
    };
    const prices = await t.post<Price[]>(PARCEL_API.calPrice.url, parcel, { token: tk.demo });
    expect(prices.data.find((p) => p.productId === product)).toMatchObject({
      ok: true,
      productName: 'FD US Parcel',
    });
    const freight = await t.post<{ productCode: string }[]>(
      '/fms/price/queryPrice',
      { countryCode: 'US', postcode: '90001', pieces: [{ actualWeight: '2' }] },
      { token: tk.demo },
    );
    expect(freight.code).toBe(0);
    expect(freight.data.map((r) => r.productCode)).toContain('FDUSEXP');
    expect(freight.data.map((r) => r.productCode)).not.toContain(DEMO_PARCEL_PRODUCT);
  });

  it('staff order a parcel for C0001 on the demo product: a sandbox label, then an end-ship manifest over it', async () => {
    await t.app.tasks.runDueTasks(); // the demo's own queued work first
    const res = await t.post<{ id: string; trackNo?: string; labelError?: string }>(
      PARCEL_API.order.url,
      { ...sampleParcel(product), customerId: await customerId(t, 'C0001') },
      { token: tk.admin },
    );
    expect(res.msg).toBe('Operation success');
    expect(res.data.trackNo).toBeTruthy();
    const manifest = await t.post<{ code: string }>(
      END_SHIP_MANIFEST_API.create.url,
      { ids: [res.data.id] },
      { token: tk.admin },
    );
    expect(manifest.msg).toBe('Operation success');
    expect(manifest.data.code).toBeTruthy();
  });
});
