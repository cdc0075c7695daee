import { FeeStatus, type ParcelStatus, type TrackStatus } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, eq, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { fmsPrice } from '#modules/fms/price/index.ts';
import { labelApiTable, trackApiTable } from '#modules/settings/carrier-api/index.ts';
import { channelTable, productTable } from '#modules/settings/index.ts';
import type { Tx } from '#platform/db/db.ts';
import { seedStep } from '#platform/db/seed-step.schema.ts';
import {
  pdsWaybill,
  pdsWaybillCommodity,
  pdsWaybillFee,
  pdsWaybillPiece,
  pdsWaybillTrack,
} from './parcel.schema.ts';

const STEP = 'demo:pdsParcel';
/** The demo's middle rate of USD (exchange-rate.demo.ts): a USD fee's value in RMB. */
const DEMO_USD_RATE = '7.095000';
/**
 * A demo parcel's fee status as the order flow leaves it: confirmed once shipping was confirmed
 * (every status past `made` but the failed and cancelled ones), estimated before.
 */
const demoFeeStatus = (status: ParcelStatus) =>
  ['waiting', 'made', 'failed', 'cancelling', 'cancelled'].includes(status)
    ? FeeStatus.estimated
    : FeeStatus.confirmed;
/** The demo's parcel product (business system PDS) and its channel on the sandbox label API. */
export const DEMO_PARCEL_PRODUCT = 'FDPARCELUS';
export const DEMO_PARCEL_CHANNEL = 'SBXPARCEL';

type DemoParcel = {
  no: string;
  status: ParcelStatus;
  days: number;
  trackNo?: string;
  labelError?: string;
  recipient: { name: string; city: string; state: string; postcode: string; address1: string };
  weight: string;
  goods: string;
  fees: [string, string, string][];
  tracks?: [number, TrackStatus, string, string][];
};

/** Parcels of customer C0001 (English names: demo data); `PARCELS.push` below adds the other statuses. */
const PARCELS: DemoParcel[] = [
  {
    no: 'PDDEMO0001',
    status: 'made',
    days: 0,
    trackNo: 'SBXDEMO000001',
    recipient: {
      name: 'Emma Johnson',
      city: 'Los Angeles',
      state: 'CA',
      postcode: '90001',
      address1: '12 Sunset Blvd',
    },
    weight: '1.200',
    goods: 'Phone case',
    fees: [['freight', '90.00', 'RMB']],
  },
  {
    no: 'PDDEMO0002',
    status: 'delivered',
    days: 6,
    trackNo: 'SBXDEMO000002',
    recipient: {
      name: 'Liam Brown',
      city: 'Seattle',
      state: 'WA',
      postcode: '98101',
      address1: '400 Pine Street',
    },
    weight: '2.500',
    goods: 'Cotton T-shirt',
    fees: [
      ['freight', '134.00', 'RMB'],
      ['fuel', '16.08', 'RMB'],
      ['remote', '5.00', 'USD'],
    ],
    tracks: [
      [5, 'pickUp', 'Picked up by the carrier', 'Shenzhen'],
      [3, 'inTransit', 'Arrived at the destination hub', 'Los Angeles'],
      [2, 'outForDelivery', 'Out for delivery', 'Seattle'],
      [1, 'delivered', 'Delivered, signed by the recipient', 'Seattle'],
    ],
  },
  {
    no: 'PDDEMO0003',
    status: 'failed',
    days: 1,
    labelError: 'SBX-1001 The postcode is not served',
    recipient: {
      name: 'Olivia Davis',
      city: 'Nowhere',
      state: 'NV',
      postcode: '00000',
      address1: '1 Desert Road',
    },
    weight: '0.800',
    goods: 'Notebook',
    fees: [],
  },
  {
    no: 'PDDEMO0004',
    status: 'waitPickUp',
    days: 0,
    trackNo: 'SBXDEMO000004',
    recipient: {
      name: 'Noah Wilson',
      city: 'New York',
      state: 'NY',
      postcode: '10001',
      address1: '350 Fifth Avenue',
    },
    weight: '3.000',
    goods: 'Ceramic mug',
    fees: [['freight', '156.00', 'RMB']],
  },
];

