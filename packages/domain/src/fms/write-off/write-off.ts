import Decimal from 'decimal.js';
import { z } from 'zod';
import { moneySchema } from '../../lms/waybill/index.ts';
import { timestampAnswer } from '../../platform/answers.ts';
import { searchPayload } from '../../platform/schemas.ts';

/**
 * Write-off (spec back-office §3 "Write-off", DESIGN §9): confirmed receipts matched to bills. Within
 * a bill the credits count as covered first, then the positive fees oldest first; per bill and per
 * fee written-off + unwritten = total. docs/finance.md.
 */

/** Number rule of write-off codes (seeded: WO + yyMMdd + 4 digits, daily). */
export const WRITE_OFF_NUMBER_RULE = 'fmsWriteOffNo';

export type WriteOffFee = { id: string; value: string; writtenOff: string };

/**
 * How `amount` more of a bill is covered: the credits not yet covered first (their whole value), then
 * the positive fees in the order given (oldest first) up to what each still owes. Answers the change
 * per fee (money text, 2 decimals); throws when the amount exceeds what the bill still owes.
 */
export function allocateWriteOff(fees: readonly WriteOffFee[], amount: Decimal.Value): Map<string, string> {
  const out = new Map<string, string>();
  let left = new Decimal(amount);
  for (const f of fees) {
    const open = new Decimal(f.value).minus(f.writtenOff);
    if (new Decimal(f.value).isNegative() && !open.isZero()) {
      out.set(f.id, open.toFixed(2));
      left = left.minus(open);
    }
  }
  for (const f of fees) {
    if (left.lte(0)) break;
    const open = new Decimal(f.value).minus(f.writtenOff);
    if (new Decimal(f.value).isNegative() || open.lte(0)) continue;
    const take = Decimal.min(open, left);
    out.set(f.id, take.toFixed(2));
    left = left.minus(take);
  }
  if (left.gt(0)) throw new RangeError('amount exceeds what the bill owes');
  return out;
}

const uuid = z.uuid();
const positiveMoney = moneySchema.refine((v) => new Decimal(v).gt(0), { message: 'positive' });

export const writeOffMakePayload = z
  .object({
    chargeId: uuid.optional(),
    customerId: uuid.optional(),
    items: z
      .array(z.object({ billId: uuid, value: positiveMoney }))
      .min(1)
      .max(200),
    requestKey: z.string().trim().min(8).max(64).optional(),
  })
  .refine((v) => new Set(v.items.map((i) => i.billId)).size === v.items.length, {
    message: 'one item per bill',
    path: ['items'],
  });
export type WriteOffMakePayload = z.output<typeof writeOffMakePayload>;
export const writeOffMakeAnswer = z.object({ id: z.string(), code: z.string() });
export const writeOffIdPayload = z.object({ id: uuid });

export const writeOffSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      customerId: uuid.optional(),
      code: z.string().trim().max(50).optional(),
      billId: uuid.optional(),
      chargeId: uuid.optional(),
      cancelled: z.boolean().optional(),
    })
    .default({}),
});
export const writeOffItemAnswer = z.object({
  billId: z.string(),
  billNo: z.string(),
  chargeId: z.string(),
  chargeNo: z.string(),
  value: z.string(),
});
export const writeOffRecordAnswer = z.object({
  id: z.string(),
  code: z.string(),
  customerId: z.string(),
  customerCode: z.string(),
  value: z.string(),
  currency: z.string(),
  /** The company's exchange gain (+) or loss (−) against the local currency. */
  exchangeGainLoss: z.string(),
  writeOffTime: timestampAnswer,
  cancelTime: timestampAnswer.nullable(),
  createdByName: z.string().nullable(),
  items: z.array(writeOffItemAnswer),
});

/** Why an amount cannot be written off a bill that still owes `unwritten` (null: it can). */
export function writeOffAmountProblem(
  value: string,
  unwritten: Decimal.Value,
): 'notPositive' | 'overUnwritten' | null {
  let v: Decimal;
  try {
    v = new Decimal(value);
  } catch {
    return 'notPositive';
  }
  if (!v.isFinite() || v.lte(0)) return 'notPositive';
  return v.gt(unwritten) ? 'overUnwritten' : null;
}

/** Whether a money text is above zero (a receipt with something left to match). */
export const isPositiveAmount = (value: string) => writeOffAmountProblem(value, value) === null;
