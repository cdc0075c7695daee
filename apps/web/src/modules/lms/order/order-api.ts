import { get, post } from '#web/shell/request/http.ts';
import type { AddressBookEntry } from './order-form.ts';

/** The order screens' pickers (`/api/lms/waybill/order…`, order permission); placing uses `waybillApi.order`. */
export type OrderProduct = { id: string; code: string; name: string; volumeDivisor: number };
export type OrderCountry = {
  code: string;
  nameCn: string;
  nameEn: string;
  nameVi: string | null;
  isEu: boolean;
};
export type OrderOptions = { products: OrderProduct[]; countries: OrderCountry[] };
export type PickOption = { id: string; label: string };

export const orderKeys = {
  options: ['lmsOrder', 'options'] as const,
  customers: (keyword: string, ids: readonly string[]) => ['lmsOrder', 'customers', keyword, ids] as const,
  addresses: (type: string, customerId: string, keyword: string) =>
    ['lmsOrder', 'addresses', type, customerId, keyword] as const,
  remoteLevel: (countryCode: string, postcode: string, city: string) =>
    ['lmsOrder', 'remoteLevel', countryCode, postcode, city] as const,
};

export const orderApi = {
  options: () => get<OrderOptions>('/lms/waybill/orderOptions'),
  customers: (query: { keyword?: string; ids?: readonly string[] }) =>
    post<PickOption[]>('/lms/waybill/orderCustomers', query, {
      autocomplete: true,
      quiet: Boolean(query.ids),
    }),
  addresses: (query: { type: 'sender' | 'recipient'; customerId?: string; keyword?: string }) =>
    post<AddressBookEntry[]>('/lms/waybill/orderAddresses', query, { autocomplete: true }),
  /** The remote level of the recipient typed so far (0: not remote); quiet, a background lookup. */
  remoteLevel: (query: { countryCode: string; postcode?: string; city?: string }) =>
    get<{ remoteLevel: number }>('/lms/waybill/remoteLevel', query, { quiet: true }),
};
