import {
  message as catalogue,
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@freightdesk/domain';
import type { FormRule } from 'antd';
import { Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import type { AddUserInput } from './customer-api.ts';

const USERNAME = /^[A-Za-z0-9_.@-]+$/;

/** The strong-password rule the server applies, worded like its message. */
function usePasswordRules(label: string): FormRule[] {
  const [lang] = useLanguage();
  return [
    rules.required(label),
    {
      validator: (_, value: string | undefined) =>
        !value || isStrongPassword(value)
          ? Promise.resolve()
          : Promise.reject(
              new Error(catalogue(lang, 'passwordWeak', [PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH])),
            ),
    },
  ];
}

/** Runs a save, keeping the dialog open when the server refused it (the user was told already). */
async function saveThen(save: () => Promise<unknown>, setSaving: (v: boolean) => void, onClose: () => void) {
  setSaving(true);
  try {
    await save();
    onClose();
  } catch (e) {
    if (!isApiError(e)) throw e;
  } finally {
    setSaving(false);
  }
}

type AddProps = {
  open: boolean;
  onSubmit: (values: Omit<AddUserInput, 'customerId'>) => Promise<unknown>;
  onClose: () => void;
};

/** Adds a customer user: username, name, password, email, mobile. */
export function AddUserModal({ open, onSubmit, onClose }: AddProps) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const [form] = Form.useForm<Omit<AddUserInput, 'customerId'>>();
  const [saving, setSaving] = useState(false);
  const passwordRules = usePasswordRules(t('crmCustomer.password'));
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const submit = async () => {
    const v = await form.validateFields();
    await saveThen(
      () => onSubmit({ ...v, email: v.email?.trim() || undefined, mobile: v.mobile?.trim() || undefined }),
      setSaving,
      onClose,
    );
  };
  return (
    <Modal
      open={open}
      title={t('crmCustomer.addUser')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'add-user-submit' }}
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="add-user-form">
        <Form.Item
          name="username"
          label={t('crmCustomer.username')}
          rules={[
            rules.required(t('crmCustomer.username')),
            rules.max(t('crmCustomer.username'), 50),
            { pattern: USERNAME, message: t('crmCustomer.usernameFormat') },
          ]}
        >
          <Input data-testid="add-user-username" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('crmCustomer.name')}
          rules={[rules.required(t('crmCustomer.name')), rules.max(t('crmCustomer.name'), 50)]}
        >
          <Input data-testid="add-user-name" />
        </Form.Item>
        <Form.Item name="password" label={t('crmCustomer.password')} rules={passwordRules}>
          <Input.Password data-testid="add-user-password" autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('crmCustomer.email')}
          rules={[{ type: 'email', message: catalogue(lang, 'invalidFormat', [t('crmCustomer.email')]) }]}
        >
          <Input data-testid="add-user-email" />
        </Form.Item>
        <Form.Item
          name="mobile"
          label={t('crmCustomer.mobile')}
          rules={[rules.max(t('crmCustomer.mobile'), 30)]}
        >
          <Input data-testid="add-user-mobile" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

type ResetProps = {
  /** The user whose password is set; open while not null. */
  username: string | null;
  onSubmit: (password: string) => Promise<unknown>;
  onClose: () => void;
};

/** Sets a new password for a customer user (its sessions end). */
export function ResetPasswordModal({ username, onSubmit, onClose }: ResetProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ password: string }>();
  const [saving, setSaving] = useState(false);
  const passwordRules = usePasswordRules(t('crmCustomer.password'));
  useEffect(() => {
    if (username) form.resetFields();
  }, [username, form]);
  const submit = async () => {
    const v = await form.validateFields();
    await saveThen(() => onSubmit(v.password), setSaving, onClose);
  };
  return (
    <Modal
      open={username !== null}
      title={t('crmCustomer.resetPasswordTitle', { username: username ?? '' })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'reset-password-submit' }}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item name="password" label={t('crmCustomer.password')} rules={passwordRules}>
          <Input.Password data-testid="reset-password-value" autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
