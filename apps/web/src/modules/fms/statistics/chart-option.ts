import Decimal from 'decimal.js';
/**
 * The chart of a statistic as ECharts options: one category per group (in the rows' order), one
 * series per value column and split (currency or account), e.g. "Customer fees RMB". The table and
 * totals come from the server; the chart only draws its decimal texts as numbers.
 */
export type ChartPlan = {
  type: 'bar' | 'line';
  /** Row fields drawn, with their legend names. */
  values: readonly { field: string; name: string }[];
  /** The row field that splits each value into series (one row per group and split). */
  split: string;
  /** Stack the splits of a value (bars adding up to the group's whole). */
  stack?: boolean;
};

type Row = Record<string, unknown> & { key: string; label: string };

export function chartOption(rows: readonly Row[], plan: ChartPlan) {
  const keys: string[] = [];
  const labels = new Map<string, string>();
  for (const r of rows)
    if (!labels.has(r.key)) {
      keys.push(r.key);
      labels.set(r.key, r.label || r.key);
    }
  const splits = [...new Set(rows.map((r) => String(r[plan.split] ?? '')))];
  const series = plan.values.flatMap((v) =>
    splits.map((s) => {
      const byKey = new Map(
        rows.filter((r) => String(r[plan.split] ?? '') === s).map((r) => [r.key, r[v.field]]),
      );
      return {
        name: splits.length > 1 || plan.values.length === 1 ? `${v.name} ${s}`.trim() : v.name,
        type: plan.type,
        ...(plan.stack ? { stack: v.field } : {}),
        data: keys.map((k) => {
          const value = byKey.get(k);
          // a chart plots doubles: the exact text is read by the decimal library, only to be drawn
          return value === null || value === undefined ? null : new Decimal(String(value)).toNumber();
        }),
      };
    }),
  );
  return {
    animation: false,
    tooltip: { trigger: 'axis' as const },
    legend: { type: 'scroll' as const },
    grid: { left: 64, right: 24, top: 40, bottom: 40 },
    xAxis: { type: 'category' as const, data: keys.map((k) => labels.get(k) ?? k) },
    yAxis: { type: 'value' as const },
    series,
  };
}

/**
 * The row a click on the chart names: the group of the category clicked (`dataIndex`) and the split
 * of the series clicked (series run value by value, each over every split).
 */
export function rowAtPoint<R extends Row>(
  rows: readonly R[],
  plan: Pick<ChartPlan, 'split'>,
  dataIndex: number,
  seriesIndex: number,
): R | undefined {
  const keys = [...new Set(rows.map((r) => r.key))];
  const splits = [...new Set(rows.map((r) => String(r[plan.split] ?? '')))];
  const key = keys[dataIndex];
  const split = splits[seriesIndex % Math.max(splits.length, 1)];
  const inGroup = rows.filter((r) => r.key === key);
  return inGroup.find((r) => String(r[plan.split] ?? '') === split) ?? inGroup[0];
}
