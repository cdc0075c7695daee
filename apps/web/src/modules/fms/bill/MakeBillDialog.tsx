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

type Values = { customerId?: string; period?: [Dayjs | null, Dayjs | null] | null; remark?: string };

const DAY = 'YYYY-MM-DD';
const lastMonth = (): [Dayjs, Dayjs] => {
  const start = dayjs().subtract(1, 'month').startOf('month');
  return [start, start.endOf('month')];
};

/**
 * "Make bill": a customer and the period's first and last day; the preview (fee count and total of
 * what would be billed) follows the fields; the remark is optional. One request key per opening, so
 * a retried click makes one bill. The period starts as last month (monthly statements).
 */
export function MakeBillDialog({
  customerId: initialCustomer,
  onMade,
  onClose,
}: {
  /** The customer the list is filtered to, if any. */
  customerId?: string | undefined;
  onMade: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [requestKey] = useState(randomId);
  const customerId = Form.useWatch('customerId', form);
  const period = Form.useWatch('period', form);
  const days: [string, string] | null =
    period?.[0] && period[1] ? [period[0].format(DAY), period[1].format(DAY)] : null;
  const preview = useQuery({
    queryKey: billKeys.preview(customerId ?? '', days?.[0] ?? '', days?.[1] ?? ''),
    queryFn: () => billApi.preview(customerId!, days!),
    enabled: Boolean(customerId && days),
    retry: false,
  });

  const { busy, submit } = useFormSubmit(form, async (values) => {
    if (!values.customerId || !values.period?.[0] || !values.period[1]) return;
    const made = await billApi.make({
      customerId: values.customerId,
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
        initialValues={{ customerId: initialCustomer, period: lastMonth() }}
      >
        <Form.Item
          name="customerId"
          label={t('bill.fields.customer')}
          rules={[rules.required(t('bill.fields.customer'))]}
        >
          <RefSelect entity="customer" data-testid="bill-make-customer" />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('bill.fields.period')}
          extra={t('bill.periodHint')}
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
