import { PRICE_PERMISSION_CODES } from './price.permissions.ts';
import type { PriceKind } from './price-schema.ts';

const m = (zh: string, en: string, vi: string) => ({ 'zh-CN': zh, 'en-US': en, 'vi-VN': vi });

/** The list permission of each price kind (its actions are `{code}:{action}`, PRICE_LIST_ACTIONS). */
export const PRICE_KIND_PERMISSION: Record<PriceKind, string> = {
  customer: PRICE_PERMISSION_CODES.customerPrice,
  agent: PRICE_PERMISSION_CODES.agentPrice,
  sales: PRICE_PERMISSION_CODES.salesPrice,
};
export const PRICE_LIST_PERMISSIONS = Object.values(PRICE_KIND_PERMISSION);

/** Titles of the price screens (route titles). */
export const PRICE_TITLES = {
  queryPrice: m('查价', 'Price query', 'Tra giá'),
  priceList: m('价格管理', 'Prices', 'Bảng giá'),
};
