import { z } from 'zod';
import { timestampAnswer } from '../../platform/answers.ts';
import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/**
 * Receivable ageing (spec back-office §2 Finance, docs/finance.md "Ageing and reminders"): the
 * unwritten amount (total − written off) of each open bill, by the age of its bill time, summed per
 * customer or per receivable finance follow person. Day mode counts whole days since the bill time,
 * month mode whole calendar months (UTC) between the bill's month and the current one.
 */
export const AGE_MODES = ['day', 'month'] as const;
export type AgeMode = (typeof AGE_MODES)[number];

/** A bucket: ages `from` … `to` (inclusive; `to` null: no upper end), in days or months. */
export type AgeBucket = { key: string; from: number; to: number | null; label: Message };

export const AGE_BUCKETS: Record<AgeMode, readonly AgeBucket[]> = {
  day: [
    { key: 'd0', from: 0, to: 30, label: l('0-30天', '0–30 days', '0–30 ngày') },
    { key: 'd31', from: 31, to: 60, label: l('31-60天', '31–60 days', '31–60 ngày') },
    { key: 'd61', from: 61, to: 90, label: l('61-90天', '61–90 days', '61–90 ngày') },
    { key: 'd91', from: 91, to: 180, label: l('91-180天', '91–180 days', '91–180 ngày') },
    { key: 'd181', from: 181, to: null, label: l('180天以上', 'Over 180 days', 'Trên 180 ngày') },
  ],
  month: [
    { key: 'm0', from: 0, to: 0, label: l('当月', 'This month', 'Tháng này') },
    { key: 'm1', from: 1, to: 1, label: l('1个月', '1 month', '1 tháng') },
    { key: 'm2', from: 2, to: 2, label: l('2个月', '2 months', '2 tháng') },
    { key: 'm3', from: 3, to: 3, label: l('3个月', '3 months', '3 tháng') },
    { key: 'm4', from: 4, to: 6, label: l('4-6个月', '4–6 months', '4–6 tháng') },
    { key: 'm7', from: 7, to: null, label: l('6个月以上', 'Over 6 months', 'Trên 6 tháng') },
  ],
};
export const AGE_BUCKET_KEYS = [...AGE_BUCKETS.day, ...AGE_BUCKETS.month].map((b) => b.key);

const DAY_MS = 86_400_000;
/** The age of a bill time at `now`: whole days, or whole calendar months (UTC). */
export function ageOf(mode: AgeMode, billTime: Date, now: Date): number {
  if (mode === 'day') return Math.max(0, Math.floor((now.getTime() - billTime.getTime()) / DAY_MS));
  const months = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();
  return Math.max(0, months(now) - months(billTime));
}

/** The bucket of an age. */
export function bucketOf(mode: AgeMode, age: number): AgeBucket {
  const list = AGE_BUCKETS[mode];
  return list.find((b) => age >= b.from && (b.to === null || age <= b.to)) ?? list[list.length - 1]!;
}

export const AGE_GROUP_BY = ['customer', 'financeUser'] as const;

/** `fms/billAge/search`. */
export const billAgeSearchPayload = z.object({
  criteria: z
    .object({
      mode: z.enum(AGE_MODES).default('day'),
      customerId: z.uuid().optional(),
      financeUserId: z.uuid().optional(),
      groupBy: z.enum(AGE_GROUP_BY).default('customer'),
    })
    .default({ mode: 'day', groupBy: 'customer' }),
});
export type BillAgeSearchPayload = z.output<typeof billAgeSearchPayload>;

/** One row: a customer (or a follow person, one row per currency), its amounts by bucket key and the total. */
export const billAgeRowAnswer = z.object({
  key: z.string(),
  customerId: z.string().nullable(),
  code: z.string().nullable(),
  name: z.string().nullable(),
  currency: z.string(),
  billCount: z.number().int(),
  buckets: z.record(z.string(), z.string()),
  total: z.string(),
});
export const billAgeSearchAnswer = z.object({
  mode: z.enum(AGE_MODES),
  groupBy: z.enum(AGE_GROUP_BY),
  records: z.array(billAgeRowAnswer),
});
export type BillAgeRow = z.output<typeof billAgeRowAnswer>;
export type BillAgeAnswer = z.output<typeof billAgeSearchAnswer>;

/** `fms/billAge/bills`: the open bills of one customer in one bucket. */
/** The drill-down: a customer's open bills in one bucket (without a customer: refused; without a bucket: all). */
export const billAgeBillsPayload = z.object({
  customerId: z.uuid().optional(),
  mode: z.enum(AGE_MODES).default('day'),
  bucket: z.enum(AGE_BUCKET_KEYS as [string, ...string[]]).optional(),
});
export const billAgeBillAnswer = z.object({
  id: z.string(),
  billNo: z.string(),
  billTime: timestampAnswer,
  currency: z.string(),
  total: z.string(),
  writtenOff: z.string(),
  unwritten: z.string(),
  age: z.number().int(),
});
export type BillAgeBill = z.output<typeof billAgeBillAnswer>;
