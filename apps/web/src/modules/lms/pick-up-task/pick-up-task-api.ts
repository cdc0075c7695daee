import type {
  PickUpTaskGroup,
  PickUpTaskNewInput,
  PickUpTaskSearchCriteria,
  PickUpTaskStatus,
} from '@freightdesk/domain';
import { post } from '#web/shell/request/http.ts';

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
export type PickUpTaskPage = { records: PickUpTaskRow[]; total: number; page: number; size: number };
export type PickUpCriteria = Partial<Omit<PickUpTaskSearchCriteria, 'plannedTime'>>;

export const pickUpTaskKeys = {
  all: ['lmsPickUpTask'] as const,
  search: (criteria: PickUpCriteria, page: number, scope?: string) =>
    ['lmsPickUpTask', 'search', criteria, page, scope] as const,
  groups: (criteria: PickUpCriteria, scope?: string) => ['lmsPickUpTask', 'groups', criteria, scope] as const,
};

/** The pick-up task API (`/api/lms/pickUpTask/…`). */
export const pickUpTaskApi = {
  search: (criteria: PickUpCriteria, page: number, size: number, permissionScope?: string) =>
    post<PickUpTaskPage>(url('search'), { criteria, page, size, permissionScope }),
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
