import type { ApiConfigKind, ApiTypeAnswer } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Form, Input, InputNumber, Modal, Select, Switch, Tag } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntityRecord } from '#web/components/resource/resource-types.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { insertApiConfig, listApiTypes, updateApiConfig } from './carrier-api-api.ts';

/** Stars: how the server answers a secret that is set. */
export const SECRET_SET = '******';

export type ApiConfigFormMode = { kind: 'create' } | { kind: 'edit'; record: EntityRecord };

type FormValues = {
  name: string;
  code: string;
  apiType: string;
  credentials: Record<string, string>;
  endpoint?: string;
  testMode: boolean;
  timeoutMs: number;
  remark?: string;
};

export const short = (lang: string) => (lang === 'zh-CN' ? 'zh' : lang === 'vi-VN' ? 'vi' : 'en');

/**
 * Creates or edits an API configuration: the credential inputs follow the chosen type's fields,
 * secrets as password inputs that show "set" when one is stored (blank keeps it).
 */
export function ApiConfigFormModal({
  kind,
  mode,
  onClose,
  onSaved,
}: {
  kind: ApiConfigKind;
  mode: ApiConfigFormMode | null;
  onClose: () => void;
  onSaved: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const types = useQuery({ queryKey: ['basic', kind, 'apiTypes'], queryFn: () => listApiTypes(kind) });
  const apiType = Form.useWatch('apiType', form);
  const type: ApiTypeAnswer | undefined = types.data?.find((x) => x.code === apiType);
  const stored = mode?.kind === 'edit' ? ((mode.record.credentials ?? {}) as Record<string, string>) : {};

  useEffect(() => {
    if (!mode) return;
    form.resetFields();
    if (mode.kind === 'edit') {
      const r = mode.record;
      const credentials = Object.fromEntries(
        Object.entries((r.credentials ?? {}) as Record<string, string>).filter(([, v]) => v !== SECRET_SET),
      );
      form.setFieldsValue({
        name: String(r.name ?? ''),
        code: String(r.code ?? ''),
        apiType: String(r.apiType ?? ''),
        credentials,
        endpoint: (r.endpoint as string | null) ?? undefined,
        testMode: r.testMode !== false,
        timeoutMs: Number(r.timeoutMs ?? 30_000),
        remark: (r.remark as string | null) ?? undefined,
      });
    } else form.setFieldsValue({ testMode: true, timeoutMs: 30_000, credentials: {} });
  }, [mode, form]);

  const submit = async () => {
    if (!mode) return;
    const v = await form.validateFields();
    const input = { ...v, credentials: v.credentials ?? {}, endpoint: v.endpoint || null };
    setSaving(true);
    try {
      if (mode.kind === 'create') await insertApiConfig(kind, input);
      else
        await updateApiConfig(kind, {
          ...input,
          id: mode.record.id,
          version: Number(mode.record.version),
        });
      await onSaved();
      onClose();
    } catch {
      // the request layer showed the reason
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={!!mode}
      title={t(mode?.kind === 'edit' ? 'carrierApi.editTitle' : 'carrierApi.createTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      width={640}
      okButtonProps={{ 'data-testid': 'api-config-save' }}
    >
      <Form form={form} layout="vertical" data-testid="api-config-form">
        <Form.Item name="name" label={t('carrierApi.name')} rules={[{ required: true, max: 50 }]}>
          <Input data-testid="form-name" />
        </Form.Item>
        <Form.Item name="code" label={t('carrierApi.code')} rules={[{ required: true, max: 30 }]}>
          <Input data-testid="form-code" />
        </Form.Item>
        <Form.Item name="apiType" label={t('carrierApi.apiType')} rules={[{ required: true }]}>
          <Select
            data-testid="form-apiType"
            loading={types.isLoading}
            options={(types.data ?? []).map((x) => ({ value: x.code, label: x.name[short(lang)] }))}
          />
        </Form.Item>
        {!type && <div style={{ marginBottom: 16, color: '#999' }}>{t('carrierApi.chooseType')}</div>}
        {type?.credentialFields.map((f) => (
          <Form.Item
            key={f.key}
            name={['credentials', f.key]}
            label={
              <span>
                {f.label[short(lang)]}{' '}
                {f.secret && stored[f.key] === SECRET_SET && (
                  <Tag color="green" data-testid={`credential-set-${f.key}`}>
                    {t('carrierApi.secretTag')}
                  </Tag>
                )}
              </span>
            }
            rules={[{ required: f.required && !(f.secret && stored[f.key] === SECRET_SET), max: 2000 }]}
          >
            {f.secret ? (
              <Input.Password
                autoComplete="new-password"
                placeholder={stored[f.key] === SECRET_SET ? t('carrierApi.secretSet') : undefined}
                data-testid={`form-credential-${f.key}`}
              />
            ) : (
              <Input data-testid={`form-credential-${f.key}`} />
            )}
          </Form.Item>
        ))}
        <Form.Item
          name="endpoint"
          label={t('carrierApi.endpoint')}
          extra={t('carrierApi.endpointHelp')}
          rules={[{ max: 300 }]}
        >
          <Input placeholder={type ? type.endpoints.test : undefined} data-testid="form-endpoint" />
        </Form.Item>
        <Form.Item name="testMode" label={t('carrierApi.testMode')} valuePropName="checked">
          <Switch data-testid="form-testMode" />
        </Form.Item>
        <Form.Item name="timeoutMs" label={t('carrierApi.timeoutMs')} rules={[{ required: true }]}>
          <InputNumber
            min={1000}
            max={120_000}
            precision={0}
            style={{ width: '100%' }}
            data-testid="form-timeoutMs"
          />
        </Form.Item>
        <Form.Item name="remark" label={t('carrierApi.remark')} rules={[{ max: 200 }]}>
          <Input data-testid="form-remark" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
