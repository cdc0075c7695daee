import { hasPermission, Permission, type PriceQueryPayload } from '@freightdesk/domain';
import { App, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '#web/shell/session/session-store.ts';
import { orderPathOf, priceQuoteApi } from './price-quote-api.ts';

type Props = {
  /** The shipment last queried (the form's payload). */
  shipment: () => PriceQueryPayload;
  productId: string;
  channelId: string | null;
  testId: string;
};

/**
 * Saves a result row of the price query as a quote (priced again on the server) and tells its
 * number, with a link to order from it. Only for users holding the quote code.
 */
export function SaveQuoteButton({ shipment, productId, channelId, testId }: Props) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const { permissions, userType } = useSession();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  if (!hasPermission(permissions, `${Permission.priceQuote}:insert`)) return null;

  const save = async () => {
    setBusy(true);
    try {
      const saved = await priceQuoteApi.insert({ ...shipment(), productId, channelId });
      const area = userType === 'customer' ? 'customer' : 'staff';
      const dialog = modal.success({
        title: t('priceQuote.saved', { priceNo: saved.priceNo }),
        content: (
          <Space orientation="vertical">
            <Typography.Text data-testid="price-quote-saved-no" copyable>
              {saved.priceNo}
            </Typography.Text>
            <Typography.Text>
              {saved.localTotal} {saved.localCurrency}
            </Typography.Text>
            <Button
              type="link"
              onClick={() => {
                dialog.destroy();
                navigate(orderPathOf(area, saved.priceNo));
              }}
            >
              {t('priceQuote.order')}
            </Button>
          </Space>
        ),
      });
    } catch {
      // the request layer told the user
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="small" loading={busy} onClick={() => void save()} data-testid={testId}>
      {t('priceQuote.save')}
    </Button>
  );
}
