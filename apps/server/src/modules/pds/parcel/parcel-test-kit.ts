import { eq } from 'drizzle-orm';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { productTable } from '#modules/settings/basic.schema.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { productId, signInAll, type Tokens } from '../../lms/waybill/waybill-test-kit.ts';
import { DEMO_PARCEL_PRODUCT } from './parcel.demo.ts';
import {
  CarrierCallError,
  type CarrierConnector,
  type CarrierError,
  type TrackEvent,
  useParcelCarrier,
  type WithConnector,
} from './parcel-carrier.ts';

/**
 * Test helpers of the parcel API: an in-process carrier (no network) that sells one label per
 * idempotency key and counts what it sold, and a valid parcel order. Until the sandbox carrier of
 * the carrier layer is merged the parcel tests run against this one.
 */

export const TEST_LABEL_API = '11111111-1111-4111-8111-111111111111';

export type FakeCarrier = {
  sold: Map<string, string>;
  cancelled: string[];
  calls: number;
  /** The next ship calls fail with these errors, in order. */
  failNext: CarrierError[];
  events: Map<string, TrackEvent[]>;
  restore: () => void;
};

async function pdfLabel(trackNo: string): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const page = doc.addPage([288, 432]);
  page.drawText(`TRACK ${trackNo}`, {
    x: 20,
    y: 400,
    size: 14,
    font: await doc.embedFont(StandardFonts.Helvetica),
  });
  return Buffer.from(await doc.save());
}

/** Puts the fake carrier in place of the carrier layer (every channel's label API is TEST_LABEL_API). */
export function installFakeCarrier(): FakeCarrier {
  const fake: FakeCarrier = {
    sold: new Map(),
    cancelled: [],
    calls: 0,
    failNext: [],
    events: new Map(),
    restore: () => {},
  };
  const connector: CarrierConnector = {
    code: 'fake',
    name: { zh: '测试', en: 'Fake', vi: 'Giả' },
    carrier: null,
    kinds: ['label', 'track'],
    credentialFields: [],
    endpoints: { test: 'http://127.0.0.1', live: 'http://127.0.0.1' },
    ship: async (ctx, shipment) => {
      fake.calls += 1;
      const failure = fake.failNext.shift();
      if (failure) throw new CarrierCallError(failure);
      const key = ctx.idempotencyKey ?? shipment.reference;
      const trackNo = fake.sold.get(key) ?? `1Z${String(fake.sold.size + 1).padStart(8, '0')}`;
      fake.sold.set(key, trackNo);
      const content =
        shipment.labelFormat === 'zpl' ? Buffer.from(`^XA^FD${trackNo}^FS^XZ\n`) : await pdfLabel(trackNo);
      return { trackNo, subTrackNos: [], labels: [{ format: shipment.labelFormat, content }] };
    },
    cancel: async (_ctx, ref) => {
      fake.cancelled.push(ref.trackNo);
    },
    track: async (_ctx, trackNos) => trackNos.map((n) => ({ trackNo: n, events: fake.events.get(n) ?? [] })),
  };
  const withConnector: WithConnector = async (input, fn) =>
    fn(connector, {
      http: async () => ({ status: 599, headers: {}, body: '' }),
      credentials: {},
      endpoint: 'http://127.0.0.1',
      testMode: true,
      timeoutMs: 1000,
      now: input.now,
      idempotencyKey: input.idempotencyKey ?? null,
    });
  fake.restore = useParcelCarrier({
    labelApiOf: async () => TEST_LABEL_API,
    withConnector: () => withConnector,
  });
  return fake;
}

/** A fresh app whose product FDUSEXP is a PDS product; the demo sign-ins. */
export async function startParcelApp(): Promise<{
  t: TestApp;
  tk: Tokens;
  product: string;
  lmsProduct: string;
}> {
  const t = await createTestApp();
  const product = await productId(t, 'FDUSEXP');
  await t.database.db.update(productTable).set({ sysCode: 'PDS' }).where(eq(productTable.id, product));
  // the demo's own parcel product out of the way: these tests price and label on FDUSEXP alone
  await t.database.db
    .update(productTable)
    .set({ enabled: false })
    .where(eq(productTable.code, DEMO_PARCEL_PRODUCT));
  const [other] = await t.database.db
    .select({ id: productTable.id })
    .from(productTable)
    .where(eq(productTable.sysCode!, 'LMS'))
    .limit(1);
  return { t, tk: await signInAll(t), product, lmsProduct: String(other!.id) };
}

/** A valid parcel order to Los Angeles: one 2 kg piece, one commodity line. */
export function sampleParcel(product: string, over: Record<string, unknown> = {}) {
  return {
    productId: product,
    sender: {
      name: 'Li Ming',
      phone: '13800000000',
      countryCode: 'CN',
      city: 'Shenzhen',
      address1: 'Fuyong Park',
    },
    recipient: {
      name: 'John Smith',
      phone: '2135550100',
      countryCode: 'US',
      state: 'CA',
      city: 'Los Angeles',
      postcode: '90001',
      address1: '1 Main Street',
    },
    pieces: [{ receiveActualWeight: '2', receiveLength: '30', receiveWidth: '20', receiveHeight: '10' }],
    commodities: [{ nameEn: 'Cotton T-shirt', quantity: 4, unitPrice: '5.000' }],
    ...over,
  };
}
