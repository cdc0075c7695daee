import { DETAIN_TYPE_OPTIONS, type DetainRow, Permission, WAYBILL_STATUS_OPTIONS } from '@freightdesk/domain';
import { Button, Card, Input, Select, Space, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { ListDataScope } from '#web/components/data-scope/DataScopeSelect.tsx';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useBatchList } from '#web/components/resource/use-batch-list.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { DetainDialog, type DetainValues } from './DetainDialog.tsx';
import { DetainHistory } from './DetainHistory.tsx';
import { DETAIN_VIEW, detainApi } from './detain-api.ts';

/** Detain management (customer service): detained waybills, detain by number, release in batch, history. */
export function DetainPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { can, dataScope, list, selected, busy, run, rowSelection } = useBatchList<DetainRow>(DETAIN_VIEW);
  const [detaining, setDetaining] = useState(false);
  const [historyOf, setHistoryOf] = useState<string>();
  const detain = (v: DetainValues) =>
    run(async () => {
      await detainApi.detain(v.waybillNos, v.detainType, v.reason);
      setDetaining(false);
    });
  const release = async () => {
    if (!(await confirmDialog({ content: t('detain.releaseQuestion', { count: selected.length }) }))) return;
    await run(() => detainApi.release(selected));
  };
  const typeLabel = (v: string) => DETAIN_TYPE_OPTIONS.find((o) => o.value === v)?.label[lang] ?? v;
  const statusLabel = (s: string) => WAYBILL_STATUS_OPTIONS.find((o) => o.value === s)?.label[lang] ?? s;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="detain-page">
      <SearchFormCard {...list.search} submitTestId="detain-search-submit">
        <SearchItem name="waybillNo" label={t('detain.waybillNo')}>
          <Input allowClear maxLength={64} />
        </SearchItem>
        <SearchItem name="customerId" label={t('detain.customer')}>
          <RefSelect entity="customer" />
        </SearchItem>
        <SearchItem name="detainType" label={t('detain.detainType')}>
          <Select
            allowClear
            options={DETAIN_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] }))}
          />
        </SearchItem>
        <SearchItem name="detainTime" label={t('detain.time')} md={16} lg={10}>
          <DateRangePicker />
        </SearchItem>
      </SearchFormCard>
      <Card size="small" extra={<ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}>
        <Space style={{ marginBottom: 12 }}>
          {can(Permission.lmsDetainDetain) && (
            <Button type="primary" onClick={() => setDetaining(true)} data-testid="detain-open">
              {t('detain.detain')}
            </Button>
          )}
          {can(Permission.lmsDetainRelease) && (
            <Button
              disabled={!selected.length || busy}
              onClick={() => void release()}
              data-testid="detain-release"
            >
              {t('detain.release')}
            </Button>
          )}
        </Space>
        <Table<DetainRow>
          size="small"
          rowKey="id"
          bordered
          scroll={{ x: 'max-content' }}
          loading={list.loading}
          dataSource={list.rows}
          rowSelection={rowSelection}
          pagination={list.pagination}
          columns={[
            {
              key: 'waybillNo',
              title: t('detain.waybillNo'),
              render: (_, r) => (
                <Typography.Link onClick={() => setHistoryOf(r.id)}>{r.waybillNo}</Typography.Link>
              ),
            },
            {
              key: 'customer',
              title: t('detain.customer'),
              render: (_, r) => `${r.customerCode ?? ''} ${r.customerName ?? ''}`,
            },
            { key: 'status', title: t('detain.status'), render: (_, r) => statusLabel(r.status) },
            {
              key: 'types',
              title: t('detain.detainTypes'),
              render: (_, r) => r.detainTypes.map(typeLabel).join(', '),
            },
            { key: 'reason', title: t('detain.reason'), dataIndex: 'detainReason' },
            { key: 'by', title: t('detain.by'), dataIndex: 'detainByName' },
            {
              key: 'time',
              title: t('detain.time'),
              render: (_, r) => (r.detainTime ? dayjs(r.detainTime).format('YYYY-MM-DD HH:mm') : ''),
            },
          ]}
        />
      </Card>
      <DetainDialog
        open={detaining}
        busy={busy}
        onCancel={() => setDetaining(false)}
        onDetain={(v) => void detain(v)}
      />
      <DetainHistory waybillId={historyOf} onClose={() => setHistoryOf(undefined)} />
    </Space>
  );
}
