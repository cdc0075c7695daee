import {
  type FinanceStatistic,
  FUND_TOTAL_COLUMNS,
  STATISTIC_COLUMNS,
  STATISTIC_GROUP_LABELS,
  STATISTIC_PLAIN_COLUMNS,
  STATISTIC_TITLES,
  STATISTIC_VALUE_LABELS,
  type StatisticColumn,
  type StatisticPayload,
  statisticField,
} from '@freightdesk/domain';
import { type CellRaw, moneyCell, writeSheet } from '#platform/excel/excel.service.ts';
import { FileResponse, XLSX_CONTENT_TYPE } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';

type Answer = { series: Record<string, unknown>[]; total: Record<string, unknown>[] };

const cell = (column: StatisticColumn, row: Record<string, unknown>): CellRaw => {
  const value = row[statisticField(column)];
  if (value === null || value === undefined) return null;
  if (STATISTIC_PLAIN_COLUMNS.includes(column)) return typeof value === 'number' ? value : String(value);
  return moneyCell(String(value));
};

/**
 * `fms/statistics/<name>/export`: the statistic as the screen shows it, one sheet: the group, the
 * value columns, then a total row per currency.
 */
export async function exportStatistic(
  ctx: AuthedContext,
  stat: FinanceStatistic,
  p: StatisticPayload,
  answer: Answer,
): Promise<FileResponse> {
  const lang = ctx.lang;
  const columns: readonly StatisticColumn[] = STATISTIC_COLUMNS[stat];
  const totalColumns: readonly StatisticColumn[] = stat === 'fund' ? FUND_TOTAL_COLUMNS : columns;
  const header = [
    { header: STATISTIC_GROUP_LABELS[p.groupBy][lang], width: 24 },
    ...columns.map((c) => ({
      header: STATISTIC_VALUE_LABELS[c][lang],
      width: 16,
      numFmt: STATISTIC_PLAIN_COLUMNS.includes(c) ? undefined : '0.00',
    })),
  ];
  const rows: CellRaw[][] = answer.series.map((r) => [
    String(r.label ?? ''),
    ...columns.map((c) => cell(c, r)),
  ]);
  if (stat === 'fund') {
    rows.push(
      [],
      [STATISTIC_VALUE_LABELS.total[lang], ...totalColumns.map((c) => STATISTIC_VALUE_LABELS[c][lang])],
    );
  }
  for (const t of answer.total)
    rows.push([STATISTIC_VALUE_LABELS.total[lang], ...totalColumns.map((c) => cell(c, t))]);
  const title = STATISTIC_TITLES[stat][lang];
  const body = await writeSheet(title, header, rows);
  return new FileResponse(`${title} ${p.from}~${p.to}.xlsx`, XLSX_CONTENT_TYPE, body);
}
