import { FEE_KINDS, type FeeInsertPayload } from '@freightdesk/domain';
import { App, Form, Input, Modal, Radio, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { feeApi } from './fee-api.ts';
import { CURRENCIES, moneyRules } from './fee-form.ts';

type Values = Pick<FeeInsertPayload, 'kind' | 'subjectName' | 'currency' | 'innerRemark' | 'outerRemark'> & {
  value: string;
};

/** A manual fee line on the waybill (kept by every recalculation). */
export function AddFeeDialog({
  waybillId,
  onDone,
  onClose,
}: {
  waybillId: string;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    // an invalid form shows its messages on the fields
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await feeApi.insert({ ...values, waybillId });
      void message.success(t('lmsFeeCalc.added'));
      onDone();
      onClose();
    } catch {
      // the request layer showed the refusal
    } finally {
      setBusy(false);
    }
  };
  const subject = t('lmsFeeCalc.subject');
  const value = t('lmsFeeCalc.value');
  return (
    <Modal
      open
      title={t('lmsFeeCalc.addFee')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'fee-add-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ kind: 'customer', currency: CURRENCIES[0] }}>
        <Form.Item name="kind" label={t('lmsFeeCalc.kind')}>
          <Radio.Group
            options={FEE_KINDS.map((k) => ({ value: k, label: t(`lmsFeeCalc.kinds.${k}`) }))}
            optionType="button"
          />
        </Form.Item>
        <Form.Item
          name="subjectName"
          label={subject}
          rules={[rules.required(subject), rules.max(subject, 100)]}
        >
          <Input data-testid="fee-add-subject" maxLength={100} />
        </Form.Item>
        <Form.Item name="value" label={value} rules={moneyRules(value)}>
          <Input data-testid="fee-add-value" inputMode="decimal" />
        </Form.Item>
        <Form.Item name="currency" label={t('lmsFeeCalc.currency')}>
          <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
        </Form.Item>
        <Form.Item
          name="innerRemark"
          label={t('lmsFeeCalc.innerRemark')}
          rules={[rules.max(t('lmsFeeCalc.innerRemark'), 500)]}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.Item
          name="outerRemark"
          label={t('lmsFeeCalc.outerRemark')}
          rules={[rules.max(t('lmsFeeCalc.outerRemark'), 500)]}
        >
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
