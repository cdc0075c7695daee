import { SCAN_RESULT_OPTIONS, SCAN_TYPE_OPTIONS, type ScanRecordRow } from '@freightdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Button, Card, Col, Form, Input, Row, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { WaybillDrawer } from '#web/modules/lms/drawer/WaybillDrawer.tsx';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { scanApi, scanKeys } from './scan-api.ts';
import { type RecordFormValues, recordCriteria } from './scan-criteria.ts';

const PAGE_SIZE = 20;

/** LMS → Other → scan records: who scanned what, when, where, with which result (spec §2). */
export function ScanRecordPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [form] = Form.useForm<RecordFormValues>();
  const [criteria, setCriteria] = useState<RecordFormValues>({});
  const [page, setPage] = useState(1);
  const [drawerId, setDrawerId] = useState<string>();
  const body = { page, size: PAGE_SIZE, criteria: recordCriteria(criteria) };
  const records = useQuery({
    queryKey: scanKeys.records(body),
    queryFn: () => scanApi.records(body),
    placeholderData: keepPreviousData,
  });
  const typeLabel = (v: string) => SCAN_TYPE_OPTIONS.find((o) => o.value === v)?.label[lang] ?? v;
  const weights = (r: ScanRecordRow) =>
    r.chargeWeight ? `${r.actualWeight ?? '-'} / ${r.volumeWeight ?? '-'} / ${r.chargeWeight}` : '';

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="scan-record-page">
      <Card size="small">
        <Form
          form={form}
          layout="vertical"
          onFinish={(values) => {
            setCriteria(values);
            setPage(1);
          }}
        >
          <Row gutter={16}>
            <Col xs={24} md={8} lg={4}>
              <Form.Item name="type" label={t('scan.type')}>
                <Select
                  allowClear
                  options={SCAN_TYPE_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] }))}
                  data-testid="scan-record-type"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={8} lg={5}>
              <Form.Item name="no" label={t('scan.number')}>
                <Input allowClear maxLength={50} data-testid="scan-record-no" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8} lg={4}>
              <Form.Item name="user" label={t('scan.user')}>
                <Input allowClear maxLength={50} data-testid="scan-record-user" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8} lg={3}>
              <Form.Item name="result" label={t('scan.result')}>
                <Select
                  allowClear
                  options={SCAN_RESULT_OPTIONS.map((o) => ({ value: o.value, label: o.label[lang] }))}
                  data-testid="scan-record-result"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={16} lg={8}>
              <Form.Item name="createdAt" label={t('scan.time')}>
                <DateRangePicker data-testid="scan-record-time" />
              </Form.Item>
            </Col>
          </Row>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="scan-record-search">
              {t('common.search')}
            </Button>
            <Button
              onClick={() => {
                form.resetFields();
                setCriteria({});
                setPage(1);
              }}
            >
              {t('common.reset')}
            </Button>
          </Space>
        </Form>
      </Card>
      <Card size="small">
        <Table<ScanRecordRow>
          size="small"
          rowKey="id"
          loading={records.isFetching}
          dataSource={records.data?.records ?? []}
          data-testid="scan-record-table"
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            total: records.data?.total ?? 0,
            showSizeChanger: false,
            showTotal: (total) => t('scan.total', { total }),
            onChange: setPage,
          }}
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
