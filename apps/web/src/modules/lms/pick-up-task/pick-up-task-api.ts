import {
  type EndpointOutput,
  PICK_UP_TASK_API,
  PICK_UP_TASK_GROUPS,
  type PickUpTaskGroup,
  type PickUpTaskNewInput,
  type PickUpTaskSearchCriteria,
} from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { statusOfTab } from './pick-up-task-view.ts';

/** A row of the pick-up task list. */
export type PickUpTaskRow = EndpointOutput<typeof PICK_UP_TASK_API.search>['records'][number];
export type PickUpCriteria = Partial<Omit<PickUpTaskSearchCriteria, 'plannedTime'>>;

export const pickUpTaskKeys = {
  all: ['lmsPickUpTask'] as const,
  groups: (criteria: PickUpCriteria, scope?: string) => ['lmsPickUpTask', 'groups', criteria, scope] as const,
};

/** The pick-up task API (`PICK_UP_TASK_API`). */
export const pickUpTaskApi = {
  statusGroup: (criteria: PickUpCriteria, permissionScope?: string) => {
    // the server's scoped route takes `permissionScope` besides the contract's criteria
    const body = { ...criteria, permissionScope };
    return callEndpoint(PICK_UP_TASK_API.statusGroup, body, { quiet: true });
  },
  newTask: (input: PickUpTaskNewInput) => callEndpoint(PICK_UP_TASK_API.newTask, input),
  cancel: (id: string, reason?: string) => callEndpoint(PICK_UP_TASK_API.cancel, { id, reason }),
  assign: (input: { id: string; vehicleId?: string; driverName: string; driverPhone?: string }) =>
    callEndpoint(PICK_UP_TASK_API.assign, input),
  complete: (id: string) => callEndpoint(PICK_UP_TASK_API.complete, { id }),
};

/** The pick-up task screen: criteria and status tab in the URL, 50 rows a page. */
export const PICK_UP_TASK_VIEW: ListView = {
  queryKey: pickUpTaskKeys.all,
  url: PICK_UP_TASK_API.search.url,
  pageSize: 50,
  criteria: { taskNo: 'text', waybillNo: 'text' },
  tabs: PICK_UP_TASK_GROUPS,
  toCriteria: (values, tab) => ({ ...values, status: statusOfTab(tab as PickUpTaskGroup) }),
};
