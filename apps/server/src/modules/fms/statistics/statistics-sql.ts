import type { StatisticPayload, TimeGroup } from '@freightdesk/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthedContext } from '#platform/http/route.ts';

/** SQL pieces the finance statistics share: the period, time buckets, money as text, grouping sets. */

/** The instants [start, end) of the payload's days in its time zone. */
export function periodBounds(p: StatisticPayload) {
  return {
    start: sql`(${p.from}::date::timestamp at time zone ${p.timeZone})`,
    end: sql`((${p.to}::date + 1)::timestamp at time zone ${p.timeZone})`,
  };
}

/** `col` within the payload's days. */
export function inPeriod(col: SQL | unknown, p: StatisticPayload): SQL {
  const { start, end } = periodBounds(p);
  return sql`${col} >= ${start} and ${col} < ${end}`;
}

const BUCKET_FORMAT: Record<TimeGroup, string> = { day: 'YYYY-MM-DD', week: 'YYYY-MM-DD', month: 'YYYY-MM' };

export const isTimeGroup = (g: string): g is TimeGroup => g === 'day' || g === 'week' || g === 'month';

/** The bucket name of an instant (`statistics-buckets.ts` in the domain names them alike). */
export function bucketOf(group: TimeGroup, col: SQL | unknown, timeZone: string): SQL {
  return sql`to_char(date_trunc(${group}, ${col} at time zone ${timeZone}), ${BUCKET_FORMAT[group]})`;
}

/** A sum as money text with two decimals, 0.00 when nothing is summed. */
export const money = (sum: SQL) => sql`coalesce(${sum}, 0)::numeric(18, 2)::text`;

/** A key and label of a group as SQL, and the joins they need. */
export type GroupSql = { key: SQL; label: SQL; joins?: SQL };

/**
 * The statement over `rows` (a CTE holding `key`, `label`, `currency` and the columns the sums read):
 * one row per group and currency (by label), then one total row per currency (`is_total`).
 */
export function groupedStatement(rows: SQL, sums: SQL): SQL {
  return sql`with rows as (${rows})
    select key, label, currency, grouping(key) = 1 as is_total, ${sums}
    from rows group by grouping sets ((key, label, currency), (currency))
    order by grouping(key), label, key, currency`;
}

export type GroupedRow = Record<string, unknown> & {
  key: string | null;
  label: string | null;
  currency: string;
  is_total: boolean;
};

/** Runs a grouped statement: the series rows and the per-currency total rows. */
export async function runGrouped(ctx: AuthedContext, statement: SQL) {
  const rows = ((await ctx.db.execute(statement)) as unknown as { rows: GroupedRow[] }).rows;
  return {
    series: rows.filter((r) => !r.is_total),
    total: rows.filter((r) => r.is_total),
  };
}

/** The group's key and label as the answer carries them. */
export const groupOf = (r: GroupedRow) => ({ key: r.key ?? '', label: r.label ?? '' });
