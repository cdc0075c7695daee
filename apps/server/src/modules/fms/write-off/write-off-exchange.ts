import Decimal from 'decimal.js';

/** 1 settled unit of a receipt in the local currency (its local value ÷ settled value); none: no exchange. */
export function receiptRate(charge: {
  settledValue: string | null;
  localValue: string | null;
}): Decimal | null {
  if (!charge.settledValue || !charge.localValue || new Decimal(charge.settledValue).isZero()) return null;
  return new Decimal(charge.localValue).div(charge.settledValue);
}

/** What a write-off item row tells of a bill fee's exchange: its part of a receipt on a bill. */
type Piece = { chargeId: string; billId: string; billFeeId: string; value: string };
/** Per bill fee: the exchange loss in the local currency its pieces carry, and the receipt rate of the last. */
export type FeeExchange = { loss: string; rate: string | null };

/**
 * The spec's per-fee exchange loss of a customer write-off: each piece × (the bill's rate − the
 * receipt's rate), so a receipt worth less in the local currency than the bill booked is a loss (+),
 * one worth more a gain (−). The write-off's own result (posted to income and expense) is the same
 * difference taken per receipt, with the opposite sign.
 */
export function feeExchanges(
  pieces: readonly Piece[],
  rateOfCharge: ReadonlyMap<string, Decimal | null>,
  rateOfBill: ReadonlyMap<string, string>,
): Map<string, FeeExchange> {
  const out = new Map<string, { loss: Decimal; rate: string | null }>();
  for (const p of pieces) {
    const rate = rateOfCharge.get(p.chargeId) ?? null;
    const loss = rate
      ? new Decimal(p.value)
          .times(new Decimal(rateOfBill.get(p.billId) ?? '1').minus(rate))
          .toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
      : new Decimal(0);
    const kept = out.get(p.billFeeId);
    out.set(p.billFeeId, {
      loss: (kept?.loss ?? new Decimal(0)).plus(loss),
      rate: rate ? rate.toDecimalPlaces(6).toString() : (kept?.rate ?? null),
    });
  }
  return new Map([...out].map(([id, x]) => [id, { loss: x.loss.toFixed(2), rate: x.rate }]));
}
