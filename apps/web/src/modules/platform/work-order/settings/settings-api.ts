import {
  type EndpointInput,
  WORK_ORDER_API,
  WORK_ORDER_TYPE_API,
  type WorkOrderMainType,
} from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

/** The settings calls: second types and assignment rules. */
export type TypeValues = {
  code: string;
  mainType: WorkOrderMainType;
  name: string;
  nameEn: string;
  nameVi: string;
  sort?: number;
  enabled?: boolean;
};
export type AssignRuleInput = EndpointInput<typeof WORK_ORDER_API.assignRuleSave>['rules'][number];

export const typeSettingsApi = {
  list: () => callEndpoint(WORK_ORDER_TYPE_API.list, { enabledOnly: false }),
  insert: (values: TypeValues) => callEndpoint(WORK_ORDER_TYPE_API.insert, values),
  update: (id: string, { code: _code, ...values }: TypeValues) =>
    callEndpoint(WORK_ORDER_TYPE_API.update, { id, ...values }),
  rules: () => callEndpoint(WORK_ORDER_API.assignRuleFetch),
  saveRules: (rules: AssignRuleInput[]) => callEndpoint(WORK_ORDER_API.assignRuleSave, { rules }),
};
