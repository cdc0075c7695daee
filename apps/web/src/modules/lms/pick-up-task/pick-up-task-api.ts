import {
  PICK_UP_TASK_GROUPS,
  type PickUpTaskGroup,
  type PickUpTaskNewInput,
  type PickUpTaskSearchCriteria,
  type PickUpTaskStatus,
} from '@freightdesk/domain';
import type { ListView } from '#web/components/resource/list-view.ts';
import { post } from '#web/shell/request/http.ts';
import { statusOfTab } from './pick-up-task-view.ts';

const url = (action: string) => `lms/pickUpTask/${action}`;

/** A row of the pick-up task list. */
export type PickUpTaskRow = {
  id: string;
  taskNo: string;
  customerId: string;
  customerCode: string | null;
  customerName: string | null;
  status: PickUpTaskStatus;
  address: string;
  contact: string;
  phone: string;
  plannedTime: string;
  waybillNos: string[];
  waybillCount: number;
  pieceCount: number;
  estimatedWeight: string | null;
  driverName: string | null;
  driverPhone: string | null;
  plateNo: string | null;
  remark: string | null;
  cancelReason: string | null;
  createdAt: string;
};
export type PickUpCriteria = Partial<Omit<PickUpTaskSearchCriteria, 'plannedTime'>>;

export const pickUpTaskKeys = {
  all: ['lmsPickUpTask'] as const,
  groups: (criteria: PickUpCriteria, scope?: string) => ['lmsPickUpTask', 'groups', criteria, scope] as const,
};

/** The pick-up task API (`/api/lms/pickUpTask/…`). */
export const pickUpTaskApi = {
  statusGroup: (criteria: PickUpCriteria, permissionScope?: string) =>
    post<Record<PickUpTaskGroup, number>>(
      url('statusGroup'),
      { ...criteria, permissionScope },
      { quiet: true },
    ),
  newTask: (input: PickUpTaskNewInput) => post<{ id: string; taskNo: string }>(url('newTask'), input),
  cancel: (id: string, reason?: string) => post<unknown>(url('cancelPickUpTask'), { id, reason }),
  assign: (input: { id: string; vehicleId?: string; driverName: string; driverPhone?: string }) =>
    post<unknown>(url('assign'), input),
  complete: (id: string) => post<unknown>(url('complete'), { id }),
};

/** The pick-up task screen: criteria and status tab in the URL, 50 rows a page. */
export const PICK_UP_TASK_VIEW: ListView = {
  queryKey: pickUpTaskKeys.all,
  url: url('search'),
  pageSize: 50,
  criteria: { taskNo: 'text', waybillNo: 'text' },
  tabs: PICK_UP_TASK_GROUPS,
  toCriteria: (values, tab) => ({ ...values, status: statusOfTab(tab as PickUpTaskGroup) }),
};
