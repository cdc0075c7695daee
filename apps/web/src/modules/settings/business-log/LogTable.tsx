import { businessLogActionLabel } from '@freightdesk/domain';
import { Button, Table, type TablePaginationConfig } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import type { BusinessLogRow } from './business-log-api.ts';
import { entityTitle } from './change-rows.ts';

type Props = {
  rows: BusinessLogRow[];
  loading?: boolean;
  /** Shows the logged entity and record columns (the screen), not in one record's history. */
  showRecord?: boolean;
  pagination?: TablePaginationConfig;
  onDetail: (row: BusinessLogRow) => void;
};

/** Log rows, newest first: time, user, (entity, record,) action and a details link. */
export function LogTable({ rows, loading, showRecord = true, pagination, onDetail }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  return (
    <Table<BusinessLogRow>
      rowKey="id"
      size="small"
      loading={loading}
      dataSource={rows}
      data-testid={showRecord ? 'business-log-table' : 'change-history-table'}
      pagination={pagination ?? false}
      columns={[
        {
          key: 'createdAt',
          title: t('businessLog.time'),
          width: 170,
          render: (_, r) => dayjs(r.createdAt).format('YYYY-MM-DD HH:mm:ss'),
        },
        { key: 'userName', title: t('businessLog.user'), dataIndex: 'userName', width: 140 },
        ...(showRecord
          ? [
              {
                key: 'entity',
                title: t('businessLog.entity'),
                width: 160,
                render: (_: unknown, r: BusinessLogRow) => entityTitle(r.entity, lang),
              },
              { key: 'entityId', title: t('businessLog.entityId'), dataIndex: 'entityId', ellipsis: true },
            ]
          : []),
        {
          key: 'action',
          title: t('businessLog.action'),
          width: 150,
          render: (_, r) => businessLogActionLabel(r.action, lang),
        },
        {
          key: 'detail',
          title: t('common.actions'),
          width: 90,
          render: (_, r) => (
            <Button type="link" size="small" data-testid={`log-detail-${r.id}`} onClick={() => onDetail(r)}>
              {t('businessLog.detail')}
            </Button>
          ),
        },
      ]}
    />
  );
}
