import { useQuery } from '@tanstack/react-query';
import { Alert, Form, type FormInstance } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { OrderFormValues } from '#web/modules/lms/order/index.ts';
import { type PriceQuoteRecord, priceQuoteApi, priceQuoteKeys } from './price-quote-api.ts';
import { orderValuesOfQuote } from './quote-prefill.ts';

/**
 * The order screen opened on a quote (`?priceNo=`): reads the quote once and fills the form with
 * its customer, product, destination and pieces; the order then carries the quote's number.
 * Answers the quote while the form carries it.
 */
export function useQuotePrefill(form: FormInstance<OrderFormValues>): PriceQuoteRecord | undefined {
  const [params] = useSearchParams();
  const priceNo = params.get('priceNo') ?? '';
  const quote = useQuery({
    queryKey: priceQuoteKeys.detail(priceNo),
    queryFn: () => priceQuoteApi.detail(priceNo),
    enabled: Boolean(priceNo),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const filled = useRef<string>(undefined);
  useEffect(() => {
    if (!quote.data || filled.current === quote.data.priceNo) return;
    filled.current = quote.data.priceNo;
    form.setFieldsValue(orderValuesOfQuote(quote.data));
  }, [quote.data, form]);
  // a new order after this one (the form reset) no longer carries the quote
  const carried = Form.useWatch('priceNo', { form, preserve: true }) as string | undefined;
  return quote.data && carried === quote.data.priceNo ? quote.data : undefined;
}

/** The line above the order form naming the quote ordered from, its total and validity. */
export function QuoteBanner({ quote }: { quote: PriceQuoteRecord | undefined }) {
  const { t } = useTranslation();
  if (!quote) return null;
  const text = t('priceQuote.orderingFrom', {
    priceNo: quote.priceNo,
    total: `${quote.localTotal} ${quote.localCurrency}`,
    until: dayjs(quote.expiresAt).format('YYYY-MM-DD HH:mm'),
  });
  return (
    <Alert
      type={quote.status === 'active' ? 'info' : 'warning'}
      showIcon
      title={quote.status === 'active' ? text : `${text} (${t(`priceQuote.status.${quote.status}`)})`}
      data-testid="order-price-quote"
    />
  );
}
