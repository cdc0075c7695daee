import { ReloadOutlined } from '@ant-design/icons';
import { QrScanStatus } from '@freightdesk/domain';
import { Alert, Button, Spin, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../request/api-error.ts';
import { completeLogin } from '../session/auth.ts';
import { currentUserWith, fetchScanStatus, getScanImage, type ScanImage } from './login-api.ts';

/** How often the page asks whether the QR code was scanned (a quiet call). */
const QR_POLL_INTERVAL_MS = 2_000;

/** QR sign-in: show the code, poll its status; on success read the user type and sign in. */
export function QrLogin() {
  const { t } = useTranslation();
  const [scan, setScan] = useState<ScanImage | null>(null);
  const [status, setStatus] = useState<number>(QrScanStatus.wait);
  const [error, setError] = useState<string | null>(null);

  const load = useCallback(async () => {
    setError(null);
    setScan(null);
    setStatus(QrScanStatus.wait);
    try {
      setScan(await getScanImage());
    } catch (e) {
      if (isApiError(e)) setError(e.message);
    }
  }, []);

  useEffect(() => {
    void load();
  }, [load]);

  useEffect(() => {
    if (!scan || status === QrScanStatus.expired || status === QrScanStatus.success) return;
    let stopped = false;
    const timer = setInterval(async () => {
      try {
        const answer = await fetchScanStatus(scan.scanId);
        if (stopped) return;
        setStatus(answer.status);
        if (answer.status === QrScanStatus.success && answer.token) {
          stopped = true;
          const current = await currentUserWith(answer.token);
          completeLogin(current.userType ?? current.user.userType, answer.token);
        }
      } catch {
        // quiet polling: the next round tries again
      }
    }, QR_POLL_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [scan, status]);

  if (error) {
    return (
      <div className="fd-qr">
        <Alert type="error" showIcon title={error} />
        <Button icon={<ReloadOutlined />} onClick={() => void load()}>
          {t('login.qrRefresh')}
        </Button>
      </div>
    );
  }
  if (!scan) {
    return (
      <div className="fd-qr">
        <Spin />
      </div>
    );
  }
  return (
    <div className="fd-qr" data-testid="login-qr">
      <img
        src={scan.imgUrl}
        alt={t('login.qrTip')}
        style={{ opacity: status === QrScanStatus.wait ? 1 : 0.3 }}
      />
      {status === QrScanStatus.wait && <Typography.Text type="secondary">{t('login.qrTip')}</Typography.Text>}
      {status === QrScanStatus.scanned && <Alert type="info" showIcon title={t('login.qrScanned')} />}
      {status === QrScanStatus.success && <Alert type="success" showIcon title={t('login.qrSuccess')} />}
      {status === QrScanStatus.expired && (
        <>
          <Alert type="warning" showIcon title={t('login.qrExpired')} />
          <Button icon={<ReloadOutlined />} onClick={() => void load()} data-testid="login-qr-refresh">
            {t('login.qrRefresh')}
          </Button>
        </>
      )}
    </div>
  );
}
