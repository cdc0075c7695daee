import Decimal from 'decimal.js';
import { z } from 'zod';
import { moneySchema } from '../../lms/waybill/index.ts';
import { timestampAnswer } from '../../platform/answers.ts';
import { searchPayload } from '../../platform/schemas.ts';

/**
 * Bank transfers between the company's own cash accounts (spec back-office §2 treasurer): one flow out
 * of the paying account, one into the receiving account. Across currencies the bank's rate gives the
 * amount received; its difference against the book rate of the day is the company's exchange gain or
 * loss in the local currency, kept on the transfer for the treasurer's income and expense. No money is
 * created: within one currency the two flows cancel out. docs/finance.md "Cash and account flows".
 */

/** Number rule of transfer numbers (seeded: ZZ + yyMMdd + 4 digits, daily). */
export const BANK_TRANSFER_NUMBER_RULE = 'fmsBankTransferNo';

const uuid = z.uuid();
const positiveMoney = moneySchema.refine((v) => new Decimal(v).gt(0), { message: 'positive' });
/** A rate: up to 8 decimals, above 0. */
const RATE = /^\d{1,6}(\.\d{1,8})?$/;
const rate = z
  .string()
  .trim()
  .max(20)
  .refine((v) => RATE.test(v) && new Decimal(v).gt(0), { message: 'a rate above 0, up to 8 decimals' });

export const bankTransferMakePayload = z.object({
  fromAccountId: uuid,
  toAccountId: uuid,
  /** In the paying account's currency. */
  value: positiveMoney,
  /** Receiving currency per paying unit; default the book rate of the day (1 within one currency). */
  rate: rate.optional(),
  transferTime: z.coerce.date().optional(),
  remark: z.string().trim().max(200).optional(),
  requestKey: z.string().trim().min(8).max(64).optional(),
});
export type BankTransferMakePayload = z.output<typeof bankTransferMakePayload>;
export const bankTransferMakeAnswer = z.object({
  id: z.string(),
  transferNo: z.string(),
  toValue: z.string(),
  exchangeGainLoss: z.string(),
});
export const bankTransferIdPayload = z.object({ id: uuid });

export const bankTransferSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      accountId: uuid.optional(),
      transferNo: z.string().trim().max(50).optional(),
      cancelled: z.boolean().optional(),
    })
    .default({}),
});
export const bankTransferRecordAnswer = z.object({
  id: z.string(),
  transferNo: z.string(),
  fromAccountId: z.string(),
  fromAccountName: z.string(),
  fromCurrency: z.string(),
  value: z.string(),
  toAccountId: z.string(),
  toAccountName: z.string(),
  toCurrency: z.string(),
  rate: z.string(),
  bookRate: z.string(),
  toValue: z.string(),
  /** The company's exchange gain (+) or loss (−) in the local currency. */
  exchangeGainLoss: z.string(),
  transferTime: timestampAnswer,
  remark: z.string().nullable(),
  cancelTime: timestampAnswer.nullable(),
  createdByName: z.string().nullable(),
});
export type BankTransferRecord = z.output<typeof bankTransferRecordAnswer>;

/**
 * The amounts of a transfer of `value` at `rate` (the bank's) against `bookRate`: what the receiving
 * account gets (2 decimals, half up) and the exchange gain (+) or loss (−) in the receiving currency
 * (what it got minus what the book rate says it is worth), which `localRate` turns into local money.
 */
export function transferAmounts(
  value: Decimal.Value,
  rate: Decimal.Value,
  bookRate: Decimal.Value,
  localRate: Decimal.Value,
): { toValue: string; exchangeGainLoss: string } {
  const toValue = new Decimal(value).times(rate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const atBook = new Decimal(value).times(bookRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  const gainLoss = toValue.minus(atBook).times(localRate).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return { toValue: toValue.toFixed(2), exchangeGainLoss: gainLoss.toFixed(2) };
}