/** One more parcel of the demo: a US recipient of the list below and its carrier events so far. */
const more = (
  n: number,
  status: ParcelStatus,
  [name, city, state, postcode, address1]: [string, string, string, string, string],
  tracks: [number, TrackStatus, string, string][] = [],
): DemoParcel => ({
  no: `PDDEMO${String(n).padStart(4, '0')}`,
  status,
  days: tracks.length + 1,
  ...(status === 'waiting' ? {} : { trackNo: `SBXDEMO${String(n).padStart(6, '0')}` }),
  recipient: { name, city, state, postcode, address1 },
  weight: '1.500',
  goods: 'Wireless earbuds',
  fees: [['freight', '112.00', 'RMB']],
  tracks,
});

const PICKED: [number, TrackStatus, string, string] = [4, 'pickUp', 'Picked up by the carrier', 'Shenzhen'];
const AT_HUB: [number, TrackStatus, string, string] = [
  2,
  'inTransit',
  'Arrived at the destination hub',
  'Los Angeles',
];

/** The other statuses of the twelve, so every count of the list has a parcel. */
PARCELS.push(
  more(5, 'waiting', ['Ava Miller', 'Chicago', 'IL', '60601', '233 Wacker Drive']),
  more(6, 'waitSign', ['Mia Moore', 'Miami', 'FL', '33101', '80 Ocean Drive'], [PICKED, AT_HUB]),
  more(7, 'pickedUp', ['Lucas Taylor', 'Austin', 'TX', '73301', '501 Congress Avenue'], [PICKED]),
  more(8, 'inTransit', ['Ethan Anderson', 'Denver', 'CO', '80202', '1600 Glenarm Place'], [PICKED, AT_HUB]),
  more(
    9,
    'outForDelivery',
    ['Sophia Thomas', 'Boston', 'MA', '02108', '1 Beacon Street'],
    [PICKED, AT_HUB, [1, 'outForDelivery', 'Out for delivery', 'Boston']],
  ),
  more(
    10,
    'exception',
    ['James Jackson', 'Portland', 'OR', '97201', '700 Broadway'],
    [PICKED, [1, 'exception', 'Address incomplete, the carrier holds the parcel', 'Portland']],
  ),
  more(11, 'cancelling', ['Isabella White', 'Phoenix', 'AZ', '85001', '20 Washington Street']),
  more(12, 'cancelled', ['Henry Harris', 'Dallas', 'TX', '75201', '2100 Ross Avenue']),
);

const SENDER = {
  name: 'Bright Trading',
  phone: '075512345678',
  countryCode: 'CN',
  city: 'Shenzhen',
  address1: 'Fuyong Park',
};

/** The demo parcel product: a copy of FD US Express sold in the parcel system, with its general price table. */
async function seedProduct(tx: Tx) {
  const [us] = await tx.select().from(productTable).where(eq(productTable.code, 'FDUSEXP'));
  const [label] = await tx
    .select({ id: labelApiTable.id })
    .from(labelApiTable)
    .where(eq(labelApiTable.code, 'SANDBOX'));
  const [track] = await tx
    .select({ id: trackApiTable.id })
    .from(trackApiTable)
    .where(eq(trackApiTable.code, 'SANDBOX'));
  if (!us || !label || !track) return null;
  const { id: _id, ...rest } = us as Record<string, unknown>;
  const [product] = await tx
    .insert(productTable)
    .values({
      ...rest,
      code: DEMO_PARCEL_PRODUCT,
      name: 'FD US Parcel',
      sysCode: 'PDS',
      characteristics: 'Small parcels to the US, labels by the carrier API',
    } as typeof productTable.$inferInsert)
    .returning({ id: productTable.id });
  const [channel] = await tx
    .insert(channelTable)
    .values({
      code: DEMO_PARCEL_CHANNEL,
      name: 'Sandbox Parcel',
      productIds: [product!.id],
      labelApiId: String(label.id),
      trackApiId: String(track.id),
      labelApiMode: 'manual',
      trackApiMode: 'selfBuilt',
    } as typeof channelTable.$inferInsert)
    .returning({ id: channelTable.id });
  const [table] = await tx
    .select()
    .from(fmsPrice)
    .where(
      and(
        eq(fmsPrice.productId, String(us.id)),
        eq(fmsPrice.kind, 'customer'),
        sql`cardinality(${fmsPrice.customerIds}) = 0`,
      ),
    )
    .limit(1);
  if (table) {
    const { id: _tid, ...copy } = table;
    await tx.insert(fmsPrice).values({
      ...copy,
      version: 1,
      name: 'US Parcel 2026',
      productId: String(product!.id),
      channelId: String(channel!.id),
    });
  }
  return { productId: String(product!.id), channelId: String(channel!.id), labelApiId: String(label.id) };
}

