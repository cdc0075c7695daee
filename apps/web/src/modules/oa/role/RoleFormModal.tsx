import { USER_TYPES } from '@freightdesk/domain';
import { Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { DataScopeGrants } from './DataScopeGrants.tsx';
import { ROLE_LIMITS, type Role, type RoleInput } from './role-api.ts';

export type RoleFormMode = { kind: 'create' } | { kind: 'edit'; role: Role } | { kind: 'copy'; role: Role };

type Props = {
  mode: RoleFormMode | null;
  onSubmit: (mode: RoleFormMode, values: RoleInput) => Promise<unknown>;
  onClose: () => void;
};

const CODE_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Create, edit or copy a role (copy asks for the new name and code only). */
export function RoleFormModal({ mode, onSubmit, onClose }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RoleInput>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!mode) return;
    form.resetFields();
    if (mode.kind === 'edit') form.setFieldsValue({ ...mode.role, remark: mode.role.remark ?? '' });
    if (mode.kind === 'copy') form.setFieldsValue({ name: '', code: '', userType: mode.role.userType });
    if (mode.kind === 'create') form.setFieldsValue({ dataScopes: ['all'] });
  }, [mode, form]);
  const userType = Form.useWatch('userType', form);

  let title = t('role.createTitle');
  if (mode?.kind === 'edit') title = t('role.editTitle');
  if (mode?.kind === 'copy') title = t('role.copyTitle', { name: mode.role.displayName });

  const submit = async () => {
    if (!mode) return;
    const values = await form.validateFields();
    setSaving(true);
    try {
      await onSubmit(mode, { ...values, remark: values.remark?.trim() || undefined });
      onClose();
    } catch (e) {
      if (!isApiError(e)) throw e;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={mode !== null}
      title={title}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ 'data-testid': 'role-form-submit' }}
      confirmLoading={saving}
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="role-form">
        <Form.Item
          name="name"
          label={t('role.name')}
          rules={[rules.required(t('role.name')), rules.max(t('role.name'), ROLE_LIMITS.name)]}
        >
          <Input data-testid="role-form-name" />
        </Form.Item>
        <Form.Item
          name="code"
          label={t('role.code')}
          rules={[
            rules.required(t('role.code')),
            rules.max(t('role.code'), ROLE_LIMITS.code),
            { pattern: CODE_PATTERN, message: t('role.codeFormat') },
          ]}
        >
          <Input data-testid="role-form-code" />
        </Form.Item>
        <Form.Item name="userType" label={t('role.userType')} rules={[rules.required(t('role.userType'))]}>
          <Select
            disabled={mode?.kind !== 'create'}
            data-testid="role-form-user-type"
            options={USER_TYPES.map((u) => ({ value: u, label: t(`userType.${u}`) }))}
          />
        </Form.Item>
        {mode?.kind !== 'copy' && userType === 'staff' && (
          <Form.Item name="dataScopes" label={t('dataScope.grants')} extra={t('dataScope.grantsHelp')}>
            <DataScopeGrants testId="role-form-data-scopes" />
          </Form.Item>
        )}
        {mode?.kind !== 'copy' && (
          <Form.Item
            name="remark"
            label={t('role.remark')}
            rules={[rules.max(t('role.remark'), ROLE_LIMITS.remark)]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 5 }} data-testid="role-form-remark" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
