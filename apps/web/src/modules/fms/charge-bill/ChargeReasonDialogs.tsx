import { refundFits } from '@freightdesk/domain';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { DecimalInput } from '#web/components/resource/DecimalInput.tsx';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { type ChargeRecord, chargeBillApi, newRequestKey } from './charge-bill-api.ts';

type Props = { row: ChargeRecord | null; onClose: () => void; onDone: () => void };
const MONEY = { scale: 2, min: '0.01', max: '9999999999.99' } as const;

/** Reject a registered receipt: the reason is required. */
export function RejectChargeDialog({ row, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const close = () => {
    form.resetFields();
    onClose();
  };
  const { busy: saving, submit } = useFormSubmit(form, async (values) => {
    if (!row) return;
    await chargeBillApi.reject(row.id, values.reason.trim());
    onDone();
    close();
  });
  return (
    <Modal
      open={row !== null}
      title={`${t('chargeBill.reject')} ${row?.chargeNo ?? ''}`}
      onCancel={close}
      onOk={() => void submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'charge-reject-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="reason"
          label={t('chargeBill.rejectReason')}
          rules={[rules.required(t('chargeBill.rejectReason')), rules.max(t('chargeBill.rejectReason'), 500)]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid="charge-reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/** Refund a confirmed receipt: at most its unmatched value, with a reason; one request key per opening. */
export function RefundChargeDialog({ row, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ value: string | null; reason: string }>();
  const [requestKey, setRequestKey] = useState(newRequestKey);
  useEffect(() => {
    if (row) setRequestKey(newRequestKey());
  }, [row]);
  const close = () => {
    form.resetFields();
    onClose();
  };
  const { busy: saving, submit } = useFormSubmit(form, async (values) => {
    if (!row) return;
    await chargeBillApi.refund({
      id: row.id,
      value: values.value!,
      reason: values.reason.trim(),
      requestKey,
    });
    onDone();
    close();
  });
  const currency = row?.settlementCurrency ?? row?.currency ?? '';
  return (
    <Modal
      open={row !== null}
      title={`${t('chargeBill.refund')} ${row?.chargeNo ?? ''}`}
      onCancel={close}
      onOk={() => void submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'charge-refund-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item
          name="value"
          label={t('chargeBill.refundValue')}
          extra={t('chargeBill.refundMax', { max: row?.unmatched ?? '0', currency })}
          rules={[
            rules.required(t('chargeBill.refundValue')),
            {
              validator: async (_, v: string | null) => {
                if (v && row && !refundFits(v, row.unmatched)) throw new Error(t('chargeBill.refundOver'));
              },
            },
          ]}
        >
          <DecimalInput field={MONEY} data-testid="charge-refund-value" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('chargeBill.reason')}
          rules={[rules.required(t('chargeBill.reason')), rules.max(t('chargeBill.reason'), 500)]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid="charge-refund-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
