import { ANNOUNCEMENT_BOT_CHANNELS, ANNOUNCEMENT_POSITIONS } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Input, Modal, Radio } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { type AnnouncementConfig, announcementApi } from './announcement-api.ts';

const POSITION_TEXT = { top: 'announcement.positionTop', bottom: 'announcement.positionBottom' } as const;

/** The announcement settings: where the rolling line shows, the robot told of releases, a remark. */
export function ConfigDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AnnouncementConfig>();
  const config = useQuery({
    queryKey: ['oaAnnouncementConfig'],
    queryFn: announcementApi.config,
    enabled: open,
  });
  useEffect(() => {
    if (open && config.data) form.setFieldsValue(config.data);
  }, [open, config.data, form]);
  const { busy, submit } = useFormSubmit(form, async (values) => {
    await announcementApi.saveConfig(values);
    void message.success(t('announcement.saved'));
    void config.refetch();
    onClose();
  });
  return (
    <Modal
      open={open}
      title={t('announcement.config')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'announcement-config-submit' }}
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="announcement-config-form">
        <Form.Item name="position" label={t('announcement.position')}>
          <Radio.Group
            options={ANNOUNCEMENT_POSITIONS.map((p) => ({ value: p, label: t(POSITION_TEXT[p]) }))}
          />
        </Form.Item>
        <Form.Item name="channel" label={t('announcement.channel')}>
          <Radio.Group
            options={ANNOUNCEMENT_BOT_CHANNELS.map((c) => ({ value: c, label: t(`announcement.${c}`) }))}
          />
        </Form.Item>
        <Form.Item name="botAddress" label={t('announcement.botAddress')} rules={[{ type: 'url' }]}>
          <Input placeholder="https://" maxLength={500} data-testid="announcement-bot-address" />
        </Form.Item>
        <Form.Item name="remark" label={t('announcement.remark')}>
          <Input.TextArea rows={3} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
