import { z } from 'zod';
import { type RuleFailure, ruleFail } from '../../lms/waybill/index.ts';
import { PRICE_KINDS, type PriceTable, surchargeSchema } from './price-schema.ts';

/**
 * Batch changes of price tables (back-office §7 "Finance and pricing": batch fuel, zone, surcharge,
 * customer, remark): the payloads and the pure change of one table. A change answers `null` when it
 * leaves the table as it was (the table then gets no new version).
 */

const uuid = z.string().uuid();
const target = { kind: z.enum(PRICE_KINDS), ids: z.array(uuid).min(1).max(500) };
const optionalRate = z
  .union([z.string().trim(), z.number()])
  .nullish()
  .transform((v) => (v === null || v === undefined || v === '' ? null : String(v)))
  .refine((v) => v === null || (/^\d+(\.\d+)?$/.test(v) && Number(v) <= 10), { message: 'invalidFormat' });

/** Batch fuel: sets (or clears with null) the custom fuel rate and / or the fuel discount. */
export const priceBatchFuelPayload = z.object({
  ...target,
  fields: z.array(z.enum(['customFuelRate', 'fuelDiscount'])).min(1),
  customFuelRate: optionalRate,
  fuelDiscount: optionalRate,
});
export type PriceBatchFuelPayload = z.output<typeof priceBatchFuelPayload>;

/** Batch zone: replace one zone's postcode prefixes (the table's own zones), or rename it everywhere. */
export const priceBatchZonePayload = z.discriminatedUnion('op', [
  z.object({
    ...target,
    op: z.literal('prefixes'),
    zone: z.string().trim().min(1).max(35),
    postcodePrefixes: z.array(z.string().trim().min(1).max(20)).max(5000),
  }),
  z.object({
    ...target,
    op: z.literal('rename'),
    zone: z.string().trim().min(1).max(35),
    newName: z.string().trim().min(1).max(35),
    /** A renamed zone can meet another table's zone: overlaps answer 2000 unless force. */
    force: z.boolean().default(false),
  }),
]);
export type PriceBatchZonePayload = z.output<typeof priceBatchZonePayload>;

/** Batch surcharge by subject: add (tables without it), replace (tables with it), remove. */
export const priceBatchSurchargePayload = z.discriminatedUnion('op', [
  z.object({ ...target, op: z.enum(['add', 'replace']), surcharge: surchargeSchema }),
  z.object({ ...target, op: z.literal('remove'), subject: z.string().trim().min(1).max(50) }),
]);
export type PriceBatchSurchargePayload = z.output<typeof priceBatchSurchargePayload>;

/** Batch customer: add or remove effective customers (customer prices); overlaps answer 2000 unless force. */
export const priceBatchCustomerPayload = z.object({
  ...target,
  op: z.enum(['add', 'remove']),
  customerIds: z.array(uuid).min(1).max(500),
  force: z.boolean().default(false),
});
export type PriceBatchCustomerPayload = z.output<typeof priceBatchCustomerPayload>;

export const priceBatchRemarkPayload = z.object({ ...target, remark: z.string().trim().max(500) });
export type PriceBatchRemarkPayload = z.output<typeof priceBatchRemarkPayload>;

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
const changed = (before: PriceTable, after: PriceTable) => (same(before, after) ? null : after);

export function withFuel(t: PriceTable, p: PriceBatchFuelPayload): PriceTable | null {
  const fuel = { ...t.fuel };
  for (const f of p.fields) fuel[f] = p[f];
  return changed(t, { ...t, fuel });
}

const renameIn = (zones: string[], from: string, to: string) => [
  ...new Set(zones.map((z) => (z === from ? to : z))),
];

/** The zone change of one table (a zone it does not have leaves it as it was). */
export function withZone(t: PriceTable, p: PriceBatchZonePayload): PriceTable | null {
  if (p.op === 'prefixes') {
    const zones = t.zones.map((z) =>
      z.name === p.zone ? { ...z, postcodePrefixes: p.postcodePrefixes } : z,
    );
    return changed(t, { ...t, zones });
  }
  const r = <T extends { zones: string[] }>(rows: T[]) =>
    rows.map((x) => ({ ...x, zones: renameIn(x.zones, p.zone, p.newName) }));
  return changed(t, {
    ...t,
    zones: t.zones.map((z) => (z.name === p.zone ? { ...z, name: p.newName } : z)),
    weightRanges: r(t.weightRanges),
    specialFreights: r(t.specialFreights),
    surcharges: r(t.surcharges),
    appendRules: r(t.appendRules),
  });
}

export function withSurcharge(t: PriceTable, p: PriceBatchSurchargePayload): PriceTable | null {
  const subject = p.op === 'remove' ? p.subject : p.surcharge.subject;
  const has = t.surcharges.some((s) => s.subject === subject);
  if (p.op === 'remove')
    return changed(t, { ...t, surcharges: t.surcharges.filter((s) => s.subject !== subject) });
  if (p.op === 'add') return has ? null : { ...t, surcharges: [...t.surcharges, p.surcharge] };
  return changed(t, { ...t, surcharges: t.surcharges.map((s) => (s.subject === subject ? p.surcharge : s)) });
}

/** Adds or removes effective customers (`null` when nothing changes). */
export function withCustomers(t: PriceTable, p: PriceBatchCustomerPayload): PriceTable | null {
  const customerIds =
    p.op === 'add'
      ? [...new Set([...t.customerIds, ...p.customerIds])]
      : t.customerIds.filter((c) => !p.customerIds.includes(c));
  return changed(t, { ...t, customerIds });
}

/**
 * Removing customers never turns a customer's own table into a general one (an empty list is every
 * customer): a table the removal would leave without customers is refused.
 */
export function checkCustomersLeft(before: PriceTable, after: PriceTable): RuleFailure | undefined {
  return before.customerIds.length > 0 && after.customerIds.length === 0
    ? ruleFail('priceBatchLastCustomer', before.name)
    : undefined;
}

export function withRemark(t: PriceTable, p: PriceBatchRemarkPayload): PriceTable | null {
  return changed(t, { ...t, remark: p.remark || null });
}
