import {
  AUTH_API,
  message as catalogue,
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  pickLanguage,
} from '@freightdesk/domain';
import { App, Button, Card, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rules } from '#web/shell/i18n/form-rules.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

type Values = { originalPassword: string; newPassword: string; confirmPassword: string };

/** Original, new and confirmation (spec §5 "Password change"); the server's refusals are shown as sent. */
export function ChangePasswordCard() {
  const { t, i18n } = useTranslation();
  const lang = pickLanguage(i18n.language);
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);

  const submit = async (values: Values) => {
    setSaving(true);
    try {
      await callEndpoint(AUTH_API.modifyPassword, values);
      void message.success(t('personal.passwordChanged'));
      form.resetFields();
    } catch (e) {
      if (!isApiError(e)) throw e;
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={t('personal.changePassword')}>
      <Form
        form={form}
        layout="vertical"
        onFinish={submit}
        style={{ maxWidth: 420 }}
        data-testid="change-password-form"
      >
        <Form.Item
          name="originalPassword"
          label={t('personal.originalPassword')}
          rules={[rules.required(t('personal.originalPassword'))]}
        >
          <Input.Password autoComplete="current-password" data-testid="password-original" />
        </Form.Item>
        <Form.Item
          name="newPassword"
          label={t('personal.newPassword')}
          extra={t('personal.passwordRule', { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
          dependencies={['originalPassword']}
          rules={[
            rules.required(t('personal.newPassword')),
            {
              validator: (_, value: string | undefined) =>
                !value || isStrongPassword(value)
                  ? Promise.resolve()
                  : Promise.reject(
                      new Error(catalogue(lang, 'passwordWeak', [PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH])),
                    ),
            },
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value !== getFieldValue('originalPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(catalogue(lang, 'passwordSameAsOld'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="password-new" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('personal.confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            rules.required(t('personal.confirmPassword')),
            ({ getFieldValue }) => ({
              validator: (_, value: string | undefined) =>
                !value || value === getFieldValue('newPassword')
                  ? Promise.resolve()
                  : Promise.reject(new Error(catalogue(lang, 'passwordMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="password-confirm" />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="password-submit">
          {t('common.save')}
        </Button>
      </Form>
    </Card>
  );
}
