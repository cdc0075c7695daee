import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENTS } from '@freightdesk/domain';
import { Collapse, Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useOptionalSession } from '#web/shell/session/session-store.ts';

const VERIFY = `import { createHmac, timingSafeEqual } from 'node:crypto';

function verify(secret, headers, rawBody) {
  const ts = headers['x-freightdesk-timestamp'];
  if (Math.abs(Date.now() / 1000 - Number(ts)) > 300) return false; // refuse replays
  const expected = 'sha256=' + createHmac('sha256', secret).update(ts + '.' + rawBody).digest('hex');
  const got = String(headers['x-freightdesk-signature'] ?? '');
  return got.length === expected.length && timingSafeEqual(Buffer.from(got), Buffer.from(expected));
}`;

const BODY = `POST https://your.system/hooks
X-FreightDesk-Event: orderCreated
X-FreightDesk-Delivery: 5b0f…
X-FreightDesk-Timestamp: 1764316800
X-FreightDesk-Signature: sha256=9c1e…

{"id":"5b0f…","event":"orderCreated","occurredAt":"2026-11-28T08:00:00.000Z","data":{"info":{"waybillNo":"…"},"sender":{…},"recipient":{…},"pieces":[…],"commodities":[…]}}`;

const pre = { whiteSpace: 'pre-wrap', wordBreak: 'break-all' } as const;

/** The webhook contract (docs/webhooks.md): events, body, headers, signature check, retries, disabling. */
export function WebhookContract() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const session = useOptionalSession();
  const screen = session?.userType === 'customer' ? '/client/setting/webhook' : '/setting/control/webhook';
  return (
    <Collapse
      data-testid="open-api-webhooks"
      items={[
        {
          key: 'webhooks',
          label: t('openApi.webhooks.title'),
          children: (
            <>
              <Typography.Paragraph>
                {t('openApi.webhooks.intro')} <a href={screen}>{t('openApi.webhooks.manage')}</a>
              </Typography.Paragraph>
              <Descriptions size="small" column={1} bordered title={t('openApi.webhooks.events')}>
                {WEBHOOK_EVENTS.map((e) => (
                  <Descriptions.Item key={e} label={<Typography.Text code>{e}</Typography.Text>}>
                    {WEBHOOK_EVENT_LABELS[e][lang]}
                  </Descriptions.Item>
                ))}
              </Descriptions>
              <Typography.Paragraph style={{ marginTop: 16 }}>
                {t('openApi.webhooks.headers')}
              </Typography.Paragraph>
              <Typography.Paragraph>
                <pre style={pre}>{BODY}</pre>
              </Typography.Paragraph>
              <Typography.Title level={5}>{t('openApi.webhooks.verify')}</Typography.Title>
              <Typography.Paragraph>
                <pre style={pre}>{VERIFY}</pre>
              </Typography.Paragraph>
              <Typography.Paragraph>{t('openApi.webhooks.retries')}</Typography.Paragraph>
            </>
          ),
        },
      ]}
    />
  );
}
