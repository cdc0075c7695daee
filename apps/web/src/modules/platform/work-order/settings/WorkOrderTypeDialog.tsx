import { L, WORK_ORDER_MAIN_TYPE_LABELS, WORK_ORDER_MAIN_TYPES } from '@freightdesk/domain';
import { Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormSubmit } from '#web/components/form-dialog/use-form-submit.ts';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import type { WorkOrderTypeRow } from '../work-order-api.ts';
import { type TypeValues, typeSettingsApi } from './settings-api.ts';

type Props = { editing: WorkOrderTypeRow | null; onDone: () => void; onClose: () => void };

/** Add or edit a second type: code (fixed once made), main type, names in three languages, sort, enabled. */
export function WorkOrderTypeDialog({ editing, onDone, onClose }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [form] = Form.useForm<TypeValues>();
  const f = (key: string) => t(`workOrder.typeFields.${key}`);
  const { busy, submit } = useFormSubmit(form, async (values) => {
    await (editing ? typeSettingsApi.update(editing.id, values) : typeSettingsApi.insert(values));
    onDone();
    onClose();
  });
  return (
    <Modal
      open
      title={editing ? editing.label : t('workOrder.typeAdd')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={busy}
      okButtonProps={{ 'data-testid': 'work-order-type-ok' } as Record<`data-${string}`, string>}
      destroyOnHidden
    >
      <Form<TypeValues>
        form={form}
        layout="vertical"
        initialValues={editing ?? { sort: 0, enabled: true }}
        data-testid="work-order-type-form"
      >
        <Form.Item
          name="code"
          label={L.code[lang]}
          rules={[rules.required(L.code[lang]), rules.max(L.code[lang], 64)]}
        >
          <Input disabled={Boolean(editing)} data-testid="work-order-type-code" />
        </Form.Item>
        <Form.Item
          name="mainType"
          label={t('workOrder.fields.mainType')}
          rules={[rules.required(t('workOrder.fields.mainType'))]}
        >
          <Select
            options={WORK_ORDER_MAIN_TYPES.map((v) => ({
              value: v,
              label: WORK_ORDER_MAIN_TYPE_LABELS[v][lang],
            }))}
            data-testid="work-order-type-main"
          />
        </Form.Item>
        {(['name', 'nameEn', 'nameVi'] as const).map((key) => (
          <Form.Item
            key={key}
            name={key}
            label={f(key)}
            rules={[rules.required(f(key)), rules.max(f(key), 64)]}
          >
            <Input data-testid={`work-order-type-${key}`} />
          </Form.Item>
        ))}
        <Form.Item name="sort" label={L.sort[lang]}>
          <InputNumber min={0} max={9999} precision={0} />
        </Form.Item>
        <Form.Item name="enabled" label={L.enabled[lang]} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
