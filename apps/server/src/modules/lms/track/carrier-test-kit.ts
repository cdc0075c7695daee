import { eq } from 'drizzle-orm';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import {
  CarrierCallError,
  type CarrierConnector,
  type CarrierError,
  labelApiTable,
  type ShipResult,
  type TrackEvent,
  trackApiTable,
} from '#modules/settings/carrier-api/index.ts';
import { channelTable } from '#modules/settings/index.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { type CarrierCall, useCarrierCall } from './carrier-gateway.ts';

/**
 * A loopback stand-in for the carrier layer in tests (in process; nothing leaves the machine): labels
 * numbered FK00000001…, remembered by idempotency key (a retried attempt gets the same label, never a
 * second one), events that advance with the clock from the hour a number is first seen.
 */
export type FakeCarrier = {
  sold: number;
  keys: string[];
  cancelled: string[];
  trackCalls: number;
  /** The next ship or cancel call fails with this error. */
  failNext: CarrierError | null;
  /** Track pulls fail with this error while set. */
  trackError: CarrierError | null;
  restore: () => void;
};

const HOUR = 3_600_000;
/** The events of a number, by hours after it was first seen. */
const SCRIPT: [number, TrackEvent['status'], string, string][] = [
  [1, 'pickUp', 'Shipment picked up', 'Shenzhen'],
  [6, 'inTransit', 'Departed from origin hub', 'Hong Kong'],
  [24, 'outForDelivery', 'Out for delivery', 'Los Angeles'],
  [30, 'delivered', 'Delivered, signed by JOHN', 'Los Angeles'],
];

export function installFakeCarrier(): FakeCarrier {
  const byKey = new Map<string, ShipResult>();
  const firstSeen = new Map<string, number>();
  const fake: FakeCarrier = {
    sold: 0,
    keys: [],
    cancelled: [],
    trackCalls: 0,
    failNext: null,
    trackError: null,
    restore: () => {},
  };
  const takeFailure = () => {
    const e = fake.failNext;
    fake.failNext = null;
    if (e) throw new CarrierCallError(e);
  };
  const connector: CarrierConnector = {
    code: 'fake',
    name: { zh: '测试承运商', en: 'Test carrier', vi: 'Hãng thử nghiệm' },
    carrier: null,
    kinds: ['label', 'track'],
    credentialFields: [],
    endpoints: { test: 'http://127.0.0.1', live: 'http://127.0.0.1' },
    ship: async (ctx, shipment) => {
      takeFailure();
      const key = ctx.idempotencyKey ?? '';
      fake.keys.push(key);
      const known = byKey.get(key);
      if (known) return known;
      fake.sold += 1;
      const trackNo = `FK${String(fake.sold).padStart(8, '0')}`;
      firstSeen.set(trackNo, ctx.now.getTime());
      const result: ShipResult = {
        trackNo,
        subTrackNos: shipment.pieces.slice(1).map((_, i) => `${trackNo}-${i + 2}`),
        labels: [{ format: 'pdf', content: Buffer.from(`%PDF-1.4 label ${trackNo} ${shipment.reference}`) }],
        carrierShipmentId: `S${trackNo}`,
      };
      byKey.set(key, result);
      return result;
    },
    cancel: async (_ctx, ref) => {
      takeFailure();
      fake.cancelled.push(ref.trackNo);
    },
    track: async (ctx, trackNos) => {
      fake.trackCalls += 1;
      if (fake.trackError) throw new CarrierCallError(fake.trackError);
      return trackNos.map((trackNo) => {
        if (!firstSeen.has(trackNo)) firstSeen.set(trackNo, ctx.now.getTime());
        const start = firstSeen.get(trackNo)!;
        const events = SCRIPT.filter(([h]) => start + h * HOUR <= ctx.now.getTime()).map(
          ([h, status, description, location]) => ({
            time: new Date(start + h * HOUR).toISOString(),
            status,
            description,
            location,
          }),
        );
        return { trackNo, events };
      });
    },
  };
  const call: CarrierCall = (_runtime, input, fn) =>
    fn(connector, {
      http: async () => ({ status: 200, headers: {}, body: '' }),
      credentials: {},
      endpoint: 'http://127.0.0.1',
      testMode: true,
      timeoutMs: 1000,
      now: input.now,
      idempotencyKey: input.idempotencyKey ?? null,
    });
  const before = useCarrierCall(call);
  fake.restore = () => useCarrierCall(before);
  return fake;
}

/** The ids of the demo's sandbox label and track API configurations (code SANDBOX). */
export async function sandboxApis(t: TestApp): Promise<{ label: string; track: string }> {
  const [label] = await t.database.db
    .select({ id: labelApiTable.id })
    .from(labelApiTable)
    .where(eq(labelApiTable.code, 'SANDBOX'));
  const [track] = await t.database.db
    .select({ id: trackApiTable.id })
    .from(trackApiTable)
    .where(eq(trackApiTable.code, 'SANDBOX'));
  return { label: String(label!.id), track: String(track!.id) };
}

/**
 * Gives the demo channel USUPS the sandbox label API (and the settings given), and the waybills that
 * channel. With `installFakeCarrier` the calls go to the stand-in instead of the sandbox.
 */
export async function useFakeChannel(
  t: TestApp,
  waybillIds: readonly string[],
  set: Partial<typeof channelTable.$inferInsert> = {},
): Promise<string> {
  const [c] = await t.database.db
    .update(channelTable)
    .set({
      labelApiId: (await sandboxApis(t)).label,
      labelApiMode: 'manual',
      trackApiMode: 'platform',
      ...set,
    })
    .where(eq(channelTable.code, 'USUPS'))
    .returning({ id: channelTable.id });
  const channelId = String(c!.id);
  for (const id of waybillIds)
    await t.database.db.update(lmsWaybill).set({ channelId }).where(eq(lmsWaybill.id, id));
  return channelId;
}
