import type { ModuleManifest } from '#platform/module.ts';
import { urgeRoutes } from './urge.routes.ts';
import { fmsUrgeRecord } from './urge.schema.ts';
import { URGE_TASK } from './urge.service.ts';
import { sendUrgeTask } from './urge.task.ts';

/** Overdue bills and their reminder emails (docs/finance.md "Ageing and reminders"). */
export const urgeModule: ModuleManifest = {
  name: 'fms/urge',
  tables: { fmsUrgeRecord },
  routes: urgeRoutes,
  tasks: { [URGE_TASK]: sendUrgeTask },
};
