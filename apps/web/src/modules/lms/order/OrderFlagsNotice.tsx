import { message } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Alert, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { orderApi, orderKeys } from './order-api.ts';

/**
 * The customer's order flags above the order form: the daily cut-off (and, past it, the day an
 * order placed now ships), today's remaining make-document allowance, and for an only-make-document
 * customer that labels, pick-up and sending are left to staff. Staff see the chosen customer's.
 */
export function OrderFlagsNotice({ area, customerId }: { area: 'customer' | 'staff'; customerId?: string }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const enabled = area === 'customer' || Boolean(customerId);
  const notice = useQuery({
    queryKey: orderKeys.notice(customerId ?? ''),
    queryFn: () => orderApi.notice(area === 'staff' ? customerId : undefined),
    enabled,
    staleTime: 30_000,
  });
  const n = enabled ? notice.data : undefined;
  if (!n) return null;
  const lines = [
    n.shippingCutOffTime &&
      (n.afterCutOff
        ? t('waybillOrder.notice.afterCutOff', { time: n.shippingCutOffTime, date: n.shipDate })
        : t('waybillOrder.notice.cutOff', { time: n.shippingCutOffTime })),
    n.remaining !== null &&
      t('waybillOrder.notice.allowance', { remaining: n.remaining, limit: n.makeDocumentLimit }),
    n.isOnlyMakeDocument && area === 'customer' && message(lang, 'customerOnlyMakeDocument'),
  ].filter((x): x is string => Boolean(x));
  if (!lines.length && !n.isOnlyMakeDocument) return null;
  return (
    <Alert
      type={n.remaining === 0 ? 'warning' : 'info'}
      showIcon
      title={
        <Space orientation="vertical" size={0}>
          {n.isOnlyMakeDocument && area === 'staff' ? (
            <Tag color="orange">{t('waybillOrder.notice.onlyMakeDocument')}</Tag>
          ) : null}
          {lines.map((line) => (
            <span key={line}>{line}</span>
          ))}
        </Space>
      }
      data-testid="order-flags-notice"
    />
  );
}
