import { message as catalogue, type EntityDef, findEntity } from '@freightdesk/domain';
import { App, Col, Form, Modal, Row, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSubConfigs } from '#web/components/sub-config/use-sub-configs.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { FormControl } from './FormControl.tsx';
import { fieldRules, isRequiredField } from './field-rules.ts';
import {
  type FormMode,
  type FormValues,
  formFields,
  formPayload,
  initialFormValues,
  isEditable,
} from './form-values.ts';
import { RefSelect } from './RefSelect.tsx';
import type { EntityApi } from './resource-api.ts';
import type { CreateField, FieldControlOverride, ResourceOverrides } from './resource-types.ts';

type Props = {
  entity: EntityDef;
  api: EntityApi;
  mode: FormMode | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
  /** Inputs of the create form that are not fields (sent with the create payload). */
  createFields?: readonly CreateField[];
  /** Fields with their own control, and a section below the fields (`ResourceOverrides`). */
  controls?: ResourceOverrides['formControls'];
  extra?: ResourceOverrides['formExtra'];
};

const NO_CONTROLS: Readonly<Record<string, FieldControlOverride>> = {};

const GRID_SPAN = 8;

/**
 * Create, edit or copy a row: one control per form field in a 3-column grid (`span`), rules derived
 * from the descriptions, read-only fields locked on edit; a copy starts from the row with its unique
 * fields cleared. Staff choose the customer of customer-scoped rows when customers are an entity.
 */
export function ResourceFormDialog({
  entity,
  api,
  mode,
  onClose,
  onSaved,
  createFields = [],
  controls = NO_CONTROLS,
  extra,
}: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const session = useSession();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const customerPicker = entity.customerScoped && session.userType === 'staff' && findEntity('customer');
  const subs = useSubConfigs(entity.fields);

  useEffect(() => {
    if (!mode || !subs) return;
    form.resetFields();
    const values = initialFormValues(entity, mode, subs, controls);
    if (customerPicker && mode.kind !== 'create') values.customerId = mode.record.customerId ?? undefined;
    form.setFieldsValue(values);
  }, [mode, form, entity, customerPicker, subs, controls]);

  const title = entity.title[lang];
  const heading =
    mode?.kind === 'edit'
      ? t('resource.editTitle', { title })
      : mode?.kind === 'copy'
        ? t('resource.copyTitle', { title })
        : t('resource.createTitle', { title });

  const submit = async () => {
    if (!mode || !subs) return;
    const values = await form.validateFields();
    const payload = formPayload(entity, values, mode, session.permissions, subs, controls);
    if (customerPicker) payload.customerId = values.customerId ?? null;
    if (mode.kind === 'create') for (const extra of createFields) payload[extra.key] = values[extra.key];
    setSaving(true);
    try {
      if (mode.kind === 'edit') await api.update(payload);
      else if (mode.kind === 'copy') await api.copy(payload);
      else await api.insert(payload);
      void message.success(catalogue(lang, 'operationSuccess'));
      onClose();
      await onSaved();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setSaving(false);
    }
  };

  const record = mode && mode.kind !== 'create' ? mode.record : null;
  return (
    <Modal
      open={mode !== null}
      title={heading}
      width={960}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'form-submit' }}
      confirmLoading={saving}
      forceRender
    >
      {/* the sub-config editors come with their schemas' chunk */}
      {!subs && <Skeleton active />}
      <Form form={form} layout="vertical" data-testid="resource-form" hidden={!subs}>
        <Row gutter={16}>
          {formFields(entity).map(([key, f]) => {
            const subConfig = f.type === 'json' ? subs?.[key] : undefined;
            const own = controls[key];
            const disabled = mode ? !isEditable(f, mode, session.permissions) : false;
            return (
              <Col key={key} xs={24} md={GRID_SPAN * (f.span ?? 1)}>
                <Form.Item
                  name={key}
                  label={f.label[lang]}
                  required={isRequiredField(f)}
                  rules={own ? own.rules : fieldRules(f, lang, subConfig)}
                  extra={f.help?.[lang]}
                  valuePropName="value"
                >
                  {own ? (
                    <own.Control disabled={disabled} />
                  ) : (
                    <FormControl
                      fieldKey={key}
                      field={f}
                      lang={lang}
                      disabled={disabled}
                      refLabels={record?.[`${key}Label`]}
                      subConfig={subConfig}
                    />
                  )}
                </Form.Item>
              </Col>
            );
          })}
          {mode?.kind === 'create' &&
            createFields.map((extra) => (
              <Col key={extra.key} xs={24} md={GRID_SPAN}>
                <Form.Item name={extra.key} label={extra.label} required={extra.required} rules={extra.rules}>
                  {extra.control}
                </Form.Item>
              </Col>
            ))}
          {customerPicker && (
            <Col xs={24} md={GRID_SPAN}>
              <Form.Item name="customerId" label={catalogue(lang, 'entityCustomer')}>
                <RefSelect entity="customer" labels={record?.customerIdLabel} data-testid="form-customerId" />
              </Form.Item>
            </Col>
          )}
        </Row>
        {mode && extra?.(form, mode)}
      </Form>
    </Modal>
  );
}