/**
 * The parcel demo, once per database: the parcel product FD US Parcel (business system PDS, priced
 * like FD US Express) on the channel Sandbox Parcel (sandbox label and track API), and a parcel of
 * customer C0001 in each of the twelve statuses (the delivered one with its tracks and fees in two
 * currencies, the failed one with its label error; the end-ship manifest demo closes a manifest over
 * the one waiting pick-up). They are written as they stand: no carrier is called while seeding.
 */
export async function seedParcelDemo(tx: Tx): Promise<void> {
  const [done] = await tx.select().from(seedStep).where(eq(seedStep.name, STEP));
  if (done) return;
  const [c1] = await tx.select({ id: customer.id }).from(customer).where(eq(customer.code, 'C0001'));
  const made = c1 ? await seedProduct(tx) : null;
  if (!c1 || !made) return;
  const now = Date.now();
  for (const p of PARCELS) {
    const at = (days: number) => new Date(now - days * 86_400_000);
    const [row] = await tx
      .insert(pdsWaybill)
      .values({
        waybillNo: p.no,
        customerId: String(c1.id),
        status: p.status,
        productId: made.productId,
        channelId: made.channelId,
        labelApiId: p.trackNo ? made.labelApiId : null,
        trackNo: p.trackNo ?? null,
        labelError: p.labelError ?? null,
        labelAttempts: 1,
        destination: 'US',
        pieceCount: 1,
        actualWeight: p.weight,
        chargeWeight: p.weight,
        declareCurrency: 'USD',
        sender: SENDER,
        recipient: { ...p.recipient, countryCode: 'US', addressType: 'system' },
        orderTime: at(p.days),
        labelTime: p.trackNo ? at(p.days) : null,
        deliverTime: p.status === 'delivered' ? at(1) : null,
      } as typeof pdsWaybill.$inferInsert)
      .returning({ id: pdsWaybill.id });
    const waybillId = row!.id;
    await tx
      .insert(pdsWaybillPiece)
      .values({ waybillId, seq: 1, subNo: `${p.no}001`, receiveActualWeight: p.weight });
    await tx
      .insert(pdsWaybillCommodity)
      .values({ waybillId, seq: 1, nameEn: p.goods, quantity: 2, unitPrice: '6.000', totalPrice: '12.00' });
    for (const [subjectName, value, currency] of p.fees) {
      const rate = currency === 'RMB' ? '1' : DEMO_USD_RATE;
      await tx.insert(pdsWaybillFee).values({
        waybillId,
        partyId: String(c1.id),
        subjectName,
        value,
        currency,
        exchangeRate: rate,
        conversionValue: new Decimal(value).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2),
        status: demoFeeStatus(p.status),
        isDeleted: p.status === 'cancelled',
        belongTime: at(p.days),
      });
    }
    await tx
      .insert(pdsWaybillTrack)
      .values({ waybillId, time: at(p.days), messageKey: 'pdsTrackOrdered', source: 'system' });
    for (const [days, status, description, location] of p.tracks ?? [])
      await tx.insert(pdsWaybillTrack).values({
        waybillId,
        time: at(days),
        status,
        description,
        location,
        source: 'api',
        carrierCode: 'SANDBOX',
      });
  }
  await tx.insert(seedStep).values({ name: STEP });
}
