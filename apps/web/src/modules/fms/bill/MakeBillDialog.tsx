import { useQuery } from '@tanstack/react-query';
import { Alert, App, DatePicker, Form, Input, Modal } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { randomId } from '#web/shell/request/headers.ts';
import { billApi, billKeys } from './bill-api.ts';

type Values = { partyId?: string; period?: [Dayjs | null, Dayjs | null] | null; remark?: string };

/**
 * Who the dialog bills: customers (statement bills) by default, or agents (agent bills, `fms/agent-bill`):
 * the picker's entity, the texts' keys, and the preview and make calls.
 */
export type BillParty = {
  entity: 'customer' | 'agent';
  /** Text keys: the picker's label and the period's hint. */
  labelKey: string;
  hintKey: string;
  queryKey: readonly unknown[];
  preview: (
    partyId: string,
    days: readonly [string, string],
  ) => Promise<{ feeCount: number; total: string; currency: string }>;
  make: (input: {
    partyId: string;
    days: readonly [string, string];
    remark?: string | undefined;
    requestKey: string;
  }) => Promise<{ billNo: string }>;
};

const CUSTOMERS: BillParty = {
  entity: 'customer',
  labelKey: 'bill.fields.customer',
  hintKey: 'bill.periodHint',
  queryKey: billKeys.all,
  preview: billApi.preview,
  make: ({ partyId, ...rest }) => billApi.make({ customerId: partyId, ...rest }),
};

const DAY = 'YYYY-MM-DD';
const lastMonth = (): [Dayjs, Dayjs] => {
  const start = dayjs().subtract(1, 'month').startOf('month');
  return [start, start.endOf('month')];
};

/**
 * "Make bill": a customer (or an agent) and the period's first and last day; the preview (fee count and total of
 * what would be billed) follows the fields; the remark is optional. One request key per opening, so
 * a retried click makes one bill. The period starts as last month (monthly statements).
 */
export function MakeBillDialog({
  customerId: initialParty,
  party = CUSTOMERS,
  onMade,
  onClose,
}: {
  /** The customer (or agent) the list is filtered to, if any. */
  customerId?: string | undefined;
  party?: BillParty;
  onMade: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [requestKey] = useState(randomId);
  const partyId = Form.useWatch('partyId', form);
  const period = Form.useWatch('period', form);
  const days: [string, string] | null =
    period?.[0] && period[1] ? [period[0].format(DAY), period[1].format(DAY)] : null;
  const preview = useQuery({
    queryKey: [...party.queryKey, 'preview', partyId ?? '', days?.[0] ?? '', days?.[1] ?? ''],
    queryFn: () => party.preview(partyId!, days!),
    enabled: Boolean(partyId && days),
    retry: false,
  });

  const { busy, submit } = useFormSubmit(form, async (values) => {
    if (!values.partyId || !values.period?.[0] || !values.period[1]) return;
    const made = await party.make({
      partyId: values.partyId,
      days: [values.period[0].format(DAY), values.period[1].format(DAY)],
      remark: values.remark,
      requestKey,
    });
    void message.success(t('bill.made', { billNo: made.billNo }));
    onMade();
    onClose();
  });
  const p = preview.data;
  return (
    <Modal
      open
      title={t('bill.make')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'bill-make-ok', disabled: p?.feeCount === 0 }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="bill-make-form"
        initialValues={{ partyId: initialParty, period: lastMonth() }}
      >
        <Form.Item name="partyId" label={t(party.labelKey)} rules={[rules.required(t(party.labelKey))]}>
          <RefSelect entity={party.entity} data-testid={`bill-make-${party.entity}`} />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('bill.fields.period')}
          extra={t(party.hintKey)}
          rules={[{ ...rules.required(t('bill.fields.period')), whitespace: false, type: 'array' }]}
        >
          <DatePicker.RangePicker style={{ width: '100%' }} data-testid="bill-make-period" />
        </Form.Item>
        {p && (
          <Alert
            type={p.feeCount ? 'info' : 'warning'}
            showIcon
            data-testid="bill-make-preview"
            title={
              p.feeCount
                ? t('bill.preview', { fees: p.feeCount, total: p.total, currency: p.currency })
                : t('bill.previewNone')
            }
            style={{ marginBottom: 16 }}
          />
        )}
        <Form.Item
          name="remark"
          label={t('bill.fields.remark')}
          rules={[rules.max(t('bill.fields.remark'), 500)]}
        >
          <Input.TextArea rows={2} maxLength={500} data-testid="bill-make-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
