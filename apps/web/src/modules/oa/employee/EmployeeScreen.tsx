import {
  message as catalogue,
  EMPLOYEE_API,
  EMPLOYEE_PASSWORD_LABEL,
  employee,
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Form, type FormItemProps, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ResourcePage } from '#web/components/resource/ResourcePage.tsx';
import type { EntityRecord } from '#web/components/resource/resource-types.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { EmployeeDataScopeModal } from './EmployeeDataScopeModal.tsx';

/** The password rule of the platform, worded like the server's answer. */
function passwordRules(
  lang: Parameters<typeof catalogue>[0],
  label: string,
): NonNullable<FormItemProps['rules']> {
  return [
    { required: true, message: catalogue(lang, 'required', [label]) },
    {
      validator: (_, value: unknown) =>
        !value || isStrongPassword(String(value))
          ? Promise.resolve()
          : Promise.reject(
              new Error(catalogue(lang, 'passwordWeak', [PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH])),
            ),
    },
  ];
}

/** Sets a new password of one employee (`EMPLOYEE_API.resetPassword`). */
function ResetPasswordModal({ target, onClose }: { target: EntityRecord | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    if (!target) return;
    const { password } = await form.validateFields();
    setSaving(true);
    try {
      await callEndpoint(EMPLOYEE_API.resetPassword, { id: target.id, password });
      void message.success(t('organization.passwordReset'));
      form.resetFields();
      onClose();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={target !== null}
      title={t('organization.resetPasswordTitle', { name: target?.name ?? '' })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okButtonProps={{ 'data-testid': 'reset-password-submit' }}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="password"
          label={t('organization.newPassword')}
          rules={passwordRules(lang, t('organization.newPassword'))}
        >
          <Input.Password autoComplete="new-password" data-testid="reset-password-input" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

/**
 * OA › Employees (`/oa/employee`): the generated list of staff users, whose create form also takes
 * the initial password, plus "reset password".
 */
export function EmployeeScreen() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [resetting, setResetting] = useState<EntityRecord | null>(null);
  const [scoping, setScoping] = useState<EntityRecord | null>(null);
  const client = useQueryClient();
  const passwordLabel = EMPLOYEE_PASSWORD_LABEL[lang];
  return (
    <>
      <ResourcePage
        entity={employee}
        overrides={{
          createFields: [
            {
              key: 'password',
              label: passwordLabel,
              required: true,
              rules: passwordRules(lang, passwordLabel),
              control: <Input.Password autoComplete="new-password" data-testid="form-password" />,
            },
          ],
          buttons: [
            {
              key: 'resetPassword',
              label: t('organization.resetPassword'),
              permission: `${employee.permission}:resetPassword`,
              selection: 'one',
              run: ({ rows }) => setResetting(rows[0] ?? null),
            },
            {
              key: 'dataScopes',
              label: t('dataScope.userAction'),
              permission: `${employee.permission}:updateRole`,
              selection: 'one',
              run: ({ rows }) => setScoping(rows[0] ?? null),
            },
          ],
        }}
      />
      <ResetPasswordModal target={resetting} onClose={() => setResetting(null)} />
      <EmployeeDataScopeModal
        target={scoping}
        onClose={() => setScoping(null)}
        onSaved={() => void client.invalidateQueries()}
      />
    </>
  );
}
