import type { WebhookDelivery } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { hookDeliveries } from './webhook-api.ts';

const pre = {
  maxHeight: 240,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  margin: 0,
} as const;

/** Pretty JSON when the text is JSON, else the text as it is. */
function pretty(text: string | null): string | null {
  if (!text) return null;
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}

export function DeliveryStatus({ status }: { status: WebhookDelivery['status'] }) {
  const { t } = useTranslation();
  return <Tag color={status === 'success' ? 'green' : 'red'}>{t(`webhook.${status}`)}</Tag>;
}

/** One try: what was sent (secret masked by the server) and what came back. */
export function DeliveryDetail({ d }: { d: WebhookDelivery }) {
  const { t } = useTranslation();
  const block = (text: string | null, testId: string) => (
    <Typography.Paragraph style={pre} data-testid={testId}>
      {pretty(text) ?? t('webhook.empty')}
    </Typography.Paragraph>
  );
  return (
    <Descriptions size="small" column={1} bordered>
      <Descriptions.Item label="URL">{d.url}</Descriptions.Item>
      {d.error ? <Descriptions.Item label={t('webhook.error')}>{d.error}</Descriptions.Item> : null}
      <Descriptions.Item label={t('webhook.requestHeaders')}>
        {block(JSON.stringify(d.requestHeaders), 'delivery-request-headers')}
      </Descriptions.Item>
      <Descriptions.Item label={t('webhook.requestBody')}>
        {block(d.requestBody, 'delivery-request-body')}
      </Descriptions.Item>
      <Descriptions.Item label={t('webhook.responseBody')}>
        {block(d.responseBody, 'delivery-response-body')}
      </Descriptions.Item>
    </Descriptions>
  );
}

/** The delivery log of one webhook, newest first; each try opens to its request and response. */
export function DeliveriesDrawer({
  hook,
  onClose,
}: {
  hook: { id: string; name: string } | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const log = useQuery({
    queryKey: ['basic', 'webhook', 'deliveries', hook?.id],
    queryFn: () => hookDeliveries(hook!.id),
    enabled: !!hook,
  });
  return (
    <Drawer
      open={!!hook}
      onClose={onClose}
      width={900}
      title={`${t('webhook.deliveries')} · ${hook?.name ?? ''}`}
      extra={<Button onClick={() => void log.refetch()}>{t('webhook.refresh')}</Button>}
      data-testid="webhook-deliveries"
    >
      <Table<WebhookDelivery>
        rowKey="id"
        size="small"
        loading={log.isFetching}
        dataSource={log.data?.records ?? []}
        pagination={false}
        expandable={{ expandedRowRender: (d) => <DeliveryDetail d={d} /> }}
        columns={[
          { key: 'time', title: t('webhook.time'), render: (_, d) => new Date(d.createdAt).toLocaleString() },
          { key: 'event', title: t('webhook.event'), dataIndex: 'event' },
          { key: 'attempt', title: t('webhook.attempt'), dataIndex: 'attempt', width: 70 },
          {
            key: 'status',
            title: t('webhook.status'),
            render: (_, d) => <DeliveryStatus status={d.status} />,
          },
          { key: 'code', title: t('webhook.responseStatus'), render: (_, d) => d.responseStatus ?? '-' },
          { key: 'ms', title: t('webhook.duration'), dataIndex: 'durationMs' },
          { key: 'error', title: t('webhook.error'), render: (_, d) => d.error ?? '' },
        ]}
      />
    </Drawer>
  );
}
