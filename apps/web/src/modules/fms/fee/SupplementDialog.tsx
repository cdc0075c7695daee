import { FeeStatus, type WaybillFeeRow } from '@freightdesk/domain';
import { App, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { feeApi } from './fee-api.ts';
import { moneyRules, subjectLabel } from './fee-form.ts';

type Values = { id: string; amount: string; reason: string };

/** A supplement to one of the waybill's unbilled fee lines: the amount added, a reason required. */
export function SupplementDialog({
  fees,
  onDone,
  onClose,
}: {
  fees: readonly WaybillFeeRow[];
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const open = fees.filter((f) => f.status < FeeStatus.billed && !f.writeOffValue);
  const submit = async () => {
    // an invalid form shows its messages on the fields
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setBusy(true);
    try {
      await feeApi.supplement(values);
      void message.success(t('lmsFeeCalc.supplemented'));
      onDone();
      onClose();
    } catch {
      // the request layer showed the refusal
    } finally {
      setBusy(false);
    }
  };
  const subject = t('lmsFeeCalc.subject');
  const amount = t('lmsFeeCalc.amount');
  const reason = t('lmsFeeCalc.reason');
  return (
    <Modal
      open
      title={t('lmsFeeCalc.supplement')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'fee-supplement-ok' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="id" label={subject} rules={[rules.required(subject)]}>
          <Select
            data-testid="fee-supplement-subject"
            options={open.map((f) => ({
              value: f.id,
              label: `${subjectLabel(f.subjectName, lang)} · ${f.currency} ${f.value}`,
            }))}
            notFoundContent={t('lmsFeeCalc.noOpenFees')}
          />
        </Form.Item>
        <Form.Item name="amount" label={amount} rules={moneyRules(amount)} extra={t('lmsFeeCalc.amountHint')}>
          <Input data-testid="fee-supplement-amount" inputMode="decimal" />
        </Form.Item>
        <Form.Item name="reason" label={reason} rules={[rules.required(reason), rules.max(reason, 500)]}>
          <Input.TextArea data-testid="fee-supplement-reason" rows={2} maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
