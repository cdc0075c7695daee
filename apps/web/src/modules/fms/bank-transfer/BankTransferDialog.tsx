import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { DecimalInput } from '#web/components/resource/DecimalInput.tsx';
import { useCashAccounts } from '#web/modules/fms/account-flow/index.ts';
import { useLockedMonths } from '#web/modules/fms/lock-record/index.ts';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { randomId } from '#web/shell/request/headers.ts';
import { bankTransferApi } from './bank-transfer-api.ts';

type Values = {
  fromAccountId?: string;
  toAccountId?: string;
  value?: string | null;
  rate?: string | null;
  transferTime?: Dayjs | null;
  remark?: string;
};

const MONEY = { scale: 2, min: '0.01', max: '9999999999.99' } as const;
const RATE = { scale: 8, min: '0.00000001', max: '999999.99999999' } as const;
/** Above zero, written as plain digits (checked on the text: money never passes through floats here). */
const positive = (v: string, scale: number) =>
  new RegExp(`^\\d+(\\.\\d{1,${scale}})?$`).test(v) && /[1-9]/.test(v);

/**
 * "New transfer": from one enabled cash account to another (never the same), the amount in the
 * paying account's currency, across currencies the bank's rate (empty: the day's book rate), the
 * transfer time (locked months blocked) and a remark. One request key per opening, so a repeated OK
 * transfers once; the success names the transfer number and what the receiving account got.
 */
export function BankTransferDialog({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { disabledDate } = useLockedMonths();
  const [form] = Form.useForm<Values>();
  const [requestKey] = useState(randomId);
  const accounts = useCashAccounts();
  const enabled = (accounts.data ?? []).filter((a) => a.enabled);
  const account = (id: string | undefined) => enabled.find((a) => a.accountId === id);
  const from = account(Form.useWatch('fromAccountId', form));
  const to = account(Form.useWatch('toAccountId', form));
  const acrossCurrencies = Boolean(from && to && from.currency !== to.currency);
  const f = (key: string) => t(`bankTransfer.fields.${key}`);
  const options = enabled.map((a) => ({
    value: a.accountId,
    label: t('accountFlow.accountOption', { name: a.name, currency: a.currency, balance: a.balance }),
  }));

  const { busy, submit } = useFormSubmit(form, async (values) => {
    const made = await bankTransferApi.make({
      fromAccountId: values.fromAccountId!,
      toAccountId: values.toAccountId!,
      value: values.value!,
      ...(acrossCurrencies && values.rate ? { rate: values.rate } : {}),
      ...(values.transferTime ? { transferTime: values.transferTime.toISOString() } : {}),
      ...(values.remark?.trim() ? { remark: values.remark.trim() } : {}),
      requestKey,
    });
    void message.success(
      t('bankTransfer.made', { transferNo: made.transferNo, toValue: made.toValue, currency: to?.currency }),
    );
    onDone();
    onClose();
  });

  return (
    <Modal
      open
      title={t('bankTransfer.make')}
      width={600}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'bank-transfer-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="bank-transfer-form">
        <Form.Item name="fromAccountId" label={f('from')} rules={[rules.required(f('from'))]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={accounts.isFetching}
            options={options}
            data-testid="bank-transfer-from"
          />
        </Form.Item>
        <Form.Item
          name="toAccountId"
          label={f('to')}
          dependencies={['fromAccountId']}
          rules={[
            rules.required(f('to')),
            {
              validator: async (_, id?: string) => {
                if (id && id === form.getFieldValue('fromAccountId'))
                  throw new Error(t('bankTransfer.problem.sameAccount'));
              },
            },
          ]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={accounts.isFetching}
            options={options}
            data-testid="bank-transfer-to"
          />
        </Form.Item>
        <Form.Item
          name="value"
          label={from ? `${f('value')} (${from.currency})` : f('value')}
          rules={[
            rules.required(f('value')),
            {
              validator: async (_, v?: string | null) => {
                if (v && !positive(v, MONEY.scale)) throw new Error(t('bankTransfer.problem.notPositive'));
              },
            },
          ]}
        >
          <DecimalInput field={MONEY} data-testid="bank-transfer-value" />
        </Form.Item>
        {acrossCurrencies && (
          <Form.Item
            name="rate"
            label={f('rate')}
            extra={t('bankTransfer.rateHelp', { from: from?.currency, to: to?.currency })}
            rules={[
              {
                validator: async (_, v?: string | null) => {
                  if (v && !(positive(v, RATE.scale) && /^\d{1,6}(\.|$)/.test(v)))
                    throw new Error(t('bankTransfer.problem.rate'));
                },
              },
            ]}
          >
            <DecimalInput field={RATE} data-testid="bank-transfer-rate" />
          </Form.Item>
        )}
        <Form.Item name="transferTime" label={f('transferTime')}>
          <DatePicker
            disabledDate={disabledDate}
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            data-testid="bank-transfer-time"
          />
        </Form.Item>
        <Form.Item name="remark" label={f('remark')} rules={[rules.max(f('remark'), 200)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid="bank-transfer-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
