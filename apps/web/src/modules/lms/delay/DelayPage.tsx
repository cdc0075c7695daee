import { type DelayRow, Permission, WAYBILL_STATUS_OPTIONS } from '@freightdesk/domain';
import { Button, Card, Form, Input, Modal, Space, Table } from 'antd';
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
import { DELAY_VIEW, delayApi } from './delay-api.ts';

const numbers = (text: string) => [...new Set(text.split(/[\s,，]+/).filter(Boolean))];

/** Delay management (customer service): delayed waybills, delay by number with a reason, cancel in batch. */
export function DelayPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { can, dataScope, list, selected, busy, run, rowSelection } = useBatchList<DelayRow>(DELAY_VIEW);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ nos: string; reason: string }>();
  const delay = () =>
    void form.validateFields().then((v) =>
      run(async () => {
        await delayApi.delay(numbers(v.nos), v.reason.trim());
        setOpen(false);
      }),
    );
  const cancel = async () => {
    if (!(await confirmDialog({ content: t('delay.cancelQuestion', { count: selected.length }) }))) return;
    await run(() => delayApi.cancel(selected));
  };
  const statusLabel = (s: string) => WAYBILL_STATUS_OPTIONS.find((o) => o.value === s)?.label[lang] ?? s;
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="delay-page">
      <SearchFormCard {...list.search} submitTestId="delay-search-submit">
        <SearchItem name="waybillNo" label={t('detain.waybillNo')}>
          <Input allowClear maxLength={64} />
        </SearchItem>
        <SearchItem name="customerId" label={t('detain.customer')}>
          <RefSelect entity="customer" />
        </SearchItem>
        <SearchItem name="delayTime" label={t('delay.time')} md={16} lg={10}>
          <DateRangePicker />
        </SearchItem>
      </SearchFormCard>
      <Card size="small" extra={<ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}>
        <Space style={{ marginBottom: 12 }}>
          {can(Permission.lmsDelayDelay) && (
            <Button
              type="primary"
              onClick={() => {
                form.resetFields();
                setOpen(true);
              }}
              data-testid="delay-open"
            >
              {t('delay.delay')}
            </Button>
          )}
          {can(Permission.lmsDelayCancel) && (
            <Button
              disabled={!selected.length || busy}
              onClick={() => void cancel()}
              data-testid="delay-cancel"
            >
              {t('delay.cancelDelay')}
            </Button>
          )}
        </Space>
        <Table<DelayRow>
          size="small"
          rowKey="id"
          bordered
          scroll={{ x: 'max-content' }}
          loading={list.loading}
          dataSource={list.rows}
          rowSelection={rowSelection}
          pagination={list.pagination}
          columns={[
            { key: 'waybillNo', title: t('detain.waybillNo'), dataIndex: 'waybillNo' },
            {
              key: 'customer',
              title: t('detain.customer'),
              render: (_, r) => `${r.customerCode ?? ''} ${r.customerName ?? ''}`,
            },
            { key: 'status', title: t('detain.status'), render: (_, r) => statusLabel(r.status) },
            { key: 'reason', title: t('delay.reason'), dataIndex: 'delayReason' },
            { key: 'by', title: t('delay.by'), dataIndex: 'delayByName' },
            {
              key: 'time',
              title: t('delay.time'),
              render: (_, r) => (r.delayTime ? dayjs(r.delayTime).format('YYYY-MM-DD HH:mm') : ''),
            },
          ]}
        />
      </Card>
      <Modal
        open={open}
        title={t('delay.delay')}
        okButtonProps={{ loading: busy, 'data-testid': 'delay-ok' }}
        onCancel={() => setOpen(false)}
        onOk={delay}
      >
        <Form form={form} layout="vertical">
          <Form.Item name="nos" label={t('delay.nos')} rules={[{ required: true, whitespace: true }]}>
            <Input.TextArea rows={3} />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('delay.reason')}
            rules={[{ required: true, whitespace: true, max: 500 }]}
          >
            <Input.TextArea rows={3} maxLength={500} />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}
