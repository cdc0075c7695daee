import { CUSTOMER_API, type EndpointOutput, WAYBILL_API } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The order screens' pickers (`WAYBILL_API.order…`, order permission); placing uses `waybillApi.order`. */
export type OrderOptions = EndpointOutput<typeof WAYBILL_API.orderOptions>;
export type OrderProduct = OrderOptions['products'][number];
export type OrderCountry = OrderOptions['countries'][number];
export type PickOption = EndpointOutput<typeof WAYBILL_API.orderCustomers>[number];

export type OrderNotice = EndpointOutput<typeof CUSTOMER_API.orderNotice>;

export const orderKeys = {
  notice: (customerId: string) => ['lmsOrder', 'notice', customerId] as const,
  options: ['lmsOrder', 'options'] as const,
  customers: (keyword: string, ids: readonly string[]) => ['lmsOrder', 'customers', keyword, ids] as const,
  addresses: (type: string, customerId: string, keyword: string) =>
    ['lmsOrder', 'addresses', type, customerId, keyword] as const,
  remoteLevel: (countryCode: string, postcode: string, city: string) =>
    ['lmsOrder', 'remoteLevel', countryCode, postcode, city] as const,
};

export const orderApi = {
  /** The customer's cut-off, today's ship date and make-document allowance (staff name the customer). */
  notice: (customerId?: string) => callEndpoint(CUSTOMER_API.orderNotice, { customerId }, { quiet: true }),
  options: () => callEndpoint(WAYBILL_API.orderOptions),
  customers: (query: { keyword?: string; ids?: readonly string[] }) =>
    callEndpoint(
      WAYBILL_API.orderCustomers,
      { keyword: query.keyword, ids: query.ids && [...query.ids] },
      { autocomplete: true, quiet: Boolean(query.ids) },
    ),
  addresses: (query: { type: 'sender' | 'recipient'; customerId?: string; keyword?: string }) =>
    callEndpoint(WAYBILL_API.orderAddresses, query, { autocomplete: true }),
  /** The remote level of the recipient typed so far (0: not remote); quiet, a background lookup. */
  remoteLevel: (query: { countryCode: string; postcode?: string; city?: string }) =>
    callEndpoint(WAYBILL_API.remoteLevel, query, { quiet: true }),
};
