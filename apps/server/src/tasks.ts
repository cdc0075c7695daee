import type { FileStore } from '#platform/file-store.ts';
import type { TaskHandler, TaskSchedule } from '#platform/tasks/task.service.ts';
import { purgeExpired } from './housekeeping.ts';
import { MODULES } from './modules.ts';

/** The task type and schedule of the hourly housekeeping (`purgeExpired`). */
export const HOUSEKEEPING_TASK = 'platform.housekeeping';
export const HOUSEKEEPING_EVERY_S = 3_600;

/** Every durable task handler and schedule: the modules' and the housekeeping. */
export function appTasks(fileStore: FileStore): {
  handlers: Record<string, TaskHandler>;
  schedules: TaskSchedule[];
} {
  const handlers: Record<string, TaskHandler> = {
    [HOUSEKEEPING_TASK]: (db, _payload, { now }) => purgeExpired(db, now, fileStore),
  };
  const schedules: TaskSchedule[] = [
    { name: HOUSEKEEPING_TASK, every: HOUSEKEEPING_EVERY_S, task: HOUSEKEEPING_TASK },
  ];
  for (const m of MODULES) {
    for (const [type, handler] of Object.entries(m.tasks ?? {})) {
      if (type in handlers) throw new Error(`module ${m.name}: task type ${type} is registered twice`);
      handlers[type] = handler;
    }
    for (const s of m.schedules ?? []) {
      if (schedules.some((o) => o.name === s.name))
        throw new Error(`module ${m.name}: schedule ${s.name} is registered twice`);
      schedules.push(s);
    }
  }
  return { handlers, schedules };
}
