import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** `/callback`: landing page of outside sign-in providers; no checks run here. */
export function CallbackPage() {
  const { t } = useTranslation();
  return (
    <div className="fd-center" style={{ minHeight: '100vh' }}>
      <Result
        status="info"
        title={t('callback.title')}
        subTitle={t('callback.subTitle')}
        extra={
          <Link to="/">
            <Button type="primary">{t('common.backHome')}</Button>
          </Link>
        }
      />
    </div>
  );
}
