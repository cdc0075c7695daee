import type { ModuleManifest } from '#platform/module.ts';
import { session } from './session.schema.ts';
import { purgeExpiredSessions } from './session.service.ts';

/** Sessions (the app resolves them on every request). */
export const sessionModule: ModuleManifest = {
  name: 'platform/session',
  tables: { session },
  jobs: [(db, now) => purgeExpiredSessions(db, now)],
};
