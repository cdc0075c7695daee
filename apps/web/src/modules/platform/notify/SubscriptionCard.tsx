import {
  NOTIFY_CHANNEL_LABELS,
  NOTIFY_KIND_LABELS,
  NOTIFY_KINDS,
  type NotifyKind,
  SUBSCRIBABLE_CHANNELS,
  type SubscriptionPayload,
} from '@freightdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Checkbox, Form, Input, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { notifyApi, notifyKeys } from './notify-api.ts';

type Channel = (typeof SUBSCRIBABLE_CHANNELS)[number];
type Kinds = SubscriptionPayload['kinds'];
type Addresses = Omit<SubscriptionPayload, 'kinds'>;

/** Personal centre, message subscription: per kind the channels beside the site message, and their addresses. */
export function SubscriptionCard() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Addresses>();
  const [kinds, setKinds] = useState<Kinds>({});
  const current = useQuery({ queryKey: notifyKeys.subscription, queryFn: notifyApi.subscription });
  useEffect(() => {
    if (!current.data) return;
    setKinds(current.data.kinds);
    form.setFieldsValue(current.data);
  }, [current.data, form]);
  const save = useMutation({
    mutationFn: (addresses: Addresses) => notifyApi.saveSubscription({ ...addresses, kinds }),
    onSuccess: () => {
      void message.success(t('notify.saved'));
      void queryClient.invalidateQueries({ queryKey: notifyKeys.subscription });
    },
  });
  const toggle = (kind: NotifyKind, channel: Channel, on: boolean) => {
    const now = kinds[kind] ?? [];
    setKinds({ ...kinds, [kind]: on ? [...now, channel] : now.filter((c) => c !== channel) });
  };
  const columns = [
    { key: 'kind', title: '', render: (_: unknown, k: NotifyKind) => NOTIFY_KIND_LABELS[k][lang] },
    ...SUBSCRIBABLE_CHANNELS.map((channel) => ({
      key: channel,
      title: NOTIFY_CHANNEL_LABELS[channel][lang],
      align: 'center' as const,
      render: (_: unknown, k: NotifyKind) => (
        <Checkbox
          aria-label={`${NOTIFY_KIND_LABELS[k][lang]} ${NOTIFY_CHANNEL_LABELS[channel][lang]}`}
          checked={(kinds[k] ?? []).includes(channel)}
          onChange={(e) => toggle(k, channel, e.target.checked)}
        />
      ),
    })),
  ];
  return (
    <Card title={t('notify.subscription')} data-testid="message-subscription">
      <Typography.Paragraph type="secondary">{t('notify.subscriptionTip')}</Typography.Paragraph>
      <Table<NotifyKind>
        rowKey={(k) => k}
        size="small"
        pagination={false}
        columns={columns}
        dataSource={[...NOTIFY_KINDS]}
        loading={current.isLoading}
      />
      <Form<Addresses>
        form={form}
        layout="vertical"
        style={{ marginTop: 16 }}
        onFinish={(v) => save.mutate(v)}
      >
        <Typography.Paragraph>
          {t('notify.emailTo')}: {current.data?.email ?? '-'}
        </Typography.Paragraph>
        <Form.Item name="wecomUrl" label={t('notify.wecomUrl')} rules={[{ type: 'url' }]}>
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="dingtalkUrl" label={t('notify.dingtalkUrl')} rules={[{ type: 'url' }]}>
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item name="smsMobile" label={t('notify.smsMobile')}>
          <Input maxLength={30} />
        </Form.Item>
        <Form.Item name="wechatId" label={t('notify.wechatId')}>
          <Input maxLength={64} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('notify.save')}
        </Button>
      </Form>
    </Card>
  );
}
