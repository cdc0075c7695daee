import { useQuery } from '@tanstack/react-query';
import { App, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { DecimalInput } from '#web/components/resource/DecimalInput.tsx';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { randomId } from '#web/shell/request/headers.ts';
import { type PaymentBillRow, paymentBillApi } from './payment-bill-api.ts';

type Values = { billId?: string; value?: string | null };
const MONEY = { scale: 2, min: '0.01', max: '9999999999.99' } as const;

/**
 * "Match to a bill": a paid bill's unmatched amount (an advance payment) written off against one of
 * the agent's open bills; the server refuses more than either still holds. One request key per opening.
 */
export function MatchPaymentDialog({
  payment,
  onDone,
  onClose,
}: {
  payment: PaymentBillRow;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [requestKey] = useState(randomId);
  const bills = useQuery({
    queryKey: ['fmsPaymentBill', 'openBills', payment.agentId],
    queryFn: () => paymentBillApi.openBills(payment.agentId),
  });
  const f = (key: string) => t(`paymentBill.fields.${key}`);
  const { busy, submit } = useFormSubmit(form, async (values) => {
    await paymentBillApi.writeOff({
      id: payment.id,
      items: [{ billId: values.billId!, value: values.value! }],
      requestKey,
    });
    void message.success(t('paymentBill.done'));
    onDone();
    onClose();
  });
  return (
    <Modal
      open
      title={`${t('paymentBill.match')} ${payment.paymentNo} · ${payment.unmatched} ${payment.currency}`}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'payment-match-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="payment-match-form">
        <Form.Item name="billId" label={f('bills')} rules={[rules.required(f('bills'))]}>
          <Select
            loading={bills.isFetching}
            options={(bills.data ?? []).map((b) => ({
              value: b.id,
              label: `${b.billNo} · ${b.unwritten} ${b.currency}`,
            }))}
            data-testid="payment-match-bill"
          />
        </Form.Item>
        <Form.Item name="value" label={f('value')} rules={[rules.required(f('value'))]}>
          <DecimalInput field={MONEY} data-testid="payment-match-value" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
