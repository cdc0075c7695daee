import {
  bucketDays,
  type FinanceStatistic,
  STATISTIC_GROUPS,
  STATISTICS_API,
  type StatisticGroupBy,
  type TimeGroup,
} from '@freightdesk/domain';
import dayjs from 'dayjs';
import { DATE_FORMAT, shortcutRange } from '#web/components/date-range/date-shortcuts.ts';
import type { ListView } from '#web/components/resource/list-view.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { download } from '#web/shell/request/http.ts';

/** The statistics API (`STATISTICS_API`) as the statistics screens use it. */
export type StatisticRow = Record<string, unknown> & { key: string; label: string };
export type StatisticAnswer = { series: StatisticRow[]; total: Record<string, unknown>[] };

/** The statistic's payload from the URL values: the period (this month when none) and a grouping it offers. */
export function statisticPayload(stat: FinanceStatistic, values: Record<string, unknown>) {
  const groups: readonly StatisticGroupBy[] = STATISTIC_GROUPS[stat];
  const [first, last] = Array.isArray(values.period) ? (values.period as string[]) : [];
  const [from, to] = shortcutRange('thisMonth', dayjs()).map((d) => d.format(DATE_FORMAT)) as [
    string,
    string,
  ];
  const groupBy = groups.find((g) => g === values.groupBy) ?? groups[0]!;
  return {
    from: first || from,
    to: last || first || to,
    groupBy,
    timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC',
  };
}

export type StatisticPayloadSent = ReturnType<typeof statisticPayload>;

/** The screen of a statistic: period and grouping in the URL, the whole answer as one page (`totals` beside). */
export function statisticView(stat: FinanceStatistic): ListView {
  return {
    queryKey: ['fmsStatistics', stat],
    pageSize: 10_000,
    criteria: { period: 'range', groupBy: { kind: 'text', options: STATISTIC_GROUPS[stat] } },
    load: async (body) => {
      const payload = statisticPayload(stat, (body.criteria ?? {}) as Record<string, unknown>);
      const scope = body.permissionScope ? { permissionScope: String(body.permissionScope) } : {};
      const answer = (await callEndpoint(STATISTICS_API[stat].query, {
        ...payload,
        ...scope,
      } as never)) as StatisticAnswer;
      const n = answer.series.length;
      return { records: answer.series, total: n, page: 1, size: n, totals: answer.total };
    },
  };
}

/** The statistic as an xlsx file, as shown. */
export const exportStatistic = (stat: FinanceStatistic, payload: StatisticPayloadSent, name: string) =>
  download(STATISTICS_API[stat].export.url, { data: payload, fallbackName: `${name}.xlsx` });

const isTime = (g: StatisticGroupBy): g is TimeGroup => g === 'day' || g === 'week' || g === 'month';

/** The days a row counts: its time bucket's within the period, else the whole period. */
function rowDays(row: StatisticRow, p: StatisticPayloadSent): string {
  if (!isTime(p.groupBy)) return `${p.from}..${p.to}`;
  const [first, last] = bucketDays(p.groupBy, row.key);
  const days = [first, last, p.from, p.to].sort();
  // the bucket's days within the period: the middle two of the four sorted days
  return `${days[1]}..${days[2]}`;
}

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(Object.entries(params).filter((e): e is [string, string] => !!e[1])).toString();

/** The fee list's criterion of a row's waybill group (product, channel, destination country). */
const WAYBILL_GROUP_CRITERIA: Partial<Record<StatisticGroupBy, string>> = {
  customer: 'partyId',
  product: 'productId',
  channel: 'channelId',
  country: 'destination',
};

/**
 * The list a row counts, with the same criteria in its URL; none when the list cannot carry the
 * row's group (the finance person) or the row has no group (fees of waybills without a channel).
 */
export function drillUrl(stat: FinanceStatistic, row: StatisticRow, p: StatisticPayloadSent): string | null {
  const days = rowDays(row, p);
  const currency = typeof row.currency === 'string' ? row.currency : undefined;
  switch (stat) {
    case 'fee':
    case 'profit': {
      const criterion = WAYBILL_GROUP_CRITERIA[p.groupBy];
      if (!isTime(p.groupBy) && (!criterion || !row.key)) return null;
      return `/fms/customer-fee/lms?${query({
        belongTime: days,
        ...(criterion ? { [criterion]: row.key } : {}),
        currency,
      })}`;
    }
    case 'collection':
      return isTime(p.groupBy) ? `/fms/statement-bill?${query({ billTime: days })}` : null;
    case 'nonOperating':
      return `/fms/non-operating-income-expense?${query({
        occurTime: days,
        subjectId: p.groupBy === 'subject' ? row.key : undefined,
        cancelled: '0',
      })}`;
    case 'fund':
      return `/fms/account-flow?${query({ flowTime: days, accountId: String(row.accountId ?? '') })}`;
  }
}
