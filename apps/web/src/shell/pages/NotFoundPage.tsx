import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { lastArea } from '../guards/loaders.ts';
import { getToken, homePath, loginPath } from '../session/token.ts';

/** `/404`: missing page, missing permission, customer feature or business system not enabled. */
export function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goHome = () => {
    const area = lastArea();
    const other = area === 'staff' ? 'customer' : 'staff';
    if (getToken(area)) navigate(homePath(area));
    else if (getToken(other)) navigate(homePath(other));
    else navigate(loginPath(area));
  };
  return (
    <div className="fd-center" style={{ minHeight: '100vh' }}>
      <Result
        status="404"
        title="404"
        subTitle={t('notFound.subTitle')}
        extra={
          <Button type="primary" onClick={goHome} data-testid="not-found-home">
            {t('common.backHome')}
          </Button>
        }
      />
    </div>
  );
}
