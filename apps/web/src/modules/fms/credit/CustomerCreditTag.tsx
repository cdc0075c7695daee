import { useQuery } from '@tanstack/react-query';
import { Space, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '#web/shell/session/session-store.ts';
import { creditApi, creditKeys, mayReadNotice } from './credit-api.ts';

/**
 * The credit state of a waybill's customer for staff (the waybill drawer's header): "In arrears"
 * with the available balance, and the customer's warn tips. Nothing for customer users (they have
 * the banner) or a customer with nothing to show.
 */
export function CustomerCreditTag({ customerId }: { customerId: string | null | undefined }) {
  const session = useSession();
  const { t } = useTranslation();
  const staff = session.userType !== 'customer' && mayReadNotice(session.permissions) && !!customerId;
  const notice = useQuery({
    queryKey: creditKeys.notice(customerId ?? null),
    queryFn: () => creditApi.notice(customerId ?? undefined),
    enabled: staff,
    staleTime: 60_000,
  });
  const n = notice.data;
  if (!staff || !n?.show) return null;
  return (
    <Space size={4} data-testid="customer-credit">
      {n.inArrears ? (
        <Tooltip title={t('credit.available', { available: n.available, currency: n.currency })}>
          <Tag color="red" data-testid="customer-credit-arrears">
            {t('credit.inArrears')}
          </Tag>
        </Tooltip>
      ) : null}
      {n.warnTips ? (
        <Tooltip title={n.warnTips}>
          <Tag color="orange" data-testid="customer-credit-tips">
            {t('credit.warnTips')}
          </Tag>
        </Tooltip>
      ) : null}
    </Space>
  );
}
