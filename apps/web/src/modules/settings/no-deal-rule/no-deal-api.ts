import { NO_DEAL_API, type NoDealListAnswer } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

export const noDealApi = {
  customers: (ruleId?: string): Promise<NoDealListAnswer> =>
    callEndpoint(NO_DEAL_API.customers, ruleId ? { ruleId } : {}),
  dryRun: (id: string): Promise<NoDealListAnswer> => callEndpoint(NO_DEAL_API.dryRun, { id }),
  notifyNow: (id: string) => callEndpoint(NO_DEAL_API.notifyNow, { id }),
};
