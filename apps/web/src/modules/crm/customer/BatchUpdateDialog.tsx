import { customer, type EnumField } from '@freightdesk/domain';
import { Alert, App, Form, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { BATCH_BOOL_FIELDS, type BatchUpdateForm, batchUpdateValues } from './batch-update.ts';
import { batchUpdateCustomers } from './customer-api.ts';

type Props = {
  /** The selected customers; the dialog is open while this is not null. */
  ids: readonly string[] | null;
  onClose: () => void;
  onDone: () => Promise<void>;
};

const ENUM_FIELDS = ['level', 'settlementMode', 'enableSysCodes', 'features'] as const;

/** Sets level, settlement mode, flags, systems and features on the selected customers at once. */
export function BatchUpdateDialog({ ids, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<BatchUpdateForm>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (ids) form.resetFields();
  }, [ids, form]);

  const options = (key: (typeof ENUM_FIELDS)[number]) =>
    (customer.fields[key] as EnumField).options.map((o) => ({ value: o.value, label: o.label[lang] }));
  const tri = [
    { value: 'unchanged', label: t('crmCustomer.unchanged') },
    { value: 'yes', label: t('crmCustomer.yes') },
    { value: 'no', label: t('crmCustomer.no') },
  ];

  const submit = async () => {
    if (!ids) return;
    const values = batchUpdateValues(
      form.getFieldsValue(),
      new Set(ENUM_FIELDS.filter((k) => form.isFieldTouched(k))),
    );
    if (!Object.keys(values).length) {
      void message.warning(t('crmCustomer.nothingToUpdate'));
      return;
    }
    setSaving(true);
    try {
      await batchUpdateCustomers(ids, values);
      void message.success(t('common.success'));
      onClose();
      await onDone();
    } catch (e) {
      if (!isApiError(e)) throw e;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={ids !== null}
      title={t('crmCustomer.batchUpdateTitle', { count: ids?.length ?? 0 })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'batch-update-submit' }}
      forceRender
      data-testid="batch-update-dialog"
    >
      <Alert type="info" showIcon title={t('crmCustomer.batchUpdateHint')} style={{ marginBottom: 16 }} />
      <Form
        form={form}
        layout="vertical"
        initialValues={{
          detainStatus: 'unchanged',
          autoArrearsDetain: 'unchanged',
          chargeBillAutoConfirm: 'unchanged',
        }}
      >
        {(['level', 'settlementMode'] as const).map((key) => (
          <Form.Item key={key} name={key} label={customer.fields[key].label[lang]}>
            <Select allowClear options={options(key)} data-testid={`batch-${key}`} />
          </Form.Item>
        ))}
        {BATCH_BOOL_FIELDS.map((key) => (
          <Form.Item key={key} name={key} label={customer.fields[key].label[lang]}>
            <Select options={tri} data-testid={`batch-${key}`} />
          </Form.Item>
        ))}
        {(['enableSysCodes', 'features'] as const).map((key) => (
          <Form.Item key={key} name={key} label={customer.fields[key].label[lang]}>
            <Select mode="multiple" allowClear options={options(key)} data-testid={`batch-${key}`} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
