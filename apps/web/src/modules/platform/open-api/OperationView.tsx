import { Space, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ApiField, ApiOperation } from './open-api-doc.ts';

const METHOD_COLOURS: Record<string, string> = { GET: 'blue', POST: 'green' };

function FieldTable({ fields, testId }: { fields: ApiField[]; testId: string }) {
  const { t } = useTranslation();
  return (
    <Table<ApiField>
      data-testid={testId}
      size="small"
      pagination={false}
      rowKey="name"
      dataSource={fields}
      columns={[
        {
          title: t('openApi.field'),
          dataIndex: 'name',
          render: (v: string) => <Typography.Text code>{v}</Typography.Text>,
        },
        { title: t('openApi.type'), dataIndex: 'type' },
        {
          title: t('openApi.required'),
          dataIndex: 'required',
          width: 90,
          render: (v: boolean) => (v ? t('openApi.yes') : ''),
        },
        { title: t('openApi.description'), dataIndex: 'description' },
      ]}
    />
  );
}

/** One operation: method, path, summary, who may call it, its input and the fields of its answer. */
export function OperationView({ op }: { op: ApiOperation }) {
  const { t } = useTranslation();
  return (
    <div data-testid={`open-api-op-${op.id}`} style={{ marginBottom: 24 }}>
      <Space wrap>
        <Tag color={METHOD_COLOURS[op.method] ?? 'default'}>{op.method}</Tag>
        <Typography.Text strong code>
          {op.path}
        </Typography.Text>
        <Typography.Text>{op.summary}</Typography.Text>
      </Space>
      <div>
        <Typography.Text type="secondary">{op.permission}</Typography.Text>
      </div>
      {op.parameters.length > 0 && (
        <>
          <Typography.Title level={5}>{t('openApi.parameters')}</Typography.Title>
          <FieldTable fields={op.parameters} testId={`open-api-params-${op.id}`} />
        </>
      )}
      {op.body.length > 0 && (
        <>
          <Typography.Title level={5}>
            {op.multipart ? t('openApi.multipartBody') : t('openApi.requestBody')}
          </Typography.Title>
          <FieldTable fields={op.body} testId={`open-api-body-${op.id}`} />
        </>
      )}
      <Typography.Title level={5}>{t('openApi.response')}</Typography.Title>
      {op.answersFile ? (
        <Typography.Text>{t('openApi.answersFile')}</Typography.Text>
      ) : op.data.length > 0 ? (
        <FieldTable fields={op.data} testId={`open-api-data-${op.id}`} />
      ) : (
        <Typography.Text type="secondary">{t('openApi.noData')}</Typography.Text>
      )}
    </div>
  );
}
