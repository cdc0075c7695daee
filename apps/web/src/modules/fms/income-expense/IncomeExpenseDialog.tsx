import { type FileRef, SUBJECT_DIRECTIONS } from '@freightdesk/domain';
import { App, DatePicker, Form, Input, Modal, Select, Switch, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { DecimalInput } from '#web/components/resource/DecimalInput.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { FilesInput } from '#web/components/upload/FilesInput.tsx';
import { useCashAccounts } from '#web/modules/fms/account-flow/index.ts';
import { useLockedMonths } from '#web/modules/fms/lock-record/index.ts';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { randomId } from '#web/shell/request/headers.ts';
import {
  type IncomeExpenseKind,
  incomeExpenseApi,
  manualSubject,
  useSubjects,
} from './income-expense-api.ts';

type Values = {
  subjectId?: string;
  accountId?: string;
  value?: string | null;
  occurTime?: Dayjs | null;
  counterparty?: string;
  counterpartyAccount?: string;
  needInvoice?: boolean;
  invoiceNo?: string;
  relatedNo?: string;
  certificates?: FileRef[];
  reimbursementUserId?: string;
  remark?: string;
};

const MONEY = { scale: 2, min: '0.01', max: '9999999999.99' } as const;
/** Above zero, written as plain digits (checked on the text: money never passes through floats here). */
const positive = (v: string) => /^\d+(\.\d{1,2})?$/.test(v) && /[1-9]/.test(v);
/** A trimmed text, or nothing when blank. */
const given = (v?: string) => (v?.trim() ? v.trim() : undefined);

type Props = { kind: IncomeExpenseKind; onDone: () => void; onClose: () => void };

/**
 * "New entry": an enabled, non-system subject of the screen's kind (its direction shown beside it),
 * an enabled cash account, the amount in that account's currency, the occur time (locked months
 * blocked), counterparty, invoice, related number, certificates, the reimbursed user (non-operating
 * only) and a remark. One request key per opening, so a repeated OK records once.
 */
export function IncomeExpenseDialog({ kind, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const { disabledDate } = useLockedMonths();
  const [form] = Form.useForm<Values>();
  const [requestKey] = useState(randomId);
  const accounts = useCashAccounts();
  const subjects = useSubjects(kind);
  const choosable = (subjects.data ?? []).filter(manualSubject(kind));
  const enabled = (accounts.data ?? []).filter((a) => a.enabled);
  const subjectId = Form.useWatch('subjectId', form);
  const accountId = Form.useWatch('accountId', form);
  const chosen = choosable.find((s) => s.id === subjectId);
  const account = enabled.find((a) => a.accountId === accountId);
  const direction = SUBJECT_DIRECTIONS.find((o) => o.value === chosen?.direction);
  const f = (key: string) => t(`incomeExpense.fields.${key}`);

  const { busy, submit } = useFormSubmit(form, async (values) => {
    const made = await incomeExpenseApi(kind).make({
      subjectId: values.subjectId!,
      accountId: values.accountId!,
      value: values.value!,
      ...(values.occurTime ? { occurTime: values.occurTime.toISOString() } : {}),
      counterparty: given(values.counterparty),
      counterpartyAccount: given(values.counterpartyAccount),
      needInvoice: Boolean(values.needInvoice),
      invoiceNo: given(values.invoiceNo),
      relatedNo: given(values.relatedNo),
      certificateFileIds: (values.certificates ?? []).map((c) => c.fileId),
      ...(kind === 'nonOperating' && values.reimbursementUserId
        ? { reimbursementUserId: values.reimbursementUserId }
        : {}),
      remark: given(values.remark),
      requestKey,
    });
    void message.success(t('incomeExpense.made', { code: made.code }));
    onDone();
    onClose();
  });

  return (
    <Modal
      open
      title={t('incomeExpense.make')}
      width={640}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'income-expense-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="income-expense-form">
        <Form.Item
          name="subjectId"
          label={f('subject')}
          rules={[rules.required(f('subject'))]}
          extra={
            direction ? (
              <Tag
                color={chosen?.direction === 'income' ? 'green' : 'red'}
                data-testid="income-expense-direction"
              >
                {direction.label[lang]}
              </Tag>
            ) : null
          }
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={subjects.isFetching}
            options={choosable.map((s) => ({ value: s.id, label: `${s.code} ${s.name}` }))}
            data-testid="income-expense-subject"
          />
        </Form.Item>
        <Form.Item name="accountId" label={f('account')} rules={[rules.required(f('account'))]}>
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={accounts.isFetching}
            options={enabled.map((a) => ({
              value: a.accountId,
              label: t('accountFlow.accountOption', {
                name: a.name,
                currency: a.currency,
                balance: a.balance,
              }),
            }))}
            data-testid="income-expense-account"
          />
        </Form.Item>
        <Form.Item
          name="value"
          label={account ? `${f('value')} (${account.currency})` : f('value')}
          rules={[
            rules.required(f('value')),
            {
              validator: async (_, v?: string | null) => {
                if (v && !positive(v)) throw new Error(t('incomeExpense.notPositive'));
              },
            },
          ]}
        >
          <DecimalInput field={MONEY} data-testid="income-expense-value" />
        </Form.Item>
        <Form.Item name="occurTime" label={f('occurTime')}>
          <DatePicker
            disabledDate={disabledDate}
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            data-testid="income-expense-time"
          />
        </Form.Item>
        <Form.Item name="counterparty" label={f('counterparty')} rules={[rules.max(f('counterparty'), 100)]}>
          <Input data-testid="income-expense-counterparty" />
        </Form.Item>
        <Form.Item
          name="counterpartyAccount"
          label={f('counterpartyAccount')}
          rules={[rules.max(f('counterpartyAccount'), 50)]}
        >
          <Input data-testid="income-expense-counterparty-account" />
        </Form.Item>
        <Form.Item name="needInvoice" label={f('needInvoice')} valuePropName="checked" initialValue={false}>
          <Switch data-testid="income-expense-need-invoice" />
        </Form.Item>
        <Form.Item name="invoiceNo" label={f('invoiceNo')} rules={[rules.max(f('invoiceNo'), 50)]}>
          <Input data-testid="income-expense-invoice-no" />
        </Form.Item>
        <Form.Item name="relatedNo" label={f('relatedNo')} rules={[rules.max(f('relatedNo'), 50)]}>
          <Input data-testid="income-expense-related-no" />
        </Form.Item>
        <Form.Item name="certificates" label={f('certificates')}>
          <FilesInput testId="income-expense-certificates" config={{ max: 10 }} lang={lang} disabled={busy} />
        </Form.Item>
        {kind === 'nonOperating' && (
          <Form.Item name="reimbursementUserId" label={f('reimbursementUser')}>
            <RefSelect entity="employee" data-testid="income-expense-reimbursement-user" />
          </Form.Item>
        )}
        <Form.Item name="remark" label={f('remark')} rules={[rules.max(f('remark'), 500)]}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 4 }} data-testid="income-expense-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
