import { LIMIT_MODE_LABELS, LIMIT_PERIOD_LABELS, limitShareLevel } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Progress, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { type LimitMonitorRow, limitApi, limitKeys } from './limit-api.ts';

const STATUS = { normal: 'normal', warn: 'normal', full: 'exception' } as const;
const COLOR = { normal: undefined, warn: '#fa8c16', full: '#f5222d' } as const;

/** The usage of a row as a bar: orange from 80 %, red from 100 %. */
function ShareBar({ share }: { share: string }) {
  const level = limitShareLevel(share);
  const percent = new Decimal(share).times(100).toDecimalPlaces(1).toNumber();
  return (
    <Progress
      percent={Math.min(percent, 100)}
      format={() => `${percent}%`}
      status={STATUS[level]}
      strokeColor={COLOR[level]}
      size="small"
      data-testid={`limit-share-${level}`}
    />
  );
}

/**
 * Settings centre › control › limit monitor: every enabled channel limit with what its channel used
 * in the current period (company time zone) and its share of the limit.
 */
export function LimitMonitorPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const list = useQuery({ queryKey: limitKeys.monitor, queryFn: limitApi.monitor });
  const columns: ColumnsType<LimitMonitorRow> = [
    {
      key: 'channel',
      title: t('limitMonitor.channel'),
      render: (_, r) => `${r.channelCode} · ${r.channelName}`,
    },
    {
      key: 'mode',
      title: t('limitMonitor.mode'),
      width: 140,
      render: (_, r) => LIMIT_MODE_LABELS[r.mode][lang],
    },
    {
      key: 'period',
      title: t('limitMonitor.period'),
      width: 90,
      render: (_, r) => LIMIT_PERIOD_LABELS[r.period][lang],
    },
    { key: 'periodKey', title: t('limitMonitor.periodKey'), width: 130, dataIndex: 'periodKey' },
    { key: 'used', title: t('limitMonitor.used'), width: 110, align: 'right', dataIndex: 'used' },
    { key: 'limit', title: t('limitMonitor.limit'), width: 110, align: 'right', dataIndex: 'limit' },
    {
      key: 'share',
      title: t('limitMonitor.share'),
      width: 200,
      render: (_, r) => <ShareBar share={r.share} />,
    },
  ];
  return (
    <Card
      title={t('limitMonitor.title')}
      extra={
        <Button
          onClick={() => void list.refetch()}
          loading={list.isFetching}
          data-testid="limit-monitor-refresh"
        >
          {t('common.refresh')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('limitMonitor.hint')}</Typography.Paragraph>
      <Table<LimitMonitorRow>
        rowKey="channelId"
        size="small"
        columns={columns}
        loading={list.isLoading}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText: t('limitMonitor.empty') }}
        pagination={false}
        data-testid="limit-monitor-table"
      />
    </Card>
  );
}
