import type { TrackStatus } from '@freightdesk/domain';
import type { CarrierContext, CarrierError, TrackEvent, TrackResult } from '../../connector.ts';
import { CarrierCallError } from '../../connector.ts';
import { parseJson, upsError, upsSend } from './ups-http.ts';

/**
 * UPS tracking (Tracking.yaml, GET /api/track/v1/details/{inquiryNumber}) normalised to the spec's
 * track statuses. An activity's `status.type` is UPS's package activity type (D delivered, I in
 * transit or out for delivery, P pickup, M/MV billing information received/voided, X exception, …)
 * and its `status.statusCode` the status/description code (e.g. 011 Delivered, 021 Out for Delivery);
 * the code refines the type where the type alone is too coarse. Both lists are UPS's "API codes"
 * pages of the Track API reference (developer.ups.com).
 */

/** Activity type → status. `null`: no movement of the parcel (only a label was made or voided), no track. */
export const UPS_TYPE_STATUS: Readonly<Record<string, TrackStatus | null>> = {
  M: null, // Billing Information Received
  MV: null, // Billing Information Voided
  P: 'pickUp', // Pickup (answered by the API though missing from the list)
  I: 'inTransit', // In Transit (or Out for Delivery: see the codes)
  W: 'inTransit', // Warehousing (freight)
  DO: 'inTransit', // Delivered Origin CFS (freight)
  DD: 'inTransit', // Delivered Destination CFS (freight)
  U: 'inTransit', // Updates
  NA: 'inTransit', // Not Available
  X: 'exception', // Exception
  D: 'delivered', // Delivered
};

/** Status/description code (three digits) → status, where it says more than the activity type. */
export const UPS_CODE_STATUS: Readonly<Record<string, TrackStatus>> = {
  '038': 'pickUp', // Picked Up by UPS
  '006': 'outForDelivery', // Out for Delivery
  '021': 'outForDelivery', // Out for Delivery
  '037': 'outForDelivery', // Out for Delivery
  '072': 'outForDelivery', // Loaded on Delivery Vehicle
  '078': 'outForDelivery', // Your Driver is Arriving Soon!
  '089': 'outForDelivery', // Out for Delivery
  '091': 'outForDelivery', // Out for Delivery
  '017': 'availableForPickUp', // Held for Customer Pickup
  '040': 'availableForPickUp', // Ready for Customer Pickup
  '022': 'failure', // First Attempt Made
  '023': 'failure', // Second Delivery Attempted
  '024': 'failure', // Final Attempt Made
  '060': 'failure', // Delivery Attempted
  '061': 'failure', // Delivery Attempted: Adult Signature Required
  '062': 'failure', // Delivery Attempted: Funds Required
  '064': 'failure', // Delivery Refused
  '066': 'failure', // Post Office Delivery Attempted
  '069': 'failure', // Unable to Deliver
  '033': 'returning', // Return to Sender Requested
  '035': 'returning', // Returning to Sender
  '036': 'returning', // Returning to Sender: In Transit
  '118': 'returning', // Return to Sender Confirmed
  '034': 'returned', // Returned to Sender
  '067': 'returned', // Returned to Sender by Post Office
  '011': 'delivered', // Delivered
  '026': 'delivered', // Delivered by Local Post Office
};

export function upsStatusOf(type: string | undefined, statusCode: string | undefined): TrackStatus | null {
  const byType = type === undefined ? 'inTransit' : UPS_TYPE_STATUS[type];
  if (byType === null) return null;
  const code = statusCode ? statusCode.padStart(3, '0') : undefined;
  return (code && UPS_CODE_STATUS[code]) || byType || 'inTransit';
}

type UpsActivity = {
  date?: string;
  time?: string;
  gmtDate?: string;
  gmtTime?: string;
  gmtOffset?: string;
  location?: { address?: { city?: string; stateProvince?: string; countryCode?: string } };
  status?: { type?: string; code?: string; statusCode?: string; description?: string };
};
type UpsPackage = { trackingNumber?: string; activity?: UpsActivity[] };
type UpsTracking = {
  trackResponse?: {
    shipment?: { package?: UpsPackage[]; warnings?: { code?: string; message?: string }[] }[];
  };
};

