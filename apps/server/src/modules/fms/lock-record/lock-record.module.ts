import type { ModuleManifest } from '#platform/module.ts';
import { CARRY_OVER_TASK, carryOverTask } from './carry-over.service.ts';
import { lockRecordRoutes } from './lock-record.routes.ts';
import { fmsLockedMonth, fmsLockRecord } from './lock-record.schema.ts';

/** Month lock of finance (issue 15): locked months, the lock record, and the carry-over task. */
export const lockRecordModule: ModuleManifest = {
  name: 'fms/lock-record',
  tables: { fmsLockedMonth, fmsLockRecord },
  routes: lockRecordRoutes,
  tasks: { [CARRY_OVER_TASK]: carryOverTask },
};
