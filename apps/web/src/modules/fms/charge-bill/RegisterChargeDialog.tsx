import type { FileRef } from '@freightdesk/domain';
import { App, DatePicker, Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { DecimalInput } from '#web/components/resource/DecimalInput.tsx';
import { DictSelect } from '#web/components/resource/DictSelect.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { FilesInput } from '#web/components/upload/FilesInput.tsx';
import { useLockedMonths } from '#web/modules/fms/lock-record/index.ts';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { chargeBillApi, newRequestKey } from './charge-bill-api.ts';

type Props = {
  open: boolean;
  /** Staff pick the customer (none = unclaimed) and the receiving account; a customer registers its own. */
  staff: boolean;
  onClose: () => void;
  onRegistered: () => void;
};

type Values = {
  customerId?: string;
  value?: string | null;
  currency?: string;
  payTime?: Dayjs | null;
  ownAccountId?: string;
  certificates?: FileRef[];
  remark?: string;
};

const MONEY = { scale: 2, min: '0.01', max: '9999999999.99' } as const;

/**
 * Register a receipt: customer (staff, optional: none leaves it unclaimed), value, currency, pay
 * time, receiving account (staff), payment certificates and remark. One request key per opening, so
 * a repeated OK registers once.
 */
export function RegisterChargeDialog({ open, staff, onClose, onRegistered }: Props) {
  const { t } = useTranslation();
  const { disabledDate } = useLockedMonths();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [requestKey, setRequestKey] = useState(newRequestKey);
  useEffect(() => {
    if (open) setRequestKey(newRequestKey());
  }, [open]);

  const close = () => {
    form.resetFields();
    onClose();
  };
  const { busy: saving, submit } = useFormSubmit(form, async (values) => {
    const answer = await chargeBillApi.register({
      customerId: staff ? values.customerId : undefined,
      value: values.value!,
      currency: values.currency!,
      payTime: values.payTime ? values.payTime.toISOString() : undefined,
      ownAccountId: staff ? values.ownAccountId : undefined,
      certificateFileIds: (values.certificates ?? []).map((f) => f.fileId),
      remark: values.remark?.trim() || undefined,
      requestKey,
    });
    void message.success(t('chargeBill.registered', { chargeNo: answer.chargeNo }));
    onRegistered();
    close();
  });

  return (
    <Modal
      open={open}
      title={t('chargeBill.register')}
      width={640}
      onCancel={close}
      onOk={() => void submit()}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'charge-register-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" preserve={false}>
        {staff && (
          <Form.Item name="customerId" label={t('chargeBill.customer')} extra={t('chargeBill.customerHint')}>
            <RefSelect entity="customer" data-testid="charge-customer" />
          </Form.Item>
        )}
        <Form.Item name="value" label={t('chargeBill.value')} rules={[rules.required(t('chargeBill.value'))]}>
          <DecimalInput field={MONEY} data-testid="charge-value" />
        </Form.Item>
        <Form.Item
          name="currency"
          label={t('chargeBill.currency')}
          rules={[rules.required(t('chargeBill.currency'))]}
        >
          <DictSelect dictionary="currency" data-testid="charge-currency" />
        </Form.Item>
        <Form.Item name="payTime" label={t('chargeBill.payTime')}>
          <DatePicker
            disabledDate={disabledDate}
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            data-testid="charge-pay-time"
          />
        </Form.Item>
        {staff && (
          <Form.Item name="ownAccountId" label={t('chargeBill.ownAccount')}>
            <RefSelect entity="cashAccount" data-testid="charge-own-account" />
          </Form.Item>
        )}
        <Form.Item name="certificates" label={t('chargeBill.certificates')}>
          <FilesInput testId="charge-certificates" config={{ max: 10 }} lang={lang} disabled={saving} />
        </Form.Item>
        <Form.Item
          name="remark"
          label={t('chargeBill.remark')}
          rules={[rules.max(t('chargeBill.remark'), 500)]}
        >
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid="charge-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
