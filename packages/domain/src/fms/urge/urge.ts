import { z } from 'zod';
import { timestampAnswer } from '../../platform/answers.ts';
import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { searchPayload } from '../../platform/schemas.ts';

/**
 * Reminders of overdue bills (docs/finance.md "Ageing and reminders"): an open bill is overdue when
 * its bill time lies further back than the customer's settlement terms; a reminder is an email to
 * the customer, sent by a durable task, one per bill per day, recorded with its result.
 */
export const SETTLEMENT_TERM_DAYS: Record<string, number> = {
  cash: 0,
  prepaid: 0,
  weekly: 7,
  halfMonthly: 15,
  monthly: 30,
};
/** Days after the bill time a bill of the settlement mode is due (unknown modes: at once). */
export function termDays(settlementMode: string | null | undefined): number {
  return SETTLEMENT_TERM_DAYS[settlementMode ?? ''] ?? 0;
}

export const URGE_CHANNELS = ['email'] as const;
export const URGE_RESULTS = ['queued', 'sent', 'failed'] as const;
export type UrgeResult = (typeof URGE_RESULTS)[number];
export const URGE_RESULT_LABELS: Record<UrgeResult, Message> = {
  queued: l('待发送', 'Queued', 'Đang chờ gửi'),
  sent: l('已发送', 'Sent', 'Đã gửi'),
  failed: l('发送失败', 'Failed', 'Gửi thất bại'),
};

/** `fms/urge/overdue`: open bills past their terms. */
export const urgeOverduePayload = searchPayload.extend({
  criteria: z.object({ customerId: z.uuid().optional(), financeUserId: z.uuid().optional() }).default({}),
});
export type UrgeOverduePayload = z.output<typeof urgeOverduePayload>;
export const urgeOverdueAnswer = z.object({
  id: z.string(),
  billNo: z.string(),
  customerId: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  settlementMode: z.string().nullable(),
  billTime: timestampAnswer,
  dueTime: timestampAnswer,
  overdueDays: z.number().int(),
  currency: z.string(),
  total: z.string(),
  unwritten: z.string(),
  email: z.string().nullable(),
  urgeCount: z.number().int(),
  lastUrgeTime: timestampAnswer.nullable(),
});
export type UrgeOverdueRow = z.output<typeof urgeOverdueAnswer>;

/** `fms/urge/records`: the reminders sent, newest first. */
export const urgeRecordPayload = searchPayload.extend({
  criteria: z.object({ customerId: z.uuid().optional(), billNo: z.string().trim().optional() }).default({}),
});
export type UrgeRecordPayload = z.output<typeof urgeRecordPayload>;
export const urgeRecordAnswer = z.object({
  id: z.string(),
  billId: z.string(),
  billNo: z.string(),
  customerId: z.string(),
  customerCode: z.string(),
  customerName: z.string(),
  channel: z.enum(URGE_CHANNELS),
  to: z.string().nullable(),
  result: z.enum(URGE_RESULTS),
  error: z.string().nullable(),
  createdAt: timestampAnswer,
  sentAt: timestampAnswer.nullable(),
  createdByName: z.string().nullable(),
});
export type UrgeRecordRow = z.output<typeof urgeRecordAnswer>;

/** `fms/urge/send`: one reminder per bill (a bill reminded today already is left alone). */
export const urgeSendPayload = z.object({ billIds: z.array(z.uuid()).min(1).max(200) });
export const urgeSendAnswer = z.object({ queued: z.number().int(), skipped: z.number().int() });
