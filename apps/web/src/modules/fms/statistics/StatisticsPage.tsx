import {
  type FinanceStatistic,
  FUND_TOTAL_COLUMNS,
  STATISTIC_COLUMNS,
  STATISTIC_GROUP_LABELS,
  STATISTIC_GROUPS,
  STATISTIC_PLAIN_COLUMNS,
  STATISTIC_VALUE_LABELS,
  type StatisticColumn,
  statisticField,
} from '@freightdesk/domain';
import { Button, Card, Radio, Space, Table } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ListDataScope } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { saveFile } from '#web/shell/request/download.ts';
import { chartOption, rowAtPoint } from './chart-option.ts';
import { StatisticsChart } from './StatisticsChart.tsx';
import {
  drillUrl,
  exportStatistic,
  type StatisticRow,
  statisticPayload,
  statisticView,
} from './statistics-api.ts';
import { chartPlan } from './statistics-plans.ts';

/** The statistics that read a scoped list (fees: the waybills', collection: the bills'). */
const SCOPED: readonly FinanceStatistic[] = ['fee', 'profit', 'collection'];
const VIEWS = Object.fromEntries(
  (['fee', 'profit', 'collection', 'nonOperating', 'fund'] as const).map((s) => [s, statisticView(s)]),
) as Record<FinanceStatistic, ReturnType<typeof statisticView>>;

type Answer = { records: StatisticRow[]; total: number; page: number; size: number; totals?: StatisticRow[] };

function valueColumns<T extends Record<string, unknown>>(
  columns: readonly StatisticColumn[],
  title: (c: StatisticColumn) => string,
): ColumnsType<T> {
  return columns.map((c) => ({
    key: c,
    title: title(c),
    align:
      STATISTIC_PLAIN_COLUMNS.includes(c) && c !== 'waybills' && c !== 'bills' && c !== 'entries'
        ? 'left'
        : 'right',
    render: (_: unknown, r: T) => String(r[statisticField(c)] ?? '—'),
  }));
}

/**
 * A finance statistic (`/fms/<name>-statistics`): the period (date shortcuts) and grouping in the
 * URL, a chart (loaded when it mounts), the table of groups, each opening the list it counts with
 * the same criteria, the totals per currency, and the sheet of what is shown.
 */
function StatisticsPage({ stat }: { stat: FinanceStatistic }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const dataScope = useDataScope(SCOPED.includes(stat));
  const list = useListView<StatisticRow, Answer>(VIEWS[stat], { permissionScope: dataScope.scope });
  const payload = statisticPayload(stat, list.state.values);
  const title = t(`statistics.route.${stat}`);
  const option = useMemo(() => chartOption(list.rows, chartPlan(stat, lang)), [list.rows, stat, lang]);
  const navigate = useNavigate();
  const pick = (dataIndex: number, seriesIndex: number) => {
    const row = rowAtPoint(list.rows, chartPlan(stat, lang), dataIndex, seriesIndex);
    const url = row && drillUrl(stat, row, payload);
    if (url) void navigate(url);
  };
  const label = (c: StatisticColumn) => STATISTIC_VALUE_LABELS[c][lang];

  const columns: ColumnsType<StatisticRow> = [
    {
      key: 'group',
      title: STATISTIC_GROUP_LABELS[payload.groupBy][lang],
      render: (_, r, i) => {
        const url = drillUrl(stat, r, payload);
        const text = r.label || '—';
        return url ? (
          <Link to={url} title={t('statistics.drill')} data-testid={`statistics-drill-${i}`}>
            {text}
          </Link>
        ) : (
          text
        );
      },
    },
    ...valueColumns<StatisticRow>(STATISTIC_COLUMNS[stat], label),
  ];
  const totalColumns: ColumnsType<StatisticRow> = [
    { key: 'total', title: label('total'), render: () => label('total') },
    ...valueColumns<StatisticRow>(stat === 'fund' ? FUND_TOTAL_COLUMNS : STATISTIC_COLUMNS[stat], label),
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="statistics-page">
      <SearchFormCard {...list.search} submitTestId="statistics-search">
        <SearchItem name="period" label={t('statistics.period')} lg={8}>
          <DateRangePicker data-testid="statistics-period" />
        </SearchItem>
        <SearchItem name="groupBy" label={t('statistics.groupBy')} lg={14}>
          <Radio.Group
            optionType="button"
            options={STATISTIC_GROUPS[stat].map((g) => ({
              value: g,
              label: STATISTIC_GROUP_LABELS[g][lang],
            }))}
            data-testid="statistics-group-by"
          />
        </SearchItem>
      </SearchFormCard>
      <Card
        size="small"
        title={`${title} · ${payload.from} ~ ${payload.to}`}
        extra={
          <Space>
            {SCOPED.includes(stat) && <ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}
            <Button
              data-testid="statistics-export"
              onClick={() =>
                void exportStatistic(stat, payload, title)
                  .then(saveFile)
                  .catch(() => undefined)
              }
            >
              {t('statistics.export')}
            </Button>
          </Space>
        }
      >
        <StatisticsChart option={option} testId="statistics-chart" onPick={pick} />
        <Table<StatisticRow>
          size="small"
          rowKey={(r) => `${r.key}|${String(r.currency ?? '')}|${String(r.accountId ?? '')}`}
          loading={list.loading}
          dataSource={list.rows}
          columns={columns}
          pagination={false}
          data-testid="statistics-table"
        />
        <Table<StatisticRow>
          size="small"
          style={{ marginTop: 12 }}
          rowKey={(r) => String(r.currency)}
          dataSource={list.data?.totals ?? []}
          columns={totalColumns}
          pagination={false}
          data-testid="statistics-totals"
        />
      </Card>
    </Space>
  );
}

export const FeeStatisticsPage = () => <StatisticsPage stat="fee" />;
export const ProfitStatisticsPage = () => <StatisticsPage stat="profit" />;
export const CollectionStatisticsPage = () => <StatisticsPage stat="collection" />;
export const NonOperatingStatisticsPage = () => <StatisticsPage stat="nonOperating" />;
export const FundStatisticsPage = () => <StatisticsPage stat="fund" />;
