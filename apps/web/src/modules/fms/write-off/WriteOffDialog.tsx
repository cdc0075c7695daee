import { writeOffAmountProblem } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { App, Form, Modal, Radio, Select, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { DecimalInput } from '#web/components/resource/DecimalInput.tsx';
import { randomId } from '#web/shell/request/headers.ts';
import { writeOffApi, writeOffKeys } from './write-off-api.ts';

/** The bill a write-off is made from (a statement-bill row). */
export type WriteOffBill = {
  id: string;
  billNo: string;
  customerId: string;
  unwritten: string;
  currency: string;
};

type Source = 'oldest' | 'receipt';
type Values = { value: string | null; source: Source; chargeId?: string };

const MONEY = { scale: 2, min: '0.01', max: '9999999999.99' };

/**
 * "Write off" from a bill: the amount (the unwritten amount at first, never more) drawn from one
 * chosen confirmed receipt of the customer with something unmatched, or from its unmatched receipts
 * oldest first. One request key per opening, so a retried click writes off once.
 */
export function WriteOffDialog({
  bill,
  onDone,
  onClose,
}: {
  bill: WriteOffBill;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [requestKey] = useState(randomId);
  const source = Form.useWatch('source', form);
  const receipts = useQuery({
    queryKey: writeOffKeys.receipts(bill.customerId),
    queryFn: () => writeOffApi.openReceipts(bill.customerId),
  });
  const chosen = (id: string | undefined) => receipts.data?.find((r) => r.id === id);

  const amountRule = {
    validator: async (_: unknown, value: string | null) => {
      const problem = writeOffAmountProblem(value ?? '', bill.unwritten);
      if (problem) throw new Error(t(`writeOff.problem.${problem}`, { max: bill.unwritten }));
      const receipt = chosen(form.getFieldValue('chargeId'));
      if (
        form.getFieldValue('source') === 'receipt' &&
        receipt &&
        writeOffAmountProblem(value ?? '', receipt.unmatched)
      )
        throw new Error(t('writeOff.problem.overReceipt', { max: receipt.unmatched }));
    },
  };
  const { busy, submit } = useFormSubmit(form, async (values) => {
    if (!values.value) return;
    const made = await writeOffApi.make({
      billId: bill.id,
      customerId: bill.customerId,
      value: values.value,
      ...(values.source === 'receipt' && values.chargeId ? { chargeId: values.chargeId } : {}),
      requestKey,
    });
    void message.success(t('writeOff.made', { code: made.code }));
    onDone();
    onClose();
  });
  return (
    <Modal
      open
      title={`${t('writeOff.make')} · ${bill.billNo}`}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'write-off-ok' }}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={{ value: bill.unwritten, source: 'oldest' }}
        data-testid="write-off-form"
      >
        <Form.Item
          name="value"
          label={`${t('writeOff.value')} (${bill.currency})`}
          extra={t('writeOff.unwrittenHint', { max: bill.unwritten, currency: bill.currency })}
          rules={[amountRule]}
          dependencies={['chargeId', 'source']}
        >
          <DecimalInput field={MONEY} data-testid="write-off-value" />
        </Form.Item>
        <Form.Item name="source" label={t('writeOff.source')}>
          <Radio.Group data-testid="write-off-source">
            <Space orientation="vertical">
              <Radio value="oldest" data-testid="write-off-source-oldest">
                {t('writeOff.sources.oldest')}
              </Radio>
              <Radio value="receipt" data-testid="write-off-source-receipt">
                {t('writeOff.sources.receipt')}
              </Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        {source === 'receipt' && (
          <Form.Item
            name="chargeId"
            label={t('writeOff.receipt')}
            rules={[{ required: true, message: t('writeOff.receiptRequired') }]}
          >
            <Select
              data-testid="write-off-receipt"
              loading={receipts.isFetching}
              notFoundContent={t('writeOff.noReceipts')}
              options={(receipts.data ?? []).map((r) => ({
                value: r.id,
                label: t('writeOff.receiptOption', {
                  no: r.chargeNo,
                  unmatched: r.unmatched,
                  currency: r.settlementCurrency ?? r.currency,
                }),
              }))}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
