import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import type { UserType } from '@freightdesk/domain';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rules } from '../i18n/form-rules.ts';
import { isApiError } from '../request/api-error.ts';
import { completeLogin } from '../session/auth.ts';
import {
  applyBindDevice,
  type BindState,
  bindStateOf,
  type Captcha,
  captchaRequiredBy,
  getCaptcha,
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
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaAsked, setCaptchaAsked] = useState(false);
  const showCaptcha = mode === 'safe' || captchaAsked;

  const loadCaptcha = useCallback(async () => {
    form.setFieldValue('verifyCode', '');
    try {
      setCaptcha(await getCaptcha());
    } catch (e) {
      if (isApiError(e)) setError(e.message);
    }
  }, [form]);

  useEffect(() => {
    if (showCaptcha) void loadCaptcha();
  }, [showCaptcha, loadCaptcha]);

  const submit = async (values: LoginValues) => {
    setError(null);
    setSubmitting(true);
    try {
      const verifyKey = showCaptcha ? captcha?.verifyKey : undefined;
      const { token } = await login(values, userType, mode, verifyKey);
      completeLogin(userType, token);
    } catch (e) {
      const asked = isApiError(e) && captchaRequiredBy(e.data);
      if (isApiError(e)) {
        setError(e.message);
        setBindState(bindStateOf(e.data));
      }
      // a captcha is spent by any attempt; showing it for the first time loads one (the effect above)
      if (showCaptcha) void loadCaptcha();
      else if (asked) setCaptchaAsked(true);
      setSubmitting(false);
    }
  };

  const applyBind = async () => {
    try {
      const values = await form.validateFields(['username', 'password']);
      const verifyCode = form.getFieldValue('verifyCode') as string | undefined;
      const answer = await applyBindDevice({ ...values, verifyCode }, userType, captcha?.verifyKey);
      setBindState(answer.status ?? 'pending');
      setError(null);
    } catch (e) {
      if (isApiError(e)) setError(e.message);
    }
    if (showCaptcha && form.getFieldValue('verifyCode')) void loadCaptcha();
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
      {showCaptcha && (
        <Form.Item label={t('login.verifyCode')} required>
          <Space.Compact style={{ width: '100%' }}>
            <Form.Item name="verifyCode" noStyle rules={[rules.required(t('login.verifyCode'))]}>
              <Input
                prefix={<SafetyOutlined />}
                placeholder={t('login.verifyCodePlaceholder')}
                data-testid="login-verify-code"
              />
            </Form.Item>
            {captcha && (
              <button
                type="button"
                className="fd-captcha"
                title={t('login.captchaTip')}
                onClick={() => void loadCaptcha()}
                data-testid="login-captcha"
              >
                <img src={captcha.image} alt={t('login.captchaTip')} />
              </button>
            )}
          </Space.Compact>
        </Form.Item>
      )}
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
