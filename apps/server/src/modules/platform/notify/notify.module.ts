import { onJobEnded } from '#platform/jobs/job-runner.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { notifyRoutes } from './notify.routes.ts';
import { notifyDelivery, notifySubscription, platformTodo } from './notify.schema.ts';
import { NOTIFY_DELIVER_TASK, NOTIFY_MAIL_TASK, NOTIFY_ROBOT_TASK } from './notify.service.ts';
import { deliverMailTask, deliverMessageTask, deliverRobotTask } from './notify-delivery.ts';
import { notifyJobEnded } from './notify-events.ts';
import { TO_DO_REMIND_TASK, todoReminderTask } from './todo.service.ts';

// the job machinery of the ground floor tells the requester through this module
onJobEnded(notifyJobEnded);

/** Notifications and their channels, message subscriptions and to-do items (docs/service-desk.md). */
export const notifyModule: ModuleManifest = {
  name: 'platform/notify',
  tables: { notifySubscription, notifyDelivery, platformTodo },
  routes: notifyRoutes,
  tasks: {
    [NOTIFY_DELIVER_TASK]: deliverMessageTask,
    [NOTIFY_ROBOT_TASK]: deliverRobotTask,
    [NOTIFY_MAIL_TASK]: deliverMailTask,
    [TO_DO_REMIND_TASK]: todoReminderTask,
  },
};
