import { useTranslation } from 'react-i18next';
import { BalanceDetailCard } from './BalanceDetailCard.tsx';

/** My balance (customer `/client/fms/balance`): the signed-in customer's own position and warn tips. */
export function CustomerBalancePage() {
  const { t } = useTranslation();
  return (
    <div data-testid="customer-balance-page">
      <BalanceDetailCard title={t('balance.route.myBalance')} />
    </div>
  );
}
