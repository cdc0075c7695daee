import { SafetyOutlined } from '@ant-design/icons';
import { Form, type FormInstance, Input, Space } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rules } from '../i18n/form-rules.ts';
import { isApiError } from '../request/api-error.ts';
import { type Captcha, getCaptcha } from './login-api.ts';

/**
 * The captcha of a sign-in form: shown always (safe mode) or once the server asks for it
 * (`data.captchaRequired`); a fresh one is loaded when it appears and after every attempt (the server
 * spends a captcha on any attempt).
 */
export function useCaptcha(form: FormInstance, always: boolean, onError: (message: string) => void) {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [asked, setAsked] = useState(false);
  const shown = always || asked;

  const reload = useCallback(async () => {
    form.setFieldValue('verifyCode', '');
    try {
      setCaptcha(await getCaptcha());
    } catch (e) {
      if (isApiError(e)) onError(e.message);
    }
  }, [form, onError]);

  useEffect(() => {
    if (shown) void reload();
  }, [shown, reload]);

  /** After a refused attempt: a fresh captcha, or the first one when the refusal asks for it. */
  const afterRefusal = (captchaRequired: boolean) => {
    if (shown) void reload();
    else if (captchaRequired) setAsked(true);
  };

  return { shown, verifyKey: shown ? captcha?.verifyKey : undefined, captcha, reload, afterRefusal };
}

/** The verification-code input with its picture (a click loads another). */
export function CaptchaField({ captcha, onRefresh }: { captcha: Captcha | null; onRefresh: () => void }) {
  const { t } = useTranslation();
  return (
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
            onClick={onRefresh}
            data-testid="login-captcha"
          >
            <img src={captcha.image} alt={t('login.captchaTip')} />
          </button>
        )}
      </Space.Compact>
    </Form.Item>
  );
}
