import { App, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { type InvoiceRow, invoiceApi } from './invoice-api.ts';

/** "Cancel invoice": a confirmation naming it and the reason, required; its bills are freed. */
export function CancelInvoiceDialog({
  invoice,
  onDone,
  onClose,
}: {
  invoice: Pick<InvoiceRow, 'id' | 'invoiceNo'>;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ reason?: string }>();
  const label = t('invoice.fields.cancelReason');
  const { busy, submit } = useFormSubmit(form, async (v) => {
    await invoiceApi.cancel(invoice.id, (v.reason ?? '').trim());
    void message.success(t('invoice.cancelledDone'));
    onDone();
    onClose();
  });
  return (
    <Modal
      open
      title={t('invoice.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ danger: true, 'data-testid': 'invoice-cancel-ok' }}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t('invoice.cancelConfirm', { invoiceNo: invoice.invoiceNo })}
      </Typography.Paragraph>
      <Form form={form} layout="vertical" data-testid="invoice-cancel-form">
        <Form.Item name="reason" label={label} rules={[rules.required(label), rules.max(label, 200)]}>
          <Input.TextArea rows={2} maxLength={200} data-testid="invoice-cancel-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
