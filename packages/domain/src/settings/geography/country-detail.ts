import { L } from '../../platform/entity/common-labels.ts';
import { l, options } from '../../platform/entity/define.ts';

/**
 * Country details (settings centre → destination → details): notes staff keep per country, such as
 * customs or address requirements. The spec names only the calls (`insertDetail`, `deleteDetail`,
 * `countryDetail/insert`), so a detail is a typed note: type + content, listed under its country.
 */
export const COUNTRY_DETAIL_TYPES = options(
  ['customs', l('清关要求', 'Customs requirement', 'Yêu cầu hải quan')],
  ['prohibited', l('禁运品', 'Prohibited goods', 'Hàng cấm')],
  ['address', l('地址要求', 'Address requirement', 'Yêu cầu địa chỉ')],
  ['delivery', l('派送说明', 'Delivery note', 'Ghi chú giao hàng')],
  ['other', L.other],
);
export const COUNTRY_DETAIL_TYPE_VALUES = ['customs', 'prohibited', 'address', 'delivery', 'other'] as const;
export type CountryDetailType = (typeof COUNTRY_DETAIL_TYPE_VALUES)[number];

export const COUNTRY_DETAIL_CONTENT_MAX = 1000;

export const COUNTRY_DETAIL_LABELS = {
  type: L.type,
  content: l('内容', 'Content', 'Nội dung'),
} as const;
