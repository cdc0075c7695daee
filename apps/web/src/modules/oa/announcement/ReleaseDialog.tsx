import {
  ANNOUNCEMENT_PERMISSION_TYPE_LABELS,
  ANNOUNCEMENT_PERMISSION_TYPES,
  ANNOUNCEMENT_TYPE_LABELS,
  ANNOUNCEMENT_TYPES,
  MAX_COUNTDOWN_SECONDS,
} from '@freightdesk/domain';
import { Button, Form, Input, InputNumber, Modal, Radio, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { FileLinks } from '#web/components/upload/FileLinks.tsx';
import { FileUploadDialog } from '#web/components/upload/FileUploadDialog.tsx';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { announcementApi, type ReleaseInput } from './announcement-api.ts';

type Props = { open: boolean; onClose: () => void; onReleased: (recipients: number) => void };
type Attached = { fileId: string; fileName: string };

/** Releases an announcement: text, type, audience (job positions, departments, customers), rolling, must-read. */
export function ReleaseDialog({ open, onClose, onReleased }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [form] = Form.useForm<ReleaseInput>();
  const [files, setFiles] = useState<Attached[]>([]);
  const [uploading, setUploading] = useState(false);
  const audience = Form.useWatch('permissionType', form);
  const mustRead = Form.useWatch('mustRead', form);
  const { busy, submit } = useFormSubmit(form, async (values) => {
    const answer = await announcementApi.release({ ...values, fileIds: files.map((f) => f.fileId) });
    form.resetFields();
    setFiles([]);
    onReleased(answer.recipients);
  });
  const options = <K extends string>(keys: readonly K[], labels: Record<K, Record<string, string>>) =>
    keys.map((k) => ({ value: k, label: labels[k][lang] }));
  return (
    <Modal
      open={open}
      title={t('announcement.release')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('announcement.release')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'announcement-release-submit' }}
      width={720}
      forceRender
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="announcement-release-form"
        initialValues={{
          type: 'company',
          permissionType: 'all',
          isRoll: false,
          mustRead: false,
          countdownSeconds: 0,
        }}
      >
        <Form.Item
          name="title"
          label={t('announcement.subject')}
          rules={[rules.required(t('announcement.subject')), rules.max(t('announcement.subject'), 200)]}
        >
          <Input data-testid="announcement-title" />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('announcement.content')}
          rules={[rules.required(t('announcement.content'))]}
        >
          <Input.TextArea rows={5} maxLength={20_000} data-testid="announcement-content-input" />
        </Form.Item>
        <Space wrap size="large">
          <Form.Item name="type" label={t('announcement.type')}>
            <Select style={{ width: 160 }} options={options(ANNOUNCEMENT_TYPES, ANNOUNCEMENT_TYPE_LABELS)} />
          </Form.Item>
          <Form.Item name="permissionType" label={t('announcement.audience')}>
            <Radio.Group
              options={options(ANNOUNCEMENT_PERMISSION_TYPES, ANNOUNCEMENT_PERMISSION_TYPE_LABELS)}
              data-testid="announcement-audience"
            />
          </Form.Item>
        </Space>
        {audience === 'employee' && (
          <>
            <Form.Item
              name="jobPositionIds"
              label={t('announcement.jobPositions')}
              extra={t('announcement.audienceHint')}
            >
              <RefSelect entity="jobPosition" multiple />
            </Form.Item>
            <Form.Item name="departmentIds" label={t('announcement.departments')}>
              <RefSelect entity="organization" multiple />
            </Form.Item>
          </>
        )}
        {audience === 'customer' && (
          <Form.Item
            name="customerIds"
            label={t('announcement.customers')}
            extra={t('announcement.audienceHint')}
          >
            <RefSelect entity="customer" multiple />
          </Form.Item>
        )}
        <Space wrap size="large">
          <Form.Item name="isRoll" label={t('announcement.isRoll')} valuePropName="checked">
            <Switch data-testid="announcement-is-roll" />
          </Form.Item>
          <Form.Item name="mustRead" label={t('announcement.mustRead')} valuePropName="checked">
            <Switch data-testid="announcement-must-read" />
          </Form.Item>
          {mustRead && (
            <Form.Item name="countdownSeconds" label={t('announcement.countdown')}>
              <InputNumber
                min={0}
                max={MAX_COUNTDOWN_SECONDS}
                precision={0}
                data-testid="announcement-countdown"
              />
            </Form.Item>
          )}
        </Space>
        <Form.Item label={t('announcement.files')}>
          <Space orientation="vertical" style={{ width: '100%' }}>
            <Button onClick={() => setUploading(true)} data-testid="announcement-upload">
              {t('announcement.files')}
            </Button>
            {files.length > 0 && (
              <FileLinks
                files={files}
                onDelete={async (f) => setFiles(files.filter((x) => x.fileId !== f.fileId))}
              />
            )}
          </Space>
        </Form.Item>
      </Form>
      <FileUploadDialog
        open={uploading}
        from="announcement"
        onClose={() => setUploading(false)}
        onUploaded={(result) => {
          setFiles([...files, ...result.files.map((f) => ({ fileId: f.id, fileName: f.fileName }))]);
          setUploading(false);
        }}
      />
    </Modal>
  );
}
