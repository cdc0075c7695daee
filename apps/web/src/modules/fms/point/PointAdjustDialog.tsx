import { App, Form, Input, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { pointApi } from './point-api.ts';

type Values = { customerId: string; points: number; reason: string };

/** Staff adjustment of a customer's points: whole points, never zero, a reason required. */
export function PointAdjustDialog({
  customerId,
  onDone,
  onClose,
}: {
  customerId?: string;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const customer = t('point.customer');
  const points = t('point.points');
  const reason = t('point.reason');
  const { busy, submit } = useFormSubmit(form, async (values) => {
    const after = await pointApi.adjust({ ...values, reason: values.reason.trim() });
    void message.success(t('point.adjusted', { points: after.points }));
    onDone();
    onClose();
  });
  return (
    <Modal
      open
      title={t('point.adjust')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'point-adjust-ok' }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('point.adjustHint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" initialValues={{ customerId }}>
        <Form.Item name="customerId" label={customer} rules={[rules.required(customer)]}>
          <RefSelect entity="customer" />
        </Form.Item>
        <Form.Item
          name="points"
          label={points}
          rules={[
            rules.required(points),
            {
              validator: (_, v) =>
                v === 0 ? Promise.reject(new Error(t('point.adjustHint'))) : Promise.resolve(),
            },
          ]}
        >
          <InputNumber
            precision={0}
            min={-100_000_000}
            max={100_000_000}
            style={{ width: '100%' }}
            data-testid="point-adjust-points"
          />
        </Form.Item>
        <Form.Item name="reason" label={reason} rules={[rules.required(reason), rules.max(reason, 200)]}>
          <Input.TextArea rows={2} maxLength={200} data-testid="point-adjust-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
