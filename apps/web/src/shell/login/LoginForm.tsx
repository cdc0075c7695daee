import { LockOutlined, UserOutlined } from '@ant-design/icons';
import type { UserType } from '@freightdesk/domain';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rules } from '../i18n/form-rules.ts';
import { isApiError } from '../request/api-error.ts';
import { completeLogin } from '../session/auth.ts';
import { CaptchaField, useCaptcha } from './CaptchaField.tsx';
import {
  applyBindDevice,
  type BindState,
  bindStateOf,
  captchaRequiredBy,
  type LoginMode,
  type LoginValues,
  login,
} from './login-api.ts';

type Props = { mode: LoginMode; userType: UserType };

/**
 * Password sign-in; in safe mode also a captcha and, for an unbound device, a binding request. In
 * normal mode the captcha appears once a refusal says it is needed (`data.captchaRequired`).
 */
export function LoginForm({ mode, userType }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [bindState, setBindState] = useState<BindState | null>(null);
  const captcha = useCaptcha(form, mode === 'safe', setError);

  const submit = async (values: LoginValues) => {
    setError(null);
    setSubmitting(true);
    try {
      const { token } = await login(values, userType, mode, captcha.verifyKey);
      completeLogin(userType, token);
    } catch (e) {
      if (isApiError(e)) {
        setError(e.message);
        setBindState(bindStateOf(e.data));
      }
      captcha.afterRefusal(isApiError(e) && captchaRequiredBy(e.data));
      setSubmitting(false);
    }
  };

  const applyBind = async () => {
    try {
      const values = await form.validateFields(['username', 'password']);
      const verifyCode = form.getFieldValue('verifyCode') as string | undefined;
      const answer = await applyBindDevice({ ...values, verifyCode }, userType, captcha.verifyKey);
      // an approved binding needs neither the bind button nor the waiting notice
      setBindState(answer.status === 'approved' ? null : 'pending');
      setError(null);
    } catch (e) {
      if (isApiError(e)) setError(e.message);
    }
    if (captcha.shown && form.getFieldValue('verifyCode')) void captcha.reload();
  };

  return (
    <Form
      form={form}
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      data-testid={`login-form-${mode}`}
    >
      <Form.Item name="username" label={t('login.username')} rules={[rules.required(t('login.username'))]}>
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.usernamePlaceholder')}
          autoComplete="username"
          data-testid="login-username"
        />
      </Form.Item>
      <Form.Item name="password" label={t('login.password')} rules={[rules.required(t('login.password'))]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      {captcha.shown && <CaptchaField captcha={captcha.captcha} onRefresh={() => void captcha.reload()} />}
      {error && (
        <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} data-testid="login-error" />
      )}
      {mode === 'safe' && bindState === 'unbound' && (
        <Alert
          type="warning"
          showIcon
          title={t('login.deviceUnbound')}
          action={
            <Button size="small" onClick={() => void applyBind()} data-testid="login-apply-bind">
              {t('login.applyBind')}
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      {mode === 'safe' && bindState === 'pending' && (
        <Alert
          type="info"
          showIcon
          title={t('login.bindPending')}
          style={{ marginBottom: 16 }}
          data-testid="login-bind-pending"
        />
      )}
      <Button type="primary" htmlType="submit" block loading={submitting} data-testid="login-submit">
        {t('login.submit')}
      </Button>
    </Form>
  );
}
