import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

/** `/ecom-auth-result?success=true|false&msg=`: result of an e-commerce store authorisation. */
export function EcomAuthResultPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const success = params.get('success') === 'true' || params.get('success') === '1';
  return (
    <div className="fd-center" style={{ minHeight: '100vh' }}>
      <Result
        status={success ? 'success' : 'error'}
        title={success ? t('ecomAuth.success') : t('ecomAuth.failure')}
        subTitle={params.get('msg') ?? undefined}
        extra={<Button onClick={() => window.close()}>{t('common.close')}</Button>}
      />
    </div>
  );
}
