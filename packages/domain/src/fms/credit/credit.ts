import Decimal from 'decimal.js';
import { z } from 'zod';

/**
 * Credit control and arrears (DESIGN §9 "Credit control", docs/finance.md "Credit control and
 * arrears"): the customer's credit notice — its warn tips and whether it is in arrears (available
 * below 0) — shown to the customer as a portal banner and to staff beside its waybills.
 */
export const creditNoticeQuery = z.object({ customerId: z.uuid().optional() });
export const creditNoticeAnswer = z.object({
  customerId: z.string(),
  currency: z.string(),
  available: z.string(),
  creditLine: z.string(),
  creditControl: z.string(),
  /** available < 0. */
  inArrears: z.boolean(),
  warnTips: z.string().nullable(),
  /** Whether there is anything to show (in arrears or warn tips). */
  show: z.boolean(),
});
export type CreditNotice = z.output<typeof creditNoticeAnswer>;

/** Whether an available balance is in arrears (below zero). */
export function isInArrears(available: Decimal.Value): boolean {
  return new Decimal(available).lt(0);
}
