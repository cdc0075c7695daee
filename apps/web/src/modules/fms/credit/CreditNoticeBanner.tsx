import { useQuery } from '@tanstack/react-query';
import { Alert, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { creditApi, creditKeys } from './credit-api.ts';

/**
 * The customer's credit notice: the arrears state with the available balance and the customer's warn
 * tips. Nothing is shown when available ≥ 0 and there are no warn tips. Loaded by `CreditBanner`
 * for customer users only, so the request contract (and its schema library) stays out of the staff
 * home's first load.
 */
export default function CreditNoticeBanner() {
  const { t } = useTranslation();
  const notice = useQuery({
    queryKey: creditKeys.notice(null),
    queryFn: () => creditApi.notice(),
    staleTime: 60_000,
  });
  const n = notice.data;
  if (!n?.show) return null;
  return (
    <Space orientation="vertical" style={{ width: '100%', marginBottom: 12 }} data-testid="credit-banner">
      {n.inArrears ? (
        <Alert
          type="error"
          showIcon
          title={t('credit.arrears', { available: n.available, currency: n.currency })}
          data-testid="credit-banner-arrears"
        />
      ) : null}
      {n.warnTips ? (
        <Alert type="warning" showIcon title={n.warnTips} data-testid="credit-banner-tips" />
      ) : null}
    </Space>
  );
}
