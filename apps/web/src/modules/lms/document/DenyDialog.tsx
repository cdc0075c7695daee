import { App, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentApi } from './document-api.ts';

type Props = { ids: string[] | null; onClose: () => void; onDenied: () => Promise<void> | void };

/** Denies the document audit of waybills with a reason (status → documentAuditDenied). */
export function DenyDialog({ ids, onClose, onDenied }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const { reason } = values;
    setBusy(true);
    try {
      await documentApi.audit({ ids: ids ?? [], pass: false, reason });
      void message.success(t('documents.deniedOk'));
      form.resetFields();
      onClose();
      await onDenied();
    } catch {
      // told already
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={Boolean(ids)}
      title={t('documents.denyTitle', { count: ids?.length ?? 0 })}
      okText={t('documents.deny')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'deny-ok' }}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('documents.denyReason')}
          rules={[{ required: true, whitespace: true, message: t('documents.reasonRequired') }]}
        >
          <Input.TextArea maxLength={500} autoSize={{ minRows: 3 }} autoFocus data-testid="deny-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
