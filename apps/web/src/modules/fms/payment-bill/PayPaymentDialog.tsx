import { App, DatePicker, Form, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { useCashAccounts } from '#web/modules/fms/account-flow/index.ts';
import { useLockedMonths } from '#web/modules/fms/lock-record/index.ts';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { randomId } from '#web/shell/request/headers.ts';
import { type PaymentBillRow, paymentBillApi } from './payment-bill-api.ts';

type Values = { cashAccountId?: string; payTime?: Dayjs | null };

/**
 * "Pay": an enabled cash account in the payment's currency (from the account balances) and the pay
 * time (locked months blocked; empty: now). One request key per opening, so a repeated OK pays once.
 */
export function PayPaymentDialog({
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
  const { disabledDate } = useLockedMonths();
  const [form] = Form.useForm<Values>();
  const [requestKey] = useState(randomId);
  const accounts = useCashAccounts();
  const f = (key: string) => t(`paymentBill.fields.${key}`);
  const options = (accounts.data ?? [])
    .filter((a) => a.enabled && a.currency === payment.currency)
    .map((a) => ({
      value: a.accountId,
      label: t('accountFlow.accountOption', { name: a.name, currency: a.currency, balance: a.balance }),
    }));

  const { busy, submit } = useFormSubmit(form, async (values) => {
    await paymentBillApi.pay({
      id: payment.id,
      cashAccountId: values.cashAccountId!,
      ...(values.payTime ? { payTime: values.payTime.toISOString() } : {}),
      requestKey,
    });
    void message.success(t('paymentBill.paid', { paymentNo: payment.paymentNo }));
    onDone();
    onClose();
  });

  return (
    <Modal
      open
      title={`${t('paymentBill.pay')} ${payment.paymentNo} · ${payment.value} ${payment.currency}`}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'payment-pay-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="payment-pay-form">
        <Form.Item name="cashAccountId" label={f('payerAccount')} rules={[rules.required(f('payerAccount'))]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={accounts.isFetching}
            options={options}
            data-testid="payment-pay-account"
          />
        </Form.Item>
        <Form.Item name="payTime" label={f('payTime')}>
          <DatePicker
            disabledDate={disabledDate}
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            data-testid="payment-pay-time"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
