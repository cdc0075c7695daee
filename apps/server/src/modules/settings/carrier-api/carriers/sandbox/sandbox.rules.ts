import { createHash } from 'node:crypto';
import type { TrackStatus } from '@freightdesk/domain';
import Decimal from 'decimal.js';
import type { CarrierShipment, RateQuote, TrackEvent } from '../../connector.ts';

/**
 * The sandbox carrier's rules, pure and deterministic (docs/carriers.md "The sandbox carrier"):
 * track numbers, rates, tracking events, simulated failures and the validation rule.
 */

function hash(text: string): Buffer {
  return createHash('sha256').update(text).digest();
}

/** Mod-10 check digit with weights 3,1 from the right (as EAN/ITF). */
export function checkDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    const d = Number(digits[digits.length - 1 - i]);
    sum += i % 2 === 0 ? d * 3 : d;
  }
  return (10 - (sum % 10)) % 10;
}

/** Whether a sandbox track number's check digit is right. */
export function validTrackNo(trackNo: string): boolean {
  const m = /^SB(\d{10})(\d)$/.exec(trackNo);
  return !!m && checkDigit(m[1]!) === Number(m[2]);
}

/** `SB` + 10 digits from the reference and key + a check digit; piece numbers > 1 for sub track numbers. */
export function sandboxTrackNo(reference: string, key: string, piece = 1): string {
  const n = hash(`${reference}\u0000${key}\u0000${piece}`).readBigUInt64BE(0) % 10_000_000_000n;
  const digits = n.toString().padStart(10, '0');
  return `SB${digits}${checkDigit(digits)}`;
}

/** Whether a call fails on purpose: the first 32 bits of sha256(`op:key`) / 2^32 below the failure rate. */
export function simulatedFailure(op: string, key: string, failureRate: number): boolean {
  if (!(failureRate > 0)) return false;
  return hash(`${op}:${key}`).readUInt32BE(0) / 2 ** 32 < failureRate;
}

/** The validation rule for tests: a receiver postcode `00000` is refused (code SBX-1001). */
export function validationProblem(s: CarrierShipment): { code: string; message: string } | null {
  if (s.receiver.postcode?.trim() === '00000')
    return { code: 'SBX-1001', message: 'Receiver postcode 00000 is not served' };
  if (!s.pieces.length) return { code: 'SBX-1002', message: 'A shipment needs at least one piece' };
  if (s.pieces.some((p) => new Decimal(p.weight).gt(70)))
    return { code: 'SBX-1003', message: 'A piece may weigh at most 70 kg' };
  return null;
}

export const SANDBOX_SERVICES = {
  'SBX-EXP': { name: 'Sandbox Express', base: '12.00', perKg: '4.50', transitDays: 3 },
  'SBX-STD': { name: 'Sandbox Standard', base: '8.00', perKg: '2.80', transitDays: 7 },
} as const;
export type SandboxService = keyof typeof SANDBOX_SERVICES;

/** Zone surcharge by destination: same country 0, Asia 1, Europe/North America 2, elsewhere 3 (× 5.00). */
const ZONE_BY_COUNTRY: Record<string, number> = {
  CN: 1,
  HK: 1,
  JP: 1,
  KR: 1,
  VN: 1,
  TH: 1,
  SG: 1,
  MY: 1,
  PH: 1,
  ID: 1,
  TW: 1,
  US: 2,
  CA: 2,
  MX: 2,
  GB: 2,
  DE: 2,
  FR: 2,
  IT: 2,
  ES: 2,
  NL: 2,
  BE: 2,
  PL: 2,
  SE: 2,
  CH: 2,
  AT: 2,
};

/** Charge weight: the larger of actual and volume weight (L×W×H/5000) summed over pieces, up to the next 0.5 kg. */
export function chargeWeight(s: CarrierShipment): Decimal {
  let actual = new Decimal(0);
  let volume = new Decimal(0);
  for (const p of s.pieces) {
    actual = actual.plus(p.weight);
    if (p.length && p.width && p.height)
      volume = volume.plus(new Decimal(p.length).times(p.width).times(p.height).div(5000));
  }
  const w = Decimal.max(actual, volume, new Decimal('0.5'));
  return w.times(2).ceil().div(2);
}

/** Deterministic quotes: base + per kg × charge weight + zone × 5.00, in USD, 2 decimals. */
export function sandboxRates(s: CarrierShipment): RateQuote[] {
  const weight = chargeWeight(s);
  const zone =
    s.receiver.countryCode === s.shipper.countryCode ? 0 : (ZONE_BY_COUNTRY[s.receiver.countryCode] ?? 3);
  const codes = (Object.keys(SANDBOX_SERVICES) as SandboxService[]).filter(
    (c) => !s.serviceCode || c === s.serviceCode,
  );
  return codes.map((code) => {
    const svc = SANDBOX_SERVICES[code];
    const total = new Decimal(svc.base).plus(new Decimal(svc.perKg).times(weight)).plus(zone * 5);
    return {
      serviceCode: code,
      serviceName: svc.name,
      total: total.toFixed(2),
      currency: 'USD',
      chargeWeight: weight.toFixed(3),
      transitDays: svc.transitDays,
    };
  });
}

/** Hours after the ship time at which each event happens. */
export const SANDBOX_EVENT_HOURS: readonly [number, TrackStatus, string][] = [
  [2, 'pickUp', 'Shipment picked up'],
  [12, 'inTransit', 'Departed origin facility'],
  [36, 'inTransit', 'Arrived at destination facility'],
  [48, 'outForDelivery', 'Out for delivery'],
  [56, 'delivered', 'Delivered'],
];
const HOUR_MS = 3_600_000;

/** The events of a shipment shipped at `shippedAt` as seen at `now` (none after a cancel time). */
export function sandboxEvents(
  s: { shippedAt: Date; cancelledAt: Date | null; shipment: CarrierShipment },
  now: Date,
): TrackEvent[] {
  const until = s.cancelledAt && s.cancelledAt < now ? s.cancelledAt : now;
  return SANDBOX_EVENT_HOURS.map(([hours, status, description]) => ({
    time: new Date(s.shippedAt.getTime() + hours * HOUR_MS).toISOString(),
    status,
    description,
    location: status === 'pickUp' || hours <= 12 ? s.shipment.shipper.city : s.shipment.receiver.city,
    carrierCode: `SBX-${status.toUpperCase()}`,
  })).filter((e) => Date.parse(e.time) <= until.getTime());
}
