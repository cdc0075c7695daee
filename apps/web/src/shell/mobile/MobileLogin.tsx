import { AUTH_API, USER_API, USER_TYPES, type UserType } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Form, Input, Result, Segmented, Spin, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { rules } from '../i18n/form-rules.ts';
import { LanguageSwitcher } from '../layout/LanguageSwitcher.tsx';
import { CaptchaField, useCaptcha } from '../login/CaptchaField.tsx';
import { captchaRequiredBy, type LoginValues, login } from '../login/login-api.ts';
import { isApiError } from '../request/api-error.ts';
import { callEndpoint } from '../request/endpoint.ts';
import {
  clearToken,
  getMobileUserType,
  getToken,
  MOBILE_BASE,
  setMobileUserType,
  setToken,
} from '../session/token.ts';

/** `/m/`: a small sign-in page for phones; signed in, it shows who and offers sign-out. */
export function MobileLogin() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const back = params.get('redirect');
  const type = getMobileUserType();
  const token = getToken(type);
  const current = useQuery({
    queryKey: ['mobile', 'current', type],
    queryFn: () => callEndpoint(USER_API.current, undefined, { quiet: true }),
    enabled: Boolean(token),
  });
  const [userType, setUserType] = useState<UserType>(type);
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [form] = Form.useForm<LoginValues>();
  const captcha = useCaptcha(form, false, setError);

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    setError(null);
    try {
      const answer = await login(values, userType, 'normal', captcha.verifyKey);
      setMobileUserType(userType);
      setToken(userType, answer.token);
      window.location.replace(back?.startsWith(`${MOBILE_BASE}/`) ? back : `${MOBILE_BASE}/`);
    } catch (e) {
      if (isApiError(e)) setError(e.message);
      captcha.afterRefusal(isApiError(e) && captchaRequiredBy(e.data));
      setSubmitting(false);
    }
  };

  const signOut = async () => {
    await callEndpoint(AUTH_API.logout, undefined, { quiet: true }).catch(() => undefined);
    clearToken(type);
    window.location.replace(`${MOBILE_BASE}/`);
  };

  let body: ReactNode;
  if (token && current.isPending) body = <Spin />;
  else if (token && current.data) {
    body = (
      <Result
        status="success"
        title={t('mobile.signedInAs', { name: current.data.user.name || current.data.user.username })}
        subTitle={t('mobile.home')}
        extra={<Button onClick={() => void signOut()}>{t('mobile.logout')}</Button>}
      />
    );
  } else {
    body = (
      <Form form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Segmented<UserType>
          block
          value={userType}
          onChange={setUserType}
          options={USER_TYPES.map((u) => ({ value: u, label: t(`userType.${u}`) }))}
          style={{ marginBottom: 16 }}
        />
        <Form.Item name="username" label={t('login.username')} rules={[rules.required(t('login.username'))]}>
          <Input autoComplete="username" />
        </Form.Item>
        <Form.Item name="password" label={t('login.password')} rules={[rules.required(t('login.password'))]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        {captcha.shown && <CaptchaField captcha={captcha.captcha} onRefresh={() => void captcha.reload()} />}
        {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('mobile.signIn')}
        </Button>
      </Form>
    );
  }

  return (
    <div className="fd-mobile">
      <Card
        title={<Typography.Text strong>{t('mobile.title')}</Typography.Text>}
        extra={<LanguageSwitcher />}
      >
        {back && !token && (
          <Alert type="info" showIcon title={t('mobile.needLogin')} style={{ marginBottom: 16 }} />
        )}
        {body}
        <Button type="link" block href={`${MOBILE_BASE}/track`} data-testid="mobile-track-link">
          {t('waybillTools.route.trackQuery')}
        </Button>
      </Card>
    </div>
  );
}
