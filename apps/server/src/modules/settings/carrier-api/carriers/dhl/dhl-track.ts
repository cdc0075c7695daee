import type { TrackStatus } from '@freightdesk/domain';
import { CarrierCallError, type CarrierContext, type TrackEvent, type TrackResult } from '../../connector.ts';
import { dhlError, dhlSend, parseJson } from './dhl-http.ts';

/**
 * DHL Express checkpoint (event type) codes to the spec's track statuses. The codes and their names
 * are DHL's "tracking event code" reference data, as published in the MyDHL API OpenAPI document
 * 3.1.1 (GET /reference-data, example "Sample Reference Data - tracking event code"). `null` means the
 * event carries no movement of the parcel (DUMMY_PU "Shipment information received" is only the
 * electronic data; the parcel is not picked up yet), so it is not turned into a track.
 */
export const DHL_EVENT_STATUS: Readonly<Record<string, TrackStatus | null>> = {
  DUMMY_PU: null, // Shipment information received
  PU: 'pickUp', // Shipment pick up
  SA: 'pickUp', // Shipment acceptance (handed in at a DHL point)
  AF: 'inTransit', // Arrived facility
  AR: 'inTransit', // Arrival in delivery facility
  DF: 'inTransit', // Depart facility
  PL: 'inTransit', // Processed at location
  TR: 'inTransit', // Record of transfer
  CR: 'inTransit', // Clearance release
  BR: 'inTransit', // Broker release
  BN: 'inTransit', // Customer broker notified
  IC: 'inTransit', // In clearance processing
  RR: 'inTransit', // Response received (customs status update)
  ES: 'inTransit', // Entry submitted
  CI: 'inTransit', // Facility check-in
  CU: 'inTransit', // Confirm uplift
  HN: 'inTransit', // Handover
  LV: 'inTransit', // Load vehicle
  UV: 'inTransit', // Unload vehicle
  RW: 'inTransit', // Weigh & dimension
  SM: 'inTransit', // Scheduled movement
  SC: 'inTransit', // Service changed
  FD: 'inTransit', // Forward destination (DD's expected)
  TP: 'inTransit', // Forwarded to 3rd party - no DD's
  AD: 'inTransit', // Agreed delivery (a new delivery was arranged)
  PY: 'inTransit', // Payment
  DI: 'inTransit', // Duty invoice
  IA: 'inTransit', // Image available
  HI: 'inTransit', // Lodged into hic
  HO: 'inTransit', // Lodged out of held inventory control
  WC: 'outForDelivery', // With delivering courier
  CC: 'availableForPickUp', // Awaiting cnee collection
  OK: 'delivered', // Delivery
  PD: 'delivered', // Partial delivery
  DD: 'delivered', // Delivered damaged
  BA: 'failure', // Bad address
  CA: 'failure', // Closed on arrival
  CM: 'failure', // Customer moved
  MD: 'failure', // Missed delivery cycle
  ND: 'failure', // Not delivered
  NH: 'failure', // Not home
  RD: 'failure', // Refused delivery
  RT: 'returned', // Returned to consignor
  BL: 'exception', // Bond location
  CD: 'exception', // Controllable clearance delay
  UD: 'exception', // Uncontrollable clearance delay
  CS: 'exception', // Closed shipment
  DM: 'exception', // Damaged
  DP: 'exception', // Denied parties
  DS: 'exception', // Destroyed / disposal
  HP: 'exception', // Held for payment
  IR: 'exception', // Incorrect route
  MC: 'exception', // Miscode
  MS: 'exception', // Mis-sort
  NA: 'exception', // Not arrived
  OH: 'exception', // On hold
  SI: 'exception', // Shipment inspection
  SS: 'exception', // Shipment stopped
  ST: 'exception', // Shipment intercept
  TD: 'exception', // Transport delay
  TI: 'exception', // Trace initiated
  TT: 'exception', // Trace terminated
};

/** A code DHL adds later is still shown, as in transit, with its own code kept. */
export function dhlStatusOf(typeCode: string): TrackStatus | null {
  const known = DHL_EVENT_STATUS[typeCode];
  return known === undefined ? 'inTransit' : known;
}

type DhlEvent = {
  date?: string;
  time?: string;
  GMTOffset?: string;
  typeCode?: string;
  description?: string;
  serviceArea?: { code?: string; description?: string }[];
};
type DhlTrackedShipment = { shipmentTrackingNumber?: string | number; events?: DhlEvent[] };
type DhlTracking = { shipments?: DhlTrackedShipment[] };

