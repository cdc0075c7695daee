import { SCAN_RESULT_OPTIONS, SCAN_TYPE_OPTIONS, type ScanRecordRow } from '@freightdesk/domain';
import { Card, Input, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListDataScope } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { WaybillDrawer } from '#web/modules/lms/waybill/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { SCAN_RECORD_VIEW } from './scan-api.ts';

/** LMS → Other → scan records: who scanned what, when, where, with which result (spec §2). */
export function ScanRecordPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [drawerId, setDrawerId] = useState<string>();
  const dataScope = useDataScope(true);
  const list = useListView<ScanRecordRow>(SCAN_RECORD_VIEW, { permissionScope: dataScope.scope });
  const typeLabel = (v: string) => SCAN_TYPE_OPTIONS.find((o) => o.value === v)?.label[lang] ?? v;
  const weights = (r: ScanRecordRow) =>
    r.chargeWeight ? `${r.actualWeight ?? '-'} / ${r.volumeWeight ?? '-'} / ${r.chargeWeight}` : '';

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="scan-record-page">
      <SearchFormCard {...list.search} submitTestId="scan-record-search">
        <SearchItem name="type" label={t('scan.type')} lg={4}>
          <Select
            allowClear
            options={SCAN_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] }))}
            data-testid="scan-record-type"
          />
        </SearchItem>
        <SearchItem name="no" label={t('scan.number')} lg={5}>
          <Input allowClear maxLength={50} data-testid="scan-record-no" />
        </SearchItem>
        <SearchItem name="user" label={t('scan.user')} lg={4}>
          <Input allowClear maxLength={50} data-testid="scan-record-user" />
        </SearchItem>
        <SearchItem name="result" label={t('scan.result')} lg={3}>
          <Select
            allowClear
            options={SCAN_RESULT_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] }))}
            data-testid="scan-record-result"
          />
        </SearchItem>
        <SearchItem name="createdAt" label={t('scan.time')} md={16} lg={8}>
          <DateRangePicker data-testid="scan-record-time" />
        </SearchItem>
      </SearchFormCard>
      <Card size="small" extra={<ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}>
        <Table<ScanRecordRow>
          size="small"
          rowKey="id"
          loading={list.loading}
          dataSource={list.rows}
          data-testid="scan-record-table"
          pagination={{ ...list.pagination, showTotal: (total) => t('scan.total', { total }) }}
          columns={[
            {
              key: 'createdAt',
              title: t('scan.time'),
              width: 170,
              render: (_, r) => dayjs(r.createdAt).format('YYYY-MM-DD HH:mm:ss'),
            },
            { key: 'type', title: t('scan.type'), width: 130, render: (_, r) => typeLabel(r.type) },
            {
              key: 'no',
              title: t('scan.number'),
              width: 190,
              render: (_, r) =>
                r.waybillId ? (
                  <Typography.Link onClick={() => setDrawerId(r.waybillId!)}>{r.no}</Typography.Link>
                ) : (
                  r.no
                ),
            },
            {
              key: 'result',
              title: t('scan.result'),
              width: 90,
              render: (_, r) => (
                <Tag color={r.result === 'ok' ? 'success' : 'error'}>
                  {r.result === 'ok' ? t('scan.ok') : t('scan.failed')}
                </Tag>
              ),
            },
            { key: 'message', title: t('scan.message'), dataIndex: 'message' },
            { key: 'weights', title: t('scan.weights'), width: 190, render: (_, r) => weights(r) },
            { key: 'packageNo', title: t('scan.packageNo'), width: 140, dataIndex: 'packageNo' },
            { key: 'warehouse', title: t('scan.warehouse'), width: 150, dataIndex: 'warehouseName' },
            { key: 'user', title: t('scan.user'), width: 140, dataIndex: 'createdByName' },
          ]}
        />
      </Card>
      <WaybillDrawer waybillId={drawerId} area="staff" onClose={() => setDrawerId(undefined)} />
    </Space>
  );
}
