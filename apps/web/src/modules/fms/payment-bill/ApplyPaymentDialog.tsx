import type { FileRef } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { DecimalInput } from '#web/components/resource/DecimalInput.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { FilesInput } from '#web/components/upload/FilesInput.tsx';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { randomId } from '#web/shell/request/headers.ts';
import { paymentBillApi } from './payment-bill-api.ts';

type Values = {
  agentId?: string;
  billIds?: string[];
  value?: string | null;
  currency?: string;
  payeeAccount?: string;
  expectedPayTime?: Dayjs | null;
  files?: FileRef[];
  remark?: string;
};

const MONEY = { scale: 2, min: '0.01', max: '9999999999.99' } as const;

/**
 * "Apply for payment": an agent, its open bills (the currency follows them) or an amount (an advance
 * payment), the payee account, expected pay time, files and a remark. One request key per opening.
 */
export function ApplyPaymentDialog({
  agentId,
  onDone,
  onClose,
}: {
  agentId?: string | undefined;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [requestKey] = useState(randomId);
  const agent = Form.useWatch('agentId', form);
  const bills = useQuery({
    queryKey: ['fmsPaymentBill', 'openBills', agent],
    queryFn: () => paymentBillApi.openBills(agent!),
    enabled: Boolean(agent),
  });
  const f = (key: string) => t(`paymentBill.fields.${key}`);

  const { busy, submit } = useFormSubmit(form, async (values) => {
    const billIds = values.billIds ?? [];
    if (!billIds.length && !values.value) {
      void message.error(t('paymentBill.needsBillsOrValue'));
      return;
    }
    const made = await paymentBillApi.apply({
      agentId: values.agentId!,
      billIds,
      ...(values.value ? { value: values.value } : {}),
      currency: values.currency!,
      payeeAccount: values.payeeAccount!.trim(),
      ...(values.expectedPayTime ? { expectedPayTime: values.expectedPayTime.toISOString() } : {}),
      fileIds: (values.files ?? []).map((x) => x.fileId),
      ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
      requestKey,
    });
    void message.success(t('paymentBill.applied', { paymentNo: made.paymentNo }));
    onDone();
    onClose();
  });

  const onBills = (ids: string[]) => {
    const chosen = (bills.data ?? []).filter((b) => ids.includes(b.id));
    if (chosen[0]) form.setFieldValue('currency', chosen[0].currency);
  };

  return (
    <Modal
      open
      title={t('paymentBill.apply')}
      width={640}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'payment-apply-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ agentId, currency: 'RMB' }}
        data-testid="payment-apply-form"
      >
        <Form.Item name="agentId" label={f('agent')} rules={[rules.required(f('agent'))]}>
          <RefSelect entity="agent" data-testid="payment-apply-agent" />
        </Form.Item>
        <Form.Item name="billIds" label={f('bills')}>
          <Select
            mode="multiple"
            allowClear
            loading={bills.isFetching}
            onChange={onBills}
            options={(bills.data ?? []).map((b) => ({
              value: b.id,
              label: `${b.billNo} · ${b.unwritten} ${b.currency}`,
            }))}
            data-testid="payment-apply-bills"
          />
        </Form.Item>
        <Form.Item name="value" label={f('value')} extra={t('paymentBill.valueHint')}>
          <DecimalInput field={MONEY} data-testid="payment-apply-value" />
        </Form.Item>
        <Form.Item name="currency" label={f('currency')} rules={[rules.required(f('currency'))]}>
          <Input maxLength={3} data-testid="payment-apply-currency" />
        </Form.Item>
        <Form.Item
          name="payeeAccount"
          label={f('payeeAccount')}
          rules={[rules.required(f('payeeAccount')), rules.max(f('payeeAccount'), 200)]}
        >
          <Input data-testid="payment-apply-payee" />
        </Form.Item>
        <Form.Item name="expectedPayTime" label={f('expectedPayTime')}>
          <DatePicker data-testid="payment-apply-expected" />
        </Form.Item>
        <Form.Item name="files" label={f('files')}>
          <FilesInput testId="payment-apply-files" config={{ max: 10 }} lang={lang} disabled={busy} />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')} rules={[rules.max(f('remark'), 500)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid="payment-apply-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
