import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRouteError } from 'react-router';

/**
 * A page that failed to load (chunk missing or timed out, or its data failed): offer a reload.
 * Drawn with the shell's own styles rather than antd's Result, whose illustrations would ride in the
 * first-screen chunk for a page that shows only when something broke.
 */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  return (
    <div className="fd-route-error" role="alert">
      <div className="fd-route-error__icon" aria-hidden="true">
        !
      </div>
      <h2 className="fd-route-error__title">{t('app.loadFailed')}</h2>
      {error instanceof Error && <p className="fd-route-error__detail">{error.message}</p>}
      <Button type="primary" onClick={() => window.location.reload()}>
        {t('app.reload')}
      </Button>
    </div>
  );
}
