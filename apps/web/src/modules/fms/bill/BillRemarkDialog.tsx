import { App, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { type BillRow, billApi } from './bill-api.ts';

/** Sets a bill's remark (an empty text clears it). */
export function BillRemarkDialog({
  bill,
  save = billApi.remark,
  onDone,
  onClose,
}: {
  bill: Pick<BillRow, 'id' | 'billNo' | 'remark'>;
  /** Saves the remark: a statement bill's by default (agent bills pass theirs). */
  save?: (id: string, remark: string) => Promise<unknown>;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ remark?: string }>();
  const { busy, submit } = useFormSubmit(form, async (values) => {
    await save(bill.id, values.remark?.trim() ?? '');
    void message.success(t('bill.remarkSaved'));
    onDone();
    onClose();
  });
  return (
    <Modal
      open
      title={`${t('bill.fields.remark')} · ${bill.billNo}`}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'bill-remark-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ remark: bill.remark ?? '' }}>
        <Form.Item
          name="remark"
          label={t('bill.fields.remark')}
          rules={[rules.max(t('bill.fields.remark'), 500)]}
        >
          <Input.TextArea rows={3} maxLength={500} data-testid="bill-remark-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
