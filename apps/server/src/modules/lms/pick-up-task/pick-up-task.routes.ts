import { Permission, PICK_UP_TASK_API, PICK_UP_TASK_LABELS } from '@freightdesk/domain';
import { notForOnlyMakeDocument } from '#modules/crm/customer/index.ts';
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
 * Pick-up tasks (`PICK_UP_TASK_API`); customers reach only their own customer's tasks. `assign`
 * and `complete` are dispatch work; an only-make-document customer's users ask no pick-up (staff do): staff holding `lms/pickUpTask:insert`.
 */
export const pickUpTaskRoutes: ApiRoute[] = [
  scopedRoute(pickUpTaskList, {
    contract: PICK_UP_TASK_API.search,
    labels,
    permission: P.lmsPickUpTask,
    handler: (c, b) => searchPickUpTasks(c, b),
  }),
  scopedRoute(pickUpTaskList, {
    contract: PICK_UP_TASK_API.statusGroup,
    labels,
    permission: P.lmsPickUpTask,
    handler: (c, b) => pickUpTaskStatusGroup(c, b),
  }),
  route({
    contract: PICK_UP_TASK_API.newTask,
    labels,
    permission: P.lmsPickUpTaskInsert,
    handler: notForOnlyMakeDocument(newPickUpTask),
  }),
  route({
    contract: PICK_UP_TASK_API.cancel,
    labels,
    permission: P.lmsPickUpTaskCancel,
    handler: (c, b) => cancelPickUpTask(c, b),
  }),
  route({
    contract: PICK_UP_TASK_API.assign,
    labels,
    permission: P.lmsPickUpTaskInsert,
    handler: (c, b) => assignPickUpTask(c, b),
  }),
  route({
    contract: PICK_UP_TASK_API.complete,
    labels,
    permission: P.lmsPickUpTaskInsert,
    handler: (c, b) => completePickUpTask(c, b),
  }),
];