/** DHL gives the local date and time of the checkpoint and, from 3.x, its GMT offset; without one we read UTC. */
function instantOf(e: DhlEvent): string | null {
  if (!e.date || !e.time) return null;
  const offset = e.GMTOffset && /^[+-]\d{2}:\d{2}$/.test(e.GMTOffset) ? e.GMTOffset : 'Z';
  const t = new Date(`${e.date}T${e.time}${offset}`);
  return Number.isNaN(t.getTime()) ? null : t.toISOString();
}

export function eventsOf(shipment: DhlTrackedShipment): TrackEvent[] {
  const events = (shipment.events ?? []).flatMap((e): TrackEvent[] => {
    const status = e.typeCode ? dhlStatusOf(e.typeCode) : null;
    const time = instantOf(e);
    if (!status || !time) return [];
    return [
      {
        time,
        status,
        description: (e.description ?? '').trim(),
        location: e.serviceArea?.[0]?.description ?? null,
        carrierCode: e.typeCode ?? null,
      },
    ];
  });
  return events.sort((a, b) => a.time.localeCompare(b.time));
}

/** GET /tracking takes up to 200 numbers a call. */
const BATCH = 200;

const notFound = (trackNo: string): TrackResult => ({
  trackNo,
  events: [],
  error: { code: 'notFound', message: 'DHL Express does not know this shipment', retryable: false },
});

async function trackBatch(ctx: CarrierContext, trackNos: readonly string[]): Promise<TrackResult[]> {
  const res = await dhlSend(ctx, {
    method: 'GET',
    path: '/tracking',
    query: [
      ...trackNos.map((n): [string, string] => ['shipmentTrackingNumber', n]),
      ['trackingView', 'all-checkpoints'],
      ['levelOfDetail', 'shipment'],
    ],
    tag: 'dhl/track',
  });
  if (res.status === 404) return trackNos.map(notFound);
  if (res.status < 200 || res.status >= 300) {
    const error = dhlError(res);
    return trackNos.map((trackNo) => ({ trackNo, events: [], error }));
  }
  const answer = parseJson<DhlTracking>(res);
  const byNo = new Map((answer.shipments ?? []).map((s) => [String(s.shipmentTrackingNumber), s]));
  return trackNos.map((trackNo) => {
    const shipment = byNo.get(trackNo);
    return shipment ? { trackNo, events: eventsOf(shipment), error: null } : notFound(trackNo);
  });
}

export async function dhlTrack(ctx: CarrierContext, trackNos: readonly string[]): Promise<TrackResult[]> {
  const results: TrackResult[] = [];
  for (let i = 0; i < trackNos.length; i += BATCH) {
    try {
      results.push(...(await trackBatch(ctx, trackNos.slice(i, i + BATCH))));
    } catch (e) {
      if (!(e instanceof CarrierCallError)) throw e;
      results.push(
        ...trackNos.slice(i, i + BATCH).map((trackNo) => ({ trackNo, events: [], error: e.error })),
      );
    }
  }
  return results;
}

/**
 * The MyDHL API has no call that voids a created shipment (the OpenAPI document 3.1.1 lists none:
 * only a booked pickup can be cancelled, DELETE /pickups/{dispatchConfirmationNumber}, and our ship
 * never books one). A waybill that DHL never receives is not moved, so "cancel" here checks that DHL
 * has not had the parcel: no checkpoint yet (or no tracking data at all) → cancelled on our side, the
 * label must not be used; any checkpoint (picked up, in transit, …) → `notCancellable`.
 */
export async function dhlCancel(ctx: CarrierContext, ref: { trackNo: string }): Promise<void> {
  const res = await dhlSend(ctx, {
    method: 'GET',
    path: `/shipments/${encodeURIComponent(ref.trackNo)}/tracking`,
    query: [
      ['trackingView', 'all-checkpoints'],
      ['levelOfDetail', 'shipment'],
    ],
    tag: 'dhl/cancel',
  });
  if (res.status === 404) return;
  if (res.status < 200 || res.status >= 300) throw new CarrierCallError(dhlError(res));
  const shipment = parseJson<DhlTracking>(res).shipments?.[0];
  const last = shipment ? eventsOf(shipment).at(-1) : undefined;
  if (!last) return;
  throw new CarrierCallError({
    code: 'notCancellable',
    message: 'DHL Express already has the shipment; it cannot be cancelled',
    carrierCode: last.carrierCode ?? null,
    carrierMessage: last.description,
    retryable: false,
  });
}
