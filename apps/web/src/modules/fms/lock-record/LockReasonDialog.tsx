import { Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { rules } from '#web/shell/i18n/form-rules.ts';

/**
 * The reason of a lock (optional) or an unlock (required): answers it to `onOk`, which does the call;
 * the dialog stays open while it runs and when it fails (the request layer told the user why).
 */
export function LockReasonDialog({
  month,
  unlock,
  onOk,
  onClose,
}: {
  month: string;
  unlock: boolean;
  onOk: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const reason = t('lockRecord.reason');
  const { busy, submit } = useFormSubmit(form, async (values) => {
    await onOk(values.reason?.trim() ?? '');
    onClose();
  });
  return (
    <Modal
      open
      title={t(unlock ? 'lockRecord.unlockTitle' : 'lockRecord.lockTitle', { month })}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'lock-reason-ok', danger: unlock }}
      destroyOnHidden
    >
      {!unlock && <Typography.Paragraph type="secondary">{t('lockRecord.lockHint')}</Typography.Paragraph>}
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={reason}
          rules={[...(unlock ? [rules.required(reason)] : []), rules.max(reason, 200)]}
        >
          <Input.TextArea data-testid="lock-reason" rows={3} maxLength={200} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
