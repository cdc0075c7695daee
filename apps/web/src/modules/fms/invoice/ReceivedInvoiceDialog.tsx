import type { FileRef } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, DatePicker, Form, Input, Modal, Select } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { DecimalInput } from '#web/components/resource/DecimalInput.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { FilesInput } from '#web/components/upload/FilesInput.tsx';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { randomId } from '#web/shell/request/headers.ts';
import { sumMoney } from './IssueInvoiceDialog.tsx';
import { receivedInvoiceApi, receivedInvoiceKeys } from './received-invoice-api.ts';

const MONEY = { scale: 2, min: '0.01', max: '9999999999.99' } as const;
const TAX = { scale: 2, min: '0', max: '9999999999.99' } as const;

type Values = {
  agentId?: string;
  invoiceNo?: string;
  invoiceDate?: Dayjs;
  billIds?: string[];
  parts?: Record<string, string | undefined>;
  amount?: string;
  taxRate?: string;
  taxAmount?: string;
  files?: FileRef[];
  remark?: string;
};

/**
 * "Record invoice": the agent, its invoice number and date, the agent's open bills it covers with the
 * part of each (what is left to invoice at first), the amount (the parts' sum at first), tax rate or
 * tax, files and a remark. The server checks that no bill is invoiced beyond its total. One request
 * key per opening.
 */
export function ReceivedInvoiceDialog({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [requestKey] = useState(randomId);
  const agentId = Form.useWatch('agentId', form);
  const billIds = Form.useWatch('billIds', form) ?? [];
  const parts = Form.useWatch('parts', form);
  const f = (key: string) => t(`receivedInvoice.fields.${key}`);
  const bills = useQuery({
    queryKey: receivedInvoiceKeys.bills(agentId ?? ''),
    queryFn: () => receivedInvoiceApi.bills(agentId!),
    enabled: Boolean(agentId),
  });
  const options = bills.data ?? [];
  const picked = options.filter((b) => billIds.includes(b.billId));
  const currency = [...new Set(picked.map((b) => b.currency))].join(', ');
  const partsSum = (parts: Values['parts'], ids: readonly string[]) =>
    sumMoney(ids.map((id) => parts?.[id] || '0'));

  const { busy, submit } = useFormSubmit(form, async (v) => {
    if (!v.agentId || !v.invoiceNo || !v.invoiceDate || !v.billIds?.length || !v.amount) return;
    await receivedInvoiceApi.record({
      agentId: v.agentId,
      invoiceNo: v.invoiceNo.trim(),
      invoiceDate: v.invoiceDate.format('YYYY-MM-DD'),
      amount: v.amount,
      bills: v.billIds.map((billId) => ({ billId, value: v.parts?.[billId] ?? '0' })),
      fileIds: (v.files ?? []).map((x) => x.fileId),
      ...(v.taxRate?.trim() ? { taxRate: v.taxRate.trim() } : {}),
      ...(v.taxAmount ? { taxAmount: v.taxAmount } : {}),
      ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
      requestKey,
    });
    void message.success(t('receivedInvoice.recorded', { invoiceNo: v.invoiceNo.trim() }));
    onDone();
    onClose();
  });
  return (
    <Modal
      open
      width={640}
      title={t('receivedInvoice.record')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'received-invoice-ok' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="received-invoice-form"
        initialValues={{ invoiceDate: dayjs() }}
        onValuesChange={(changed: Values, all: Values) => {
          if ('agentId' in changed) form.setFieldsValue({ billIds: [], parts: {}, amount: undefined });
          if ('billIds' in changed) {
            const parts = { ...all.parts };
            for (const id of changed.billIds ?? []) parts[id] ??= options.find((b) => b.billId === id)?.left;
            form.setFieldsValue({ parts, amount: partsSum(parts, changed.billIds ?? []) });
          }
          if ('parts' in changed) form.setFieldsValue({ amount: partsSum(all.parts, all.billIds ?? []) });
        }}
      >
        <Form.Item name="agentId" label={f('agent')} rules={[rules.required(f('agent'))]}>
          <RefSelect entity="agent" data-testid="received-invoice-agent" />
        </Form.Item>
        <Form.Item
          name="invoiceNo"
          label={f('invoiceNo')}
          rules={[rules.required(f('invoiceNo')), rules.max(f('invoiceNo'), 50)]}
        >
          <Input maxLength={50} data-testid="received-invoice-no" />
        </Form.Item>
        <Form.Item
          name="invoiceDate"
          label={f('invoiceDate')}
          rules={[{ ...rules.required(f('invoiceDate')), type: 'object', whitespace: false }]}
        >
          <DatePicker format="YYYY-MM-DD" data-testid="received-invoice-date" />
        </Form.Item>
        <Form.Item
          name="billIds"
          label={f('agentBills')}
          rules={[{ ...rules.required(f('agentBills')), type: 'array', whitespace: false }]}
        >
          <Select
            mode="multiple"
            loading={bills.isFetching}
            optionFilterProp="label"
            options={options.map((b) => ({
              value: b.billId,
              label: t('receivedInvoice.billLine', b),
              disabled: Number(b.left) <= 0 && !billIds.includes(b.billId),
            }))}
            data-testid="received-invoice-bills"
          />
        </Form.Item>
        {picked.map((b) => (
          <Form.Item
            key={b.billId}
            name={['parts', b.billId]}
            label={`${b.billNo} · ${f('coveredValue')} (${f('left')} ${b.left} ${b.currency})`}
            rules={[rules.required(f('coveredValue'))]}
          >
            <DecimalInput field={MONEY} data-testid={`received-invoice-part-${b.billNo}`} />
          </Form.Item>
        ))}
        <Form.Item
          name="amount"
          label={currency ? `${f('amount')} (${currency})` : f('amount')}
          rules={[rules.required(f('amount'))]}
        >
          <DecimalInput field={MONEY} data-testid="received-invoice-amount" />
        </Form.Item>
        {picked.length > 0 && (
          <Alert
            type="info"
            showIcon
            data-testid="received-invoice-parts-total"
            title={t('receivedInvoice.partsTotal', {
              amount: partsSum(parts, billIds),
              currency,
            })}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item
          name="taxRate"
          label={f('taxRate')}
          rules={[{ pattern: /^\d{1,2}(\.\d{1,2})?$|^100$/, message: f('taxRate') }]}
        >
          <Input maxLength={6} data-testid="received-invoice-tax-rate" />
        </Form.Item>
        <Form.Item name="taxAmount" label={f('taxAmount')}>
          <DecimalInput field={TAX} data-testid="received-invoice-tax" />
        </Form.Item>
        <Form.Item name="files" label={f('files')}>
          <FilesInput testId="received-invoice-files" config={{ max: 10 }} lang={lang} disabled={busy} />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')} rules={[rules.max(f('remark'), 500)]}>
          <Input.TextArea rows={2} maxLength={500} data-testid="received-invoice-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
