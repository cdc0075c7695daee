import {
  Permission,
  PICK_UP_TASK_LABELS,
  PICK_UP_TASK_STATUSES,
  pickUpTaskAssignPayload,
  pickUpTaskCancelPayload,
  pickUpTaskIdPayload,
  pickUpTaskNewPayload,
  pickUpTaskSearchCriteria,
  pickUpTaskSearchPayload,
  searchResultOf,
  timestampAnswer,
} from '@freightdesk/domain';
import { z } from 'zod';
import { type ApiRoute, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import {
  assignPickUpTask,
  cancelPickUpTask,
  completePickUpTask,
  newPickUpTask,
} from './pick-up-task.service.ts';
import { pickUpTaskList, pickUpTaskStatusGroup, searchPickUpTasks } from './pick-up-task-search.service.ts';

const P = Permission;
const labels = PICK_UP_TASK_LABELS;

/** Output schemas of the pick-up task routes. */
const moment = timestampAnswer.nullable();
/** A task of the list: its row (weight as decimal text) with customer, vehicle plate and waybill numbers. */
const pickUpTaskRecord = z.object({
  id: z.uuid(),
  taskNo: z.string(),
  customerId: z.uuid(),
  status: z.enum(PICK_UP_TASK_STATUSES),
  address: z.string(),
  contact: z.string(),
  phone: z.string(),
  plannedTime: timestampAnswer,
  waybillIds: z.array(z.uuid()),
  waybillCount: z.number().int(),
  pieceCount: z.number().int(),
  estimatedWeight: z.string().nullable(),
  vehicleId: z.uuid().nullable(),
  driverName: z.string().nullable(),
  driverPhone: z.string().nullable(),
  remark: z.string().nullable(),
  cancelReason: z.string().nullable(),
  assignedAt: moment,
  pickedAt: moment,
  cancelledAt: moment,
  version: z.number().int(),
  createdAt: timestampAnswer,
  createdBy: z.uuid().nullable(),
  updatedAt: timestampAnswer,
  updatedBy: z.uuid().nullable(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  plateNo: z.string().nullable(),
  waybillNos: z.array(z.string()),
});

const PICK_UP_TASK_ANSWERS = {
  search: searchResultOf(pickUpTaskRecord),
  statusGroup: z.record(z.enum(['all', ...PICK_UP_TASK_STATUSES]), z.number().int()),
  newTask: z.object({ id: z.uuid(), taskNo: z.string() }),
  cancel: z.object({ id: z.uuid(), status: z.literal('cancelled'), waybills: z.number().int() }),
  assign: z.object({ id: z.uuid(), status: z.literal('assigned') }),
  complete: z.object({ id: z.uuid(), status: z.literal('picked'), waybills: z.number().int() }),
};

/**
 * Pick-up tasks (`/api/lms/pickUpTask/…`); customers reach only their own customer's tasks. `assign`
 * and `complete` are dispatch work: staff holding `lms/pickUpTask:insert`.
 */
export const pickUpTaskRoutes: ApiRoute[] = [
  scopedRoute(pickUpTaskList, {
    method: 'POST',
    url: '/lms/pickUpTask/search',
    output: PICK_UP_TASK_ANSWERS.search,
    input: pickUpTaskSearchPayload,
    labels,
    permission: P.lmsPickUpTask,
    summary: 'Pick-up task list: page and total',
    handler: (c, b) => searchPickUpTasks(c, b),
  }),
  scopedRoute(pickUpTaskList, {
    method: 'POST',
    url: '/lms/pickUpTask/statusGroup',
    output: PICK_UP_TASK_ANSWERS.statusGroup,
    input: pickUpTaskSearchCriteria,
    labels,
    permission: P.lmsPickUpTask,
    summary: 'Counts of the status tabs (all, wait, assigned, picked, cancelled) for the criteria',
    handler: (c, b) => pickUpTaskStatusGroup(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/pickUpTask/newTask',
    output: PICK_UP_TASK_ANSWERS.newTask,
    input: pickUpTaskNewPayload,
    labels,
    permission: P.lmsPickUpTaskInsert,
    summary: 'New pick-up task for ordered waybills (they go to waitPickUp)',
    handler: (c, b) => newPickUpTask(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/pickUpTask/cancelPickUpTask',
    output: PICK_UP_TASK_ANSWERS.cancel,
    input: pickUpTaskCancelPayload,
    labels,
    permission: P.lmsPickUpTaskCancel,
    summary: 'Cancel a waiting or assigned task (its waybills go back to order)',
    handler: (c, b) => cancelPickUpTask(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/pickUpTask/assign',
    output: PICK_UP_TASK_ANSWERS.assign,
    input: pickUpTaskAssignPayload,
    labels,
    permission: P.lmsPickUpTaskInsert,
    summary: 'Assign driver and vehicle (staff)',
    handler: (c, b) => assignPickUpTask(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/pickUpTask/complete',
    output: PICK_UP_TASK_ANSWERS.complete,
    input: pickUpTaskIdPayload,
    labels,
    permission: P.lmsPickUpTaskInsert,
    summary: 'The goods were picked up (staff): waiting waybills arrive',
    handler: (c, b) => completePickUpTask(c, b),
  }),
];
