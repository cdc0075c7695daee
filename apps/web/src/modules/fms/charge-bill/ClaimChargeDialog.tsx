import { App, Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { type ChargeRecord, chargeBillApi } from './charge-bill-api.ts';

type Props = { row: ChargeRecord | null; onClose: () => void; onClaimed: () => void };

/** Claim an unclaimed receipt for a customer (the customer is required). */
export function ClaimChargeDialog({ row, onClose, onClaimed }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ customerId: string }>();
  const close = () => {
    form.resetFields();
    onClose();
  };
  const { busy: saving, submit } = useFormSubmit(form, async (values) => {
    if (!row) return;
    await chargeBillApi.claim(row.id, values.customerId);
    void message.success(t('chargeBill.claimed', { chargeNo: row.chargeNo }));
    onClaimed();
    close();
  });
  return (
    <Modal
      open={row !== null}
      title={t('chargeBill.claimTitle', { chargeNo: row?.chargeNo ?? '' })}
      onCancel={close}
      onOk={() => void submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'charge-claim-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="customerId"
          label={t('chargeBill.customer')}
          rules={[rules.required(t('chargeBill.customer'))]}
        >
          <RefSelect entity="customer" data-testid="charge-claim-customer" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
