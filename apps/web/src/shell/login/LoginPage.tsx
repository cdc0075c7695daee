import { USER_TYPES, type UserType } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Tabs, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '../layout/LanguageSwitcher.tsx';
import { isCustomerPath } from '../session/token.ts';
import { LoginForm } from './LoginForm.tsx';
import { getClientLoginPageConfig, getLoginPageConfig } from './login-api.ts';
import { QrLogin } from './QrLogin.tsx';

type ModeTab = 'normal' | 'safe' | 'qr';
const MODE_OF_SETTING: Record<string, ModeTab> = { normal: 'normal', safe: 'safe', wechat: 'qr', qr: 'qr' };

/** The modes the tenant offers (all three when the setting says nothing). */
export function modeTabs(loginModes: readonly string[] | undefined): ModeTab[] {
  const tabs = (loginModes ?? []).map((m) => MODE_OF_SETTING[m]).filter((m): m is ModeTab => Boolean(m));
  const unique = [...new Set(tabs)];
  return unique.length > 0
    ? (['normal', 'safe', 'qr'] as const).filter((m) => unique.includes(m))
    : ['normal', 'safe', 'qr'];
}

/**
 * `/login` (staff) and `/client/login` (customers): three sign-in modes, a staff/customer switch,
 * a language switcher, and the custom page of a customer with `?c=CODE`.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const customerCode = params.get('c');
  const [userType, setUserType] = useState<UserType>(
    isCustomerPath(location.pathname) || customerCode ? 'customer' : 'staff',
  );
  const [mode, setMode] = useState<ModeTab>('normal');
  const pageConfig = useQuery({ queryKey: ['loginPageConfig'], queryFn: getLoginPageConfig });
  const clientConfig = useQuery({
    queryKey: ['clientLoginPageConfig', customerCode],
    queryFn: () => getClientLoginPageConfig(customerCode ?? ''),
    enabled: Boolean(customerCode),
  });
  const custom = clientConfig.data ?? null;
  const loginModes = pageConfig.data?.loginModes;
  const modes = useMemo(() => modeTabs(loginModes), [loginModes]);

  useEffect(() => {
    if (!modes.includes(mode)) setMode(modes[0]!);
  }, [modes, mode]);

  useEffect(() => {
    document.title = `${t('login.title')} - ${custom?.title || t('app.title')}`;
  }, [t, custom]);

  return (
    <div className="fd-login">
      <Card className="fd-login__card">
        <div className="fd-login__top">
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="login-title">
            {custom?.logoUrl && <img src={custom.logoUrl} alt="" style={{ height: 28, marginRight: 8 }} />}
            {custom?.title || t('app.title')}
          </Typography.Title>
          <LanguageSwitcher />
        </div>
        <Typography.Paragraph type="secondary" data-testid="login-welcome">
          {custom?.welcome || t('login.subtitle')}
        </Typography.Paragraph>
        {/* the phone's session decides the user type of a QR sign-in */}
        {!custom && mode !== 'qr' && (
          <Segmented<UserType>
            block
            value={userType}
            onChange={setUserType}
            options={USER_TYPES.map((type) => ({
              value: type,
              label: <span data-testid={`login-type-${type}`}>{t(`userType.${type}`)}</span>,
            }))}
            style={{ marginBottom: 8 }}
          />
        )}
        <Tabs
          activeKey={mode}
          onChange={(key) => setMode(key as ModeTab)}
          destroyOnHidden
          items={modes.map((m) => ({
            key: m,
            label: <span data-testid={`login-mode-${m}`}>{t(`login.mode.${m}`)}</span>,
            children:
              m === 'qr' ? <QrLogin /> : <LoginForm key={`${m}-${userType}`} mode={m} userType={userType} />,
          }))}
        />
      </Card>
    </div>
  );
}
