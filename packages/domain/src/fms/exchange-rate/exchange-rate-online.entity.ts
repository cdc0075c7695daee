import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l } from '../../platform/entity/define.ts';

/** Banks whose published rates are kept (back-office §3 "Online rates: China and Hong Kong banks"). */
export const ONLINE_RATE_BANKS = ['CN', 'HK'] as const;
export type OnlineRateBank = (typeof ONLINE_RATE_BANKS)[number];

const currency = (label: ReturnType<typeof l>) =>
  field.text(label, { max: 3, min: 3, required: true, upper: true, search: 'eq' as const });
const rate = (label: ReturnType<typeof l>) => field.decimal(label, { scale: 6, min: '0', max: '999999' });

/**
 * Online exchange rate (back-office §3, §7 `exchangeRateOnline`): a bank's published buy, sell and
 * middle rate of 1 `foreignCurrency` in `currency` at `publishedAt`. There is no internet link: rows
 * come by Excel import or manual entry. `fms/exchangeRateOnline/query` answers the latest row at or
 * before a date; `…/latest` the latest row per bank and currency pair.
 */
export const exchangeRateOnline = defineEntity({
  name: 'exchangeRateOnline',
  api: 'fms/exchangeRateOnline',
  table: 'fms_exchange_rate_online',
  title: l('在线汇率', 'Online exchange rate', 'Tỷ giá trực tuyến'),
  permission: 'fms/exchangeRateOnline',
  actions: ['insert', 'update', 'delete', 'export', 'import'],
  labelField: 'foreignCurrency',
  menuGroup: 'fms',
  route: '/fms/exchange-rate-online',
  defaultSort: { field: 'publishedAt', order: 'desc' },
  fields: {
    bank: field.enum(l('银行', 'Bank', 'Ngân hàng'), {
      required: true,
      search: 'eq',
      options: [
        { value: 'CN', label: l('中国银行', 'Bank of China', 'Ngân hàng Trung Quốc') },
        { value: 'HK', label: l('香港银行', 'Hong Kong bank', 'Ngân hàng Hồng Kông') },
      ],
    }),
    currency: currency(l('本币', 'Currency', 'Tiền tệ')),
    foreignCurrency: currency(l('外币', 'Foreign currency', 'Ngoại tệ')),
    buyRate: rate(l('买入价', 'Buy rate', 'Giá mua')),
    sellRate: rate(l('卖出价', 'Sell rate', 'Giá bán')),
    middleRate: { ...rate(l('中间价', 'Middle rate', 'Giá trung bình')), required: true },
    publishedAt: field.datetime(l('发布时间', 'Published at', 'Thời gian công bố'), {
      required: true,
      search: 'range',
      sortable: true,
    }),
    remark: field.text(L.remark, { max: 200, search: 'keyword', span: 2 }),
  },
});