const iso = (d: string, t: string) =>
  `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T${t.padStart(6, '0').replace(/(\d\d)(\d\d)(\d\d)/, '$1:$2:$3')}`;

/** The local date and time with their GMT offset, else the GMT date and time, else the local time read as UTC. */
function instantOf(a: UpsActivity): string | null {
  let text: string | null = null;
  if (a.date && a.time && a.gmtOffset && /^[+-]\d{2}:\d{2}$/.test(a.gmtOffset))
    text = `${iso(a.date, a.time)}${a.gmtOffset}`;
  else if (a.gmtDate && a.gmtTime) text = `${iso(a.gmtDate, a.gmtTime)}Z`;
  else if (a.date && a.time) text = `${iso(a.date, a.time)}Z`;
  const t = text ? new Date(text) : null;
  return t && !Number.isNaN(t.getTime()) ? t.toISOString() : null;
}

function locationOf(a: UpsActivity): string | null {
  const addr = a.location?.address;
  const parts = [addr?.city, addr?.stateProvince, addr?.countryCode].filter(Boolean);
  return parts.length ? parts.join(', ') : null;
}

export function eventsOf(pkg: UpsPackage): TrackEvent[] {
  const events = (pkg.activity ?? []).flatMap((a): TrackEvent[] => {
    const status = upsStatusOf(a.status?.type, a.status?.statusCode);
    const time = instantOf(a);
    if (!status || !time) return [];
    return [
      {
        time,
        status,
        description: (a.status?.description ?? '').trim(),
        location: locationOf(a),
        carrierCode: a.status?.code ?? a.status?.statusCode ?? null,
      },
    ];
  });
  // UPS lists the newest activity first
  return events.sort((a, b) => a.time.localeCompare(b.time));
}

function notFound(trackNo: string, carrierCode?: string, carrierMessage?: string): TrackResult {
  const error: CarrierError = {
    code: 'notFound',
    message: 'UPS does not know this shipment',
    carrierCode: carrierCode ?? null,
    carrierMessage: carrierMessage ?? null,
    retryable: false,
  };
  return { trackNo, events: [], error };
}

async function trackOne(ctx: CarrierContext, trackNo: string): Promise<TrackResult> {
  try {
    const res = await upsSend(ctx, {
      method: 'GET',
      path: `/api/track/v1/details/${encodeURIComponent(trackNo)}`,
      query: [
        ['locale', 'en_US'],
        ['returnSignature', 'false'],
        ['returnMilestones', 'false'],
        ['returnPOD', 'false'],
      ],
      tag: 'ups/track',
    });
    if (res.status < 200 || res.status >= 300) return { trackNo, events: [], error: upsError(res) };
    const shipment = parseJson<UpsTracking>(res).trackResponse?.shipment?.[0];
    const warning = shipment?.warnings?.[0];
    const packages = shipment?.package ?? [];
    if (!packages.length) return notFound(trackNo, warning?.code, warning?.message);
    const pkg = packages.find((p) => p.trackingNumber === trackNo) ?? packages[0]!;
    return { trackNo, events: eventsOf(pkg), error: null };
  } catch (e) {
    if (e instanceof CarrierCallError) return { trackNo, events: [], error: e.error };
    throw e;
  }
}

/** The Track API takes one number a call; a few run at once. */
const PARALLEL = 4;

export async function upsTrack(ctx: CarrierContext, trackNos: readonly string[]): Promise<TrackResult[]> {
  const results: TrackResult[] = new Array(trackNos.length);
  let next = 0;
  const worker = async () => {
    while (next < trackNos.length) {
      const i = next++;
      results[i] = await trackOne(ctx, trackNos[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, trackNos.length) }, worker));
  return results;
}
