import Decimal from 'decimal.js';
import type { FeeDraft } from './fee-line.ts';
import { dec, money, percentText, plain, toDecimal, ZERO } from './money.ts';
import { effectStatus } from './price-rules.ts';
import type { Discount } from './price-schema.ts';

/**
 * Discounts (back-office §3 option "discount mode"): a discount effective on the pricing date, for the
 * customer (empty = every customer) and product (empty = every product), lowers each line of its
 * subjects (empty = every subject). The line amount A is its original value plus fuel:
 * - reduction: A − value (not below 0);
 * - discount: A × value, value being the share charged (0.85 = 15 % off);
 * - unit reduction: A − charge weight × value (not below 0);
 * - fixed: the line costs value (never raised above A);
 * - free: 0.
 * One discount per line: a customer's own discount before a general one, then the latest effective.
 */

export function applicableDiscounts(
  discounts: readonly Discount[],
  customerId: string | null | undefined,
  productId: string,
  date: Date,
): Discount[] {
  if (discounts.length === 0) return [];
  return discounts
    .filter(
      (d) =>
        effectStatus(d, date) === 'effective' &&
        (d.customerIds.length === 0 || (!!customerId && d.customerIds.includes(customerId))) &&
        (d.productIds.length === 0 || d.productIds.includes(productId)),
    )
    .sort(
      (a, b) =>
        Number(b.customerIds.length > 0) - Number(a.customerIds.length > 0) ||
        b.effectiveFrom.getTime() - a.effectiveFrom.getTime(),
    );
}

function discountOf(d: Discount, amount: Decimal, chargeWeight: Decimal): { value: Decimal; text: string } {
  const v = dec(d.value);
  const capped = (x: Decimal) => Decimal.min(Decimal.max(x, ZERO), amount);
  switch (d.mode) {
    case 'reduction':
      return { value: capped(v), text: `reduction ${plain(v)}` };
    case 'discount':
      return {
        value: capped(amount.times(new Decimal(1).minus(v))),
        text: `discount ${money(amount)} × (1 − ${percentText(v)})`,
      };
    case 'unitReduction':
      return {
        value: capped(chargeWeight.times(v)),
        text: `reduction ${plain(chargeWeight)} kg × ${plain(v)}`,
      };
    case 'fixed':
      return {
        value: capped(amount.minus(v)),
        text: `fixed price ${plain(v)}: ${money(amount)} − ${plain(v)}`,
      };
    case 'free':
      return { value: amount, text: 'free' };
  }
}

/** The lines with the first applicable discount of each applied. */
export function applyDiscounts(
  drafts: readonly FeeDraft[],
  discounts: readonly Discount[],
  chargeWeight: Decimal.Value,
): FeeDraft[] {
  if (discounts.length === 0) return [...drafts];
  const w = toDecimal(chargeWeight);
  return drafts.map((line) => {
    if (line.error) return line;
    const d = discounts.find((x) => x.subjects.length === 0 || x.subjects.includes(line.subject));
    if (!d) return line;
    const { value, text } = discountOf(d, line.original.plus(line.fuel), w);
    return value.isZero() ? line : { ...line, discount: value, discountText: text };
  });
}
