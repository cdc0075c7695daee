import { DownloadOutlined, FileDoneOutlined } from '@ant-design/icons';
import { END_SHIP_MANIFEST_API, type EndpointOutput, PAGE_SIZE } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Col, Form, Input, Row, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import type { ListView } from '#web/components/resource/list-view.ts';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { downloadStoredFile } from '#web/components/upload/file-api.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { CreateManifestDialog } from './CreateManifestDialog.tsx';

type ManifestRow = EndpointOutput<typeof END_SHIP_MANIFEST_API.search>['records'][number];

export const manifestKeys = { all: ['pdsEndShipManifest'] as const };

const day = (v: string, end: boolean) =>
  (end ? dayjs(v || '9999-12-31').endOf('day') : dayjs(v || '1970-01-01').startOf('day')).toISOString();

/** The manifests list, kept in the URL: `?code=ESM…&waybillNo=PD…&createdAt=2026-01-01..2026-01-31&page=2`. */
export const MANIFEST_LIST_VIEW: ListView = {
  queryKey: manifestKeys.all,
  url: END_SHIP_MANIFEST_API.search.url,
  pageSize: PAGE_SIZE,
  criteria: { code: 'text', waybillNo: 'text', createdAt: 'range' },
  toCriteria: (values) => {
    const c: Record<string, unknown> = {};
    if (typeof values.code === 'string' && values.code.trim()) c.code = values.code.trim();
    if (typeof values.waybillNo === 'string' && values.waybillNo.trim())
      c.waybillNo = values.waybillNo.trim();
    const r = values.createdAt as [string, string] | undefined;
    if (r && (r[0] || r[1])) c.createdAt = [day(r[0], false), day(r[1], true)];
    return c;
  },
};

const time = (v: unknown) => (v ? dayjs(String(v)).format('YYYY-MM-DD HH:mm') : '');

/**
 * End-ship manifests (staff `pds/endShipManifest`): the closed hand-overs with their code, carrier
 * account, parcel count, confirm time and the carrier's document; "create manifest" picks labelled
 * parcels and shows the server's refusals (several carrier accounts, already manifested, not labelled).
 */
export function EndShipManifestPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListView<ManifestRow>(MANIFEST_LIST_VIEW);
  const [creating, setCreating] = useState(false);
  const columns = [
    {
      key: 'code',
      title: t('pdsManifest.code'),
      render: (_: unknown, r: ManifestRow) => <span data-testid="manifest-code">{r.code}</span>,
    },
    { key: 'manifestNo', title: t('pdsManifest.manifestNo'), dataIndex: 'manifestNo' },
    { key: 'labelApiName', title: t('pdsManifest.labelApi'), dataIndex: 'labelApiName' },
    {
      key: 'parcelCount',
      title: t('pdsManifest.parcelCount'),
      dataIndex: 'parcelCount',
      align: 'right' as const,
    },
    { key: 'manifestDate', title: t('pdsManifest.manifestDate'), dataIndex: 'manifestDate' },
    {
      key: 'confirmTime',
      title: t('pdsManifest.confirmTime'),
      render: (_: unknown, r: ManifestRow) => time(r.closedAt ?? r.createdAt),
    },
    {
      key: 'document',
      title: t('pdsManifest.document'),
      render: (_: unknown, r: ManifestRow) =>
        r.fileId ? (
          <Button
            size="small"
            icon={<DownloadOutlined />}
            onClick={() => void downloadStoredFile(r.fileId!, lang, (text) => void message.warning(text))}
            data-testid="manifest-download"
          >
            {t('pdsManifest.download')}
          </Button>
        ) : null,
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="manifest-page">
      <Card size="small">
        <Form
          form={list.search.form}
          layout="vertical"
          onFinish={list.search.onSearch}
          data-testid="manifest-criteria"
        >
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Form.Item name="code" label={t('pdsManifest.code')}>
                <Input data-testid="manifest-criteria-code" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="waybillNo" label={t('pdsManifest.waybillNo')}>
                <Input data-testid="manifest-criteria-waybillNo" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="createdAt" label={t('pdsManifest.createdAt')}>
                <DateRangePicker />
              </Form.Item>
            </Col>
          </Row>
          <Space>
            <Button type="primary" htmlType="submit" data-testid="manifest-search">
              {t('pdsManifest.search')}
            </Button>
            <Button
              onClick={() => {
                list.search.form.resetFields();
                list.search.onReset();
              }}
            >
              {t('pdsManifest.reset')}
            </Button>
          </Space>
        </Form>
      </Card>
      <Card size="small">
        <Space orientation="vertical" size="small" style={{ width: '100%' }}>
          <Button
            type="primary"
            icon={<FileDoneOutlined />}
            onClick={() => setCreating(true)}
            data-testid="manifest-create"
          >
            {t('pdsManifest.create')}
          </Button>
          <Table<ManifestRow>
            rowKey="id"
            size="small"
            data-testid="manifest-table"
            columns={columns}
            dataSource={list.rows}
            loading={list.loading}
            pagination={list.pagination}
            scroll={{ x: 'max-content' }}
          />
        </Space>
      </Card>
      <CreateManifestDialog
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={() => void client.invalidateQueries({ queryKey: manifestKeys.all })}
      />
    </Space>
  );
}
