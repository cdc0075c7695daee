import { AUTH_API } from '@freightdesk/domain';
import { Alert, Button, Card, Result, Space, Spin, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitcher } from '../layout/LanguageSwitcher.tsx';
import { isApiError } from '../request/api-error.ts';
import { callEndpoint } from '../request/endpoint.ts';
import { getMobileUserType, getToken, MOBILE_BASE } from '../session/token.ts';

type Stage = 'scanning' | 'ask' | 'confirmed' | 'cancelled' | 'failed';

const scanConfirm = (scanId: string, action: 'scan' | 'confirm' | 'cancel') =>
  callEndpoint(AUTH_API.scanConfirm, { scanId, action }, { quiet: true });

/** `/m/scan?scanId=`: the phone confirms a computer's QR sign-in (scan, then confirm or cancel). */
export function MobileScan() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const scanId = params.get('scanId') ?? '';
  const signedIn = Boolean(getToken(getMobileUserType()));
  const [stage, setStage] = useState<Stage>('scanning');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!signedIn) {
      const back = `${MOBILE_BASE}/scan?scanId=${encodeURIComponent(scanId)}`;
      navigate(`${MOBILE_BASE}/?redirect=${encodeURIComponent(back)}`, { replace: true });
      return;
    }
    if (!scanId) {
      setStage('failed');
      return;
    }
    scanConfirm(scanId, 'scan').then(
      () => setStage('ask'),
      (e: unknown) => {
        setError(isApiError(e) ? e.message : null);
        setStage('failed');
      },
    );
  }, [scanId, signedIn, navigate]);

  const act = async (action: 'confirm' | 'cancel') => {
    setBusy(true);
    try {
      await scanConfirm(scanId, action);
      setStage(action === 'confirm' ? 'confirmed' : 'cancelled');
    } catch (e) {
      setError(isApiError(e) ? e.message : null);
      setStage('failed');
    } finally {
      setBusy(false);
    }
  };

  let body: ReactNode = <Spin />;
  if (stage === 'ask') {
    body = (
      <Space orientation="vertical" style={{ width: '100%' }}>
        <Typography.Paragraph>{t('mobile.scanTip')}</Typography.Paragraph>
        <Button
          type="primary"
          block
          loading={busy}
          onClick={() => void act('confirm')}
          data-testid="scan-confirm"
        >
          {t('mobile.confirmLogin')}
        </Button>
        <Button block disabled={busy} onClick={() => void act('cancel')} data-testid="scan-cancel">
          {t('mobile.cancelLogin')}
        </Button>
      </Space>
    );
  } else if (stage === 'confirmed') body = <Result status="success" title={t('mobile.confirmed')} />;
  else if (stage === 'cancelled') body = <Result status="info" title={t('mobile.cancelled')} />;
  else if (stage === 'failed')
    body = <Alert type="error" showIcon title={error || t('mobile.invalidScan')} />;

  return (
    <div className="fd-mobile">
      <Card title={t('mobile.scanTitle')} extra={<LanguageSwitcher />}>
        {body}
      </Card>
    </div>
  );
}
