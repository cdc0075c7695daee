import { CREDIT_API, type CreditNotice } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The credit notice (`CREDIT_API.notice`): the banner and the waybill views read it quietly. */
export const creditKeys = {
  notice: (customerId: string | null) => ['fmsCreditNotice', customerId] as const,
};

export const creditApi = {
  notice: (customerId?: string) =>
    callEndpoint(CREDIT_API.notice, customerId ? { customerId } : {}, { quiet: true }),
};

export { mayReadNotice } from './credit-access.ts';

export type { CreditNotice };
