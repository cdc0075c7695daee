import {
  Permission,
  PICK_UP_TASK_LABELS,
  pickUpTaskAssignPayload,
  pickUpTaskCancelPayload,
  pickUpTaskIdPayload,
  pickUpTaskNewPayload,
  pickUpTaskSearchCriteria,
  pickUpTaskSearchPayload,
} from '@freightdesk/domain';
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

/**
 * Pick-up tasks (`/api/lms/pickUpTask/…`); customers reach only their own customer's tasks. `assign`
 * and `complete` are dispatch work: staff holding `lms/pickUpTask:insert`.
 */
export const pickUpTaskRoutes: ApiRoute[] = [
  scopedRoute(pickUpTaskList, {
    method: 'POST',
    url: '/lms/pickUpTask/search',
    input: pickUpTaskSearchPayload,
    labels,
    permission: P.lmsPickUpTask,
    summary: 'Pick-up task list: page and total',
    handler: (c, b) => searchPickUpTasks(c, b),
  }),
  scopedRoute(pickUpTaskList, {
    method: 'POST',
    url: '/lms/pickUpTask/statusGroup',
    input: pickUpTaskSearchCriteria,
    labels,
    permission: P.lmsPickUpTask,
    summary: 'Counts of the status tabs (all, wait, assigned, picked, cancelled) for the criteria',
    handler: (c, b) => pickUpTaskStatusGroup(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/pickUpTask/newTask',
    input: pickUpTaskNewPayload,
    labels,
    permission: P.lmsPickUpTaskInsert,
    summary: 'New pick-up task for ordered waybills (they go to waitPickUp)',
    handler: (c, b) => newPickUpTask(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/pickUpTask/cancelPickUpTask',
    input: pickUpTaskCancelPayload,
    labels,
    permission: P.lmsPickUpTaskCancel,
    summary: 'Cancel a waiting or assigned task (its waybills go back to order)',
    handler: (c, b) => cancelPickUpTask(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/pickUpTask/assign',
    input: pickUpTaskAssignPayload,
    labels,
    permission: P.lmsPickUpTaskInsert,
    summary: 'Assign driver and vehicle (staff)',
    handler: (c, b) => assignPickUpTask(c, b),
  }),
  route({
    method: 'POST',
    url: '/lms/pickUpTask/complete',
    input: pickUpTaskIdPayload,
    labels,
    permission: P.lmsPickUpTaskInsert,
    summary: 'The goods were picked up (staff): waiting waybills arrive',
    handler: (c, b) => completePickUpTask(c, b),
  }),
];
