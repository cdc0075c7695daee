import { Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** How many waybills are rejected; the dialog is open while above zero. */
  count: number;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
};

/** Asks the reason of a weight rejection (required, at most 500 characters). */
export function RejectDialog({ count, busy, onCancel, onReject }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  useEffect(() => {
    if (count > 0) form.resetFields();
  }, [count, form]);
  return (
    <Modal
      open={count > 0}
      title={t('scan.weight.rejectTitle', { count })}
      okText={t('scan.weight.reject')}
      okButtonProps={{ danger: true, loading: busy, 'data-testid': 'weight-reject-ok' }}
      onCancel={onCancel}
      onOk={() =>
        void form
          .validateFields()
          .then((v) => onReject(v.reason.trim()))
          .catch(() => undefined)
      }
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('scan.weight.rejectReason')}
          rules={[{ required: true, whitespace: true, message: t('scan.weight.rejectReasonRequired') }]}
        >
          <Input.TextArea autoFocus rows={3} maxLength={500} showCount data-testid="weight-reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
