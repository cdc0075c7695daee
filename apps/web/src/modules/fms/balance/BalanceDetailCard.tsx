import { CREDIT_CONTROLS } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Descriptions, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { type BalanceDetail, balanceApi, balanceKeys } from './balance-api.ts';

const negative = (v: string) => v.startsWith('-');

/** A money value in its currency, red below zero. */
export function Money({
  value,
  currency,
  strong,
  testId,
}: {
  value: string;
  currency: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Typography.Text type={negative(value) ? 'danger' : undefined} strong={strong} data-testid={testId}>
      {value} {currency}
    </Typography.Text>
  );
}

/** The position of one customer as the detail answers it (the warn tips above). */
export function BalanceDetailView({ detail }: { detail: BalanceDetail }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const c = detail.currency;
  const control =
    CREDIT_CONTROLS.find((o) => o.value === detail.creditControl)?.label[lang] ?? detail.creditControl;
  return (
    <>
      {detail.warnTips ? (
        <Alert
          type="warning"
          showIcon
          title={t('balance.warnTips')}
          description={detail.warnTips}
          style={{ marginBottom: 12 }}
          data-testid="balance-warn-tips"
        />
      ) : null}
      <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="balance-detail">
        <Descriptions.Item label={t('balance.balance')}>
          <Money value={detail.balance} currency={c} strong />
        </Descriptions.Item>
        <Descriptions.Item label={t('balance.unconfirmedCharges')}>
          <Money value={detail.unconfirmedCharges} currency={c} />
        </Descriptions.Item>
        <Descriptions.Item label={t('balance.unbilledFees')}>
          <Money value={detail.unbilledFees} currency={c} />
        </Descriptions.Item>
        <Descriptions.Item label={t('balance.estimatedBalance')}>
          <Money value={detail.estimatedBalance} currency={c} />
        </Descriptions.Item>
        <Descriptions.Item label={t('balance.creditLine')}>
          <Money value={detail.creditLine} currency={c} />
        </Descriptions.Item>
        <Descriptions.Item label={t('balance.available')}>
          <Money value={detail.available} currency={c} strong testId="balance-available" />
        </Descriptions.Item>
        <Descriptions.Item label={t('balance.creditControl')}>{control}</Descriptions.Item>
      </Descriptions>
    </>
  );
}

/**
 * The balance detail card: balance, unconfirmed receipts, unbilled fees, estimated balance, credit
 * line, available, credit control and the warn tips, of the given customer (staff) or of the
 * signed-in customer (no id).
 */
export function BalanceDetailCard({ customerId, title }: { customerId?: string; title?: string }) {
  const detail = useQuery({
    queryKey: balanceKeys.detail(customerId),
    queryFn: () => balanceApi.detail(customerId),
  });
  return (
    <Card size="small" title={title} data-testid="balance-card">
      {detail.data ? <BalanceDetailView detail={detail.data} /> : <Skeleton active={detail.isLoading} />}
    </Card>
  );
}
