import { RETURN_SCREEN, RETURN_STATUS_LABELS, type ReturnKind, type ReturnRow } from '@freightdesk/domain';
import { Button, Card, Form, Input, Modal, Select, Space, Table } from 'antd';
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
import { RETURN_VIEWS, type RegisterValues, returnApi } from './return-api.ts';

const money = /^\d{1,12}(\.\d{1,2})?$/;

/** Customer or agent returns: the registers, register one by waybill number with its fees, cancel in batch. */
function ReturnPage({ kind }: { kind: ReturnKind }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const batch = useBatchList<ReturnRow>(RETURN_VIEWS[kind]);
  const { dataScope, list, selected, busy, run, rowSelection } = batch;
  const can = (action: string) => batch.can(`${RETURN_SCREEN[kind]}:${action}`);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<RegisterValues>();
  const cancel = async () => {
    if (!(await confirmDialog({ content: t('waybillReturn.cancelQuestion', { count: selected.length }) })))
      return;
    await run(() => returnApi.cancel(selected));
  };
  const feeRule = { pattern: money };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid={`return-page-${kind}`}>
      <SearchFormCard {...list.search} submitTestId={`return-search-submit-${kind}`}>
        <SearchItem name="waybillNo" label={t('detain.waybillNo')}>
          <Input allowClear maxLength={64} />
        </SearchItem>
        <SearchItem name="customerId" label={t('detain.customer')}>
          <RefSelect entity="customer" />
        </SearchItem>
        <SearchItem name="status" label={t('waybillReturn.registerStatus')}>
          <Select
            allowClear
            options={([0, 10] as const).map((v) => ({
              value: String(v),
              label: RETURN_STATUS_LABELS[v][lang],
            }))}
          />
        </SearchItem>
        <SearchItem name="returnTime" label={t('waybillReturn.returnTime')} md={16} lg={10}>
          <DateRangePicker />
        </SearchItem>
      </SearchFormCard>
      <Card size="small" extra={<ListDataScope dataScope={dataScope} onChanged={list.firstPage} />}>
        <Space style={{ marginBottom: 12 }}>
          {can('register') && (
            <Button
              type="primary"
              onClick={() => {
                form.resetFields();
                setOpen(true);
              }}
            >
              {t('waybillReturn.register')}
            </Button>
          )}
          {can('cancelRegister') && (
            <Button danger disabled={!selected.length || busy} onClick={() => void cancel()}>
              {t('waybillReturn.cancel')}
            </Button>
          )}
        </Space>
        <Table<ReturnRow>
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
            { key: 'customer', title: t('detain.customer'), render: (_, r) => r.customerCode ?? '' },
            { key: 'returnNo', title: t('waybillReturn.returnNo'), dataIndex: 'returnNo' },
            { key: 'reason', title: t('waybillReturn.reason'), dataIndex: 'reason' },
            {
              key: 'status',
              title: t('waybillReturn.registerStatus'),
              render: (_, r) => RETURN_STATUS_LABELS[r.status][lang],
            },
            { key: 'cf', title: t('waybillReturn.customerFee'), dataIndex: 'customerFeeTotal' },
            { key: 'af', title: t('waybillReturn.agentFee'), dataIndex: 'agentFeeTotal' },
            { key: 'by', title: t('waybillReturn.by'), dataIndex: 'createdByName' },
            {
              key: 'time',
              title: t('waybillReturn.returnTime'),
              render: (_, r) => dayjs(r.returnTime).format('YYYY-MM-DD HH:mm'),
            },
          ]}
        />
      </Card>
      <Modal
        open={open}
        title={t('waybillReturn.register')}
        okButtonProps={{ loading: busy }}
        onCancel={() => setOpen(false)}
        onOk={() =>
          void form.validateFields().then((v) =>
            run(async () => {
              await returnApi.register(kind, v);
              setOpen(false);
            }),
          )
        }
      >
        <Form form={form} layout="vertical">
          <Form.Item
            name="waybillNo"
            label={t('detain.waybillNo')}
            rules={[{ required: true, whitespace: true }]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="returnNo" label={t('waybillReturn.returnNo')}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item
            name="reason"
            label={t('waybillReturn.reason')}
            rules={[{ required: true, whitespace: true, max: 500 }]}
          >
            <Input.TextArea rows={2} maxLength={500} />
          </Form.Item>
          <Form.Item name="customerFee" label={t('waybillReturn.customerFee')} rules={[feeRule]}>
            <Input />
          </Form.Item>
          <Form.Item name="agentFee" label={t('waybillReturn.agentFee')} rules={[feeRule]}>
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </Space>
  );
}

export const CustomerReturnPage = () => <ReturnPage kind="customer" />;
export const AgentReturnPage = () => <ReturnPage kind="agent" />;
