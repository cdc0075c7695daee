import { BILL_API } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { randomId } from '#web/shell/request/headers.ts';
import { invoiceApi, invoiceKeys } from './invoice-api.ts';

/** A bill the dialog can put on the invoice. */
export type InvoiceableBill = {
  id: string;
  billNo: string;
  customerId: string;
  total: string;
  currency: string;
};
type Values = {
  customerId?: string;
  billIds?: string[];
  invoiceTitleId?: string;
  taxRate?: string;
  remark?: string;
};

/** The sum of money texts (2 decimals), exact: in cents. */
export function sumMoney(values: readonly string[]): string {
  const cents = values.reduce((s, v) => {
    const [whole = '0', frac = ''] = v.replace('-', '').split('.');
    const c = BigInt(whole) * 100n + BigInt(`${frac}00`.slice(0, 2));
    return s + (v.startsWith('-') ? -c : c);
  }, 0n);
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** The open bills of a customer (the first 200), to choose from. */
const openBills = async (customerId: string): Promise<InvoiceableBill[]> =>
  (await callEndpoint(BILL_API.search, { page: 1, size: 200, criteria: { customerId } })).records;

/**
 * "Issue invoice": the bills (chosen on the bill list, or a customer's open bills chosen here), one of
 * the customer's invoice titles, an optional tax rate and remark; the count and sum of the bills
 * follow the choice. The server checks the rules (one customer, one currency, bills not invoiced).
 * One request key per opening, so a retried click issues one invoice.
 */
export function IssueInvoiceDialog({
  bills: chosen,
  onDone,
  onClose,
}: {
  /** Bills chosen on the bill list; none: the dialog asks for a customer and its bills. */
  bills?: readonly InvoiceableBill[];
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [requestKey] = useState(randomId);
  const fixed = Boolean(chosen?.length);
  const customerId = Form.useWatch('customerId', form) ?? chosen?.[0]?.customerId;
  const billIds = Form.useWatch('billIds', form) ?? [];
  const f = (key: string) => t(`invoice.fields.${key}`);
  const titles = useQuery({
    queryKey: invoiceKeys.titles(customerId ?? ''),
    queryFn: () => invoiceApi.titles(customerId!),
    enabled: Boolean(customerId),
  });
  const bills = useQuery({
    queryKey: invoiceKeys.openBills(customerId ?? ''),
    queryFn: () => openBills(customerId!),
    enabled: Boolean(customerId) && !fixed,
  });
  const options = fixed ? chosen! : (bills.data ?? []);
  const picked = options.filter((b) => billIds.includes(b.id));
  const currencies = [...new Set(picked.map((b) => b.currency))];

  const { busy, submit } = useFormSubmit(form, async (v) => {
    if (!v.billIds?.length || !v.invoiceTitleId) return;
    const made = await invoiceApi.issue({
      billIds: v.billIds,
      invoiceTitleId: v.invoiceTitleId,
      ...(v.taxRate?.trim() ? { taxRate: v.taxRate.trim() } : {}),
      ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
      requestKey,
    });
    void message.success(t('invoice.issued', { invoiceNo: made.invoiceNo }));
    onDone();
    onClose();
  });
  return (
    <Modal
      open
      title={t('invoice.issue')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'invoice-issue-ok' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="invoice-issue-form"
        initialValues={{ customerId: chosen?.[0]?.customerId, billIds: chosen?.map((b) => b.id) }}
        onValuesChange={(changed: Values) => {
          if ('customerId' in changed) form.setFieldsValue({ billIds: [], invoiceTitleId: undefined });
        }}
      >
        <Form.Item name="customerId" label={f('customer')} rules={[rules.required(f('customer'))]}>
          <RefSelect entity="customer" disabled={fixed} data-testid="invoice-issue-customer" />
        </Form.Item>
        <Form.Item
          name="billIds"
          label={t('invoice.chooseBills')}
          rules={[{ ...rules.required(t('invoice.chooseBills')), type: 'array', whitespace: false }]}
        >
          <Select
            mode="multiple"
            disabled={fixed}
            loading={bills.isFetching}
            optionFilterProp="label"
            options={options.map((b) => ({ value: b.id, label: `${b.billNo} · ${b.total} ${b.currency}` }))}
            data-testid="invoice-issue-bills"
          />
        </Form.Item>
        {picked.length > 0 && (
          <Alert
            type={currencies.length > 1 ? 'warning' : 'info'}
            showIcon
            data-testid="invoice-issue-total"
            title={t('invoice.billsTotal', {
              count: picked.length,
              amount: currencies.length > 1 ? '—' : sumMoney(picked.map((b) => b.total)),
              currency: currencies.join(', '),
            })}
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item
          name="invoiceTitleId"
          label={f('invoiceTitle')}
          rules={[rules.required(f('invoiceTitle'))]}
        >
          <Select
            loading={titles.isFetching}
            options={(titles.data ?? []).map((x) => ({ value: x.id, label: `${x.title} (${x.taxNo})` }))}
            data-testid="invoice-issue-title"
          />
        </Form.Item>
        {titles.data?.length === 0 && (
          <Alert type="warning" showIcon title={t('invoice.noTitles')} style={{ marginBottom: 16 }} />
        )}
        <Form.Item
          name="taxRate"
          label={f('taxRate')}
          rules={[{ pattern: /^\d{1,2}(\.\d{1,2})?$|^100$/, message: f('taxRate') }]}
        >
          <Input maxLength={6} data-testid="invoice-issue-tax-rate" />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')} rules={[rules.max(f('remark'), 500)]}>
          <Input.TextArea rows={2} maxLength={500} data-testid="invoice-issue-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
