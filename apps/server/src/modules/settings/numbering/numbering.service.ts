import type { NumberDatePattern, NumberResetPeriod, numberCodePayload } from '@freightdesk/domain';
import { and, eq, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#platform/db/db.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { numberRuleTable as rule, numberSegmentTable as segment } from './numbering.schema.ts';

/** Dates in numbers and reset periods follow the company's clock (China Standard Time). */
export const NUMBERING_TIME_ZONE = 'Asia/Shanghai';

type DateParts = { yyyy: string; MM: string; dd: string };

/** Year, month and day of an instant in the numbering time zone. */
export function dateParts(now: Date): DateParts {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: NUMBERING_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return { yyyy: part('year'), MM: part('month'), dd: part('day') };
}

/** The date part of a number for a pattern. */
export function datePart(pattern: NumberDatePattern, p: DateParts): string {
  switch (pattern) {
    case 'yyMMdd':
      return `${p.yyyy.slice(2)}${p.MM}${p.dd}`;
    case 'yyyyMMdd':
      return `${p.yyyy}${p.MM}${p.dd}`;
    case 'yyMM':
      return `${p.yyyy.slice(2)}${p.MM}`;
    default:
      return '';
  }
}

/** The period a reset rule counts in (yyyyMMdd, yyyyMM, yyyy), or null for rules that never reset. */
export function periodKey(period: NumberResetPeriod, p: DateParts): string | null {
  switch (period) {
    case 'day':
      return `${p.yyyy}${p.MM}${p.dd}`;
    case 'month':
      return `${p.yyyy}${p.MM}`;
    case 'year':
      return p.yyyy;
    default:
      return null;
  }
}

type RuleRow = { prefix: unknown; datePattern: unknown; sequenceLength: unknown; currentSequence: unknown };

function formatRuleNumber(r: RuleRow, sequence: number, p: DateParts): string {
  const seq = String(sequence).padStart(Number(r.sequenceLength), '0');
  return `${r.prefix ?? ''}${datePart(r.datePattern as NumberDatePattern, p)}${seq}`;
}

const byCode = (column: typeof rule.code, code: string): SQL => sql`lower(${column}) = lower(${code})`;

/**
 * Takes the next number of a rule: one UPDATE … RETURNING, so concurrent callers (any API process)
 * never get the same number; the sequence restarts at 1 when the rule's period changed. Pass the
 * caller's transaction so that a rolled-back write gives its number back.
 */
export async function takeNextNo(db: Db, code: string, now: Date): Promise<string> {
  return (await takeNextNos(db, code, now, 1))[0]!;
}

/**
 * Takes a block of `count` consecutive numbers of a rule in the same one UPDATE … RETURNING (the
 * sequence moves by `count`; a changed period restarts it so the block is 1…count). Answers them in
 * order; concurrent callers get disjoint blocks.
 */
export async function takeNextNos(db: Db, code: string, now: Date, count: number): Promise<string[]> {
  if (count < 1) return [];
  const p = dateParts(now);
  const period = sql`(case ${rule.resetPeriod} when 'day' then ${periodKey('day', p)} when 'month' then ${periodKey('month', p)} when 'year' then ${periodKey('year', p)} else null end)`;
  const [row] = await db
    .update(rule)
    .set({
      currentSequence: sql`case when ${rule.resetPeriod} <> 'none' and ${period} is distinct from ${rule.periodKey} then ${count}::int else coalesce(${rule.currentSequence}, 0) + ${count}::int end`,
      periodKey: period,
      version: sql`${rule.version} + 1`,
    })
    .where(and(byCode(rule.code, code), eq(rule.enabled!, true)))
    .returning({
      prefix: rule.prefix,
      datePattern: rule.datePattern,
      sequenceLength: rule.sequenceLength,
      currentSequence: rule.currentSequence,
    });
  if (!row) throw new BizError('numberRuleUnavailable', [code]);
  const last = Number(row.currentSequence);
  return Array.from({ length: count }, (_, i) => formatRuleNumber(row, last - count + 1 + i, p));
}

/** The number `nextNo` would give now, without taking it. */
export async function previewNextNo(ctx: AuthedContext, input: z.output<typeof numberCodePayload>) {
  const p = dateParts(ctx.now);
  const [row] = await ctx.db
    .select()
    .from(rule)
    .where(and(byCode(rule.code, input.code), eq(rule.enabled!, true)));
  if (!row) throw new BizError('numberRuleUnavailable', [input.code]);
  const key = periodKey(row.resetPeriod as NumberResetPeriod, p);
  const sequence = key !== null && key !== row.periodKey ? 1 : Number(row.currentSequence ?? 0) + 1;
  return { no: formatRuleNumber(row as RuleRow, sequence, p) };
}

/** Takes the next number of a rule (smart numbering screen and other modules). */
export async function nextNo(ctx: AuthedContext, input: z.output<typeof numberCodePayload>) {
  return { no: await takeNextNo(ctx.db, input.code, ctx.now) };
}

/**
 * Takes the next number of a segment in one UPDATE … RETURNING (the start number first); an exhausted
 * segment refuses with "number segment … is used up".
 */
export async function takeSegmentNo(db: Db, code: string): Promise<string> {
  const [row] = await db
    .update(segment)
    .set({
      currentNo: sql`case when ${segment.currentNo} is null then ${segment.startNo} else ${segment.currentNo} + 1 end`,
      version: sql`${segment.version} + 1`,
    })
    .where(
      and(
        byCode(segment.code, code),
        eq(segment.enabled!, true),
        or(isNull(segment.currentNo), lt(segment.currentNo, segment.endNo)),
        sql`${segment.startNo} <= ${segment.endNo}`,
      ),
    )
    .returning({ prefix: segment.prefix, currentNo: segment.currentNo, endNo: segment.endNo });
  if (row) return `${row.prefix ?? ''}${String(row.currentNo).padStart(String(row.endNo).length, '0')}`;
  const [exists] = await db
    .select({ id: segment.id })
    .from(segment)
    .where(and(byCode(segment.code, code), eq(segment.enabled!, true)));
  throw new BizError(exists ? 'numberSegmentExhausted' : 'numberSegmentUnavailable', [code]);
}

/** Takes the next number of a segment (number segment screen and other modules). */
export async function nextSegmentNo(ctx: AuthedContext, input: z.output<typeof numberCodePayload>) {
  return { no: await takeSegmentNo(ctx.db, input.code) };
}
