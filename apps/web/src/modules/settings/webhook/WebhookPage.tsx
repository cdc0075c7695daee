import { ExperimentOutlined, HistoryOutlined, KeyOutlined } from '@ant-design/icons';
import { type WebhookDelivery, webhook } from '@freightdesk/domain';
import { App, Button, Modal, Popconfirm, Result, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ResourcePage } from '#web/components/resource/ResourcePage.tsx';
import type { EntityRecord } from '#web/components/resource/resource-types.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { DeliveriesDrawer, DeliveryDetail } from './DeliveriesDrawer.tsx';
import { revealSecret, rotateSecret, sendTest } from './webhook-api.ts';

const P = webhook.permission;
const CLIENT = webhook.clientPermission!;

type Hook = { id: string; name: string };
const hookOf = (r: EntityRecord): Hook => ({ id: r.id, name: String(r.name ?? '') });

/** The signing secret of one hook, with "rotate". */
function SecretDialog({
  hook,
  secret,
  onClose,
  onRotated,
}: {
  hook: Hook | null;
  secret: string | null;
  onClose: () => void;
  onRotated: (secret: string) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={!!hook}
      onCancel={onClose}
      footer={null}
      title={`${t('webhook.secret')} · ${hook?.name ?? ''}`}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text code copyable data-testid="webhook-secret">
          {secret}
        </Typography.Text>
        <Typography.Text type="secondary">{t('webhook.secretHelp')}</Typography.Text>
        <Popconfirm
          title={t('webhook.rotateConfirm')}
          onConfirm={async () => hook && onRotated((await rotateSecret(hook.id)).secret)}
        >
          <Button danger>{t('webhook.rotate')}</Button>
        </Popconfirm>
      </Space>
    </Modal>
  );
}

/** The answer of "send test": delivered or not, with the request and the response. */
function TestResult({ tried, onClose }: { tried: WebhookDelivery | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal open={!!tried} onCancel={onClose} onOk={onClose} width={760} title={t('webhook.sendTest')}>
      {tried ? (
        <div data-testid="webhook-test-result" data-status={tried.status}>
          <Result
            status={tried.status === 'success' ? 'success' : 'error'}
            title={t(tried.status === 'success' ? 'webhook.testSucceeded' : 'webhook.testFailed')}
            subTitle={`HTTP ${tried.responseStatus ?? '-'} · ${tried.durationMs} ms`}
          />
          <DeliveryDetail d={tried} />
        </div>
      ) : null}
    </Modal>
  );
}

/**
 * Webhooks (settings centre › control, and the customer portal next to the API documentation): the
 * generated list and form, plus the secret, "send test" and the delivery log of the chosen hook.
 */
export function WebhookPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const [secretOf, setSecretOf] = useState<{ hook: Hook; secret: string } | null>(null);
  const [tried, setTried] = useState<WebhookDelivery | null>(null);
  const [logOf, setLogOf] = useState<Hook | null>(null);
  const customer = session.userType === 'customer';
  return (
    <>
      <Typography.Paragraph type="secondary">
        <Link to={customer ? '/client/open-api' : '/open-api'}>{t('webhook.docsLink')}</Link>
      </Typography.Paragraph>
      <ResourcePage
        entity={webhook}
        overrides={{
          buttons: [
            {
              key: 'secret',
              label: t('webhook.secret'),
              icon: <KeyOutlined />,
              permission: [`${P}:secret`, CLIENT],
              selection: 'one',
              run: async ({ rows }) => {
                const hook = hookOf(rows[0]!);
                setSecretOf({ hook, secret: (await revealSecret(hook.id)).secret });
              },
            },
            {
              key: 'test',
              label: t('webhook.sendTest'),
              icon: <ExperimentOutlined />,
              permission: [`${P}:test`, CLIENT],
              selection: 'one',
              run: async ({ rows, reload }) => {
                setTried(await sendTest(rows[0]!.id));
                await reload();
              },
            },
            {
              key: 'deliveries',
              label: t('webhook.deliveries'),
              icon: <HistoryOutlined />,
              permission: [P, CLIENT],
              selection: 'one',
              run: ({ rows }) => setLogOf(hookOf(rows[0]!)),
            },
          ],
        }}
      />
      <SecretDialog
        hook={secretOf?.hook ?? null}
        secret={secretOf?.secret ?? null}
        onClose={() => setSecretOf(null)}
        onRotated={(secret) => {
          setSecretOf((s) => (s ? { ...s, secret } : s));
          void message.success(t('webhook.rotate'));
        }}
      />
      <TestResult tried={tried} onClose={() => setTried(null)} />
      <DeliveriesDrawer hook={logOf} onClose={() => setLogOf(null)} />
    </>
  );
}
