import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../../test/test-app.ts';
import { CarrierCallError } from '../../connector.ts';
import { sandboxLabelsSold, withConnector } from '../../index.ts';
import { sandboxTrackNo, validTrackNo } from './sandbox.rules.ts';
import { testShipment } from './sandbox.test-kit.ts';

const secretsKey = createHash('sha256').update('sandbox test key').digest();
let t: TestApp;
let admin: string;
let apiId: string;
const runtime = () => ({ db: t.database.db, config: { secretsKey } });
const at = new Date('2026-11-28T08:00:00.000Z');
const HOUR = 3_600_000;

async function labelApi(code: string, credentials: Record<string, string>) {
  const r = await t.post<{ id: string }>(
    '/basic/labelApi/insert',
    { name: `Sandbox ${code}`, code, apiType: 'sandbox', credentials, testMode: true, timeoutMs: 5000 },
    { token: admin },
  );
  expect(r.code, r.msg).toBe(0);
  return r.data.id;
}

beforeAll(async () => {
  t = await createTestApp({ config: { secretsKey } });
  admin = await t.login('admin', 'Admin@123');
  apiId = await labelApi('SBXT', {});
});
afterAll(() => t.close());

const ship = (key: string, over = {}, id = apiId) =>
  withConnector(
    runtime(),
    { apiId: id, kind: 'label', now: at, idempotencyKey: key, logRef: 'FD2611280001' },
    (c, ctx) => c.ship!(ctx, testShipment(over)),
  );

describe('sandbox carrier', () => {
  it('sells one label per idempotency key: a second ship with the key answers the first shipment', async () => {
    const before = await sandboxLabelsSold(t.database.db);
    const first = await ship('parcel-1:1');
    const again = await ship('parcel-1:1');
    expect(first.trackNo).toBe(sandboxTrackNo('FD2611280001', 'parcel-1:1'));
    expect(validTrackNo(first.trackNo)).toBe(true);
    expect(again.trackNo).toBe(first.trackNo);
    expect(first.subTrackNos).toHaveLength(1);
    expect(first.labels).toHaveLength(2);
    expect(first.labels[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.charges?.total).toMatch(/^\d+\.\d{2}$/);
    expect(await sandboxLabelsSold(t.database.db)).toBe(before + 1);
  });

  it('tracks with a fixed clock: pickUp → inTransit → outForDelivery → delivered over fixed hours', async () => {
    const { trackNo } = await ship('parcel-2:1');
    const track = (now: Date) =>
      withConnector(runtime(), { apiId, kind: 'label', now }, (c, ctx) =>
        c.track!(ctx, [trackNo, 'SB00000000000']),
      );
    const early = await track(new Date(at.getTime() + HOUR));
    expect(early[0]!.events).toEqual([]);
    const mid = await track(new Date(at.getTime() + 13 * HOUR));
    expect(mid[0]!.events.map((e) => e.status)).toEqual(['pickUp', 'inTransit']);
    const done = await track(new Date(at.getTime() + 60 * HOUR));
    expect(done[0]!.events.map((e) => e.status)).toEqual([
      'pickUp',
      'inTransit',
      'inTransit',
      'outForDelivery',
      'delivered',
    ]);
    expect(done[0]!.events[0]!.time).toBe('2026-11-28T10:00:00.000Z');
    expect(done[1]!.error).toMatchObject({ code: 'notFound', carrierCode: 'SBX-3404' });
  });

  it('cancels until manifested, then refuses with notCancellable', async () => {
    const a = await ship('parcel-3:1');
    const b = await ship('parcel-4:1');
    const run = <T>(fn: Parameters<typeof withConnector<T>>[2]) =>
      withConnector(runtime(), { apiId, kind: 'label', now: at }, fn);
    await run((c, ctx) => c.cancel!(ctx, { trackNo: a.trackNo }));
    await run((c, ctx) => c.cancel!(ctx, { trackNo: a.trackNo }));
    const m = await run((c, ctx) => c.manifest!(ctx, { trackNos: [b.trackNo], date: '2026-11-28' }));
    expect(m.manifestNo).toMatch(/^SBM20261128/);
    const refused = await run((c, ctx) => c.cancel!(ctx, { trackNo: b.trackNo })).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(CarrierCallError);
    expect((refused as CarrierCallError).error).toMatchObject({
      code: 'notCancellable',
      carrierCode: 'SBX-2001',
    });
    const cancelledInManifest = await run((c, ctx) =>
      c.manifest!(ctx, { trackNos: [a.trackNo], date: '2026-11-28' }),
    ).catch((e: unknown) => e);
    expect((cancelledInManifest as CarrierCallError).error.code).toBe('validation');
  });

  it('refuses receiver postcode 00000 with code validation and the carrier code', async () => {
    const err = await ship('parcel-5:1', {
      receiver: { ...testShipment().receiver, postcode: '00000' },
    }).catch((e: unknown) => e);
    expect((err as CarrierCallError).error).toMatchObject({
      code: 'validation',
      carrierCode: 'SBX-1001',
      carrierMessage: 'Receiver postcode 00000 is not served',
      retryable: false,
    });
  });

  it('fails deterministically by the failure rate: the same key always fails, others pass', async () => {
    const flaky = await labelApi('SBXF', { failureRate: '0.5' });
    const outcomes = await Promise.all(
      ['k1', 'k2', 'k3', 'k4', 'k5', 'k6'].map((k) =>
        ship(`flaky:${k}`, {}, flaky).then(
          () => 'ok',
          (e: CarrierCallError) => e.error.code,
        ),
      ),
    );
    const again = await Promise.all(
      ['k1', 'k2', 'k3', 'k4', 'k5', 'k6'].map((k) =>
        ship(`flaky:${k}`, {}, flaky).then(
          () => 'ok',
          (e: CarrierCallError) => e.error.code,
        ),
      ),
    );
    expect(again).toEqual(outcomes);
    expect(outcomes).toContain('unavailable');
    expect(outcomes).toContain('ok');
  });

  it('rates deterministically from weight, destination and service (decimal strings)', async () => {
    const rates = await withConnector(runtime(), { apiId, kind: 'label', now: at }, (c, ctx) =>
      c.rate!(ctx, testShipment({ serviceCode: null })),
    );
    expect(rates).toEqual([
      expect.objectContaining({
        serviceCode: 'SBX-EXP',
        total: '37.75',
        currency: 'USD',
        chargeWeight: '3.500',
      }),
      expect.objectContaining({
        serviceCode: 'SBX-STD',
        total: '27.80',
        currency: 'USD',
        chargeWeight: '3.500',
      }),
    ]);
  });
});
