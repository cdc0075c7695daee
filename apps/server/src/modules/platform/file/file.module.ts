import type { ModuleManifest } from '#platform/module.ts';
import { fileRoutes } from './file.routes.ts';
import { commonFile, commonFileBlob, commonFileLink } from './file.schema.ts';
import { purgeTempFiles } from './file.service.ts';

/** Uploaded files, their contents and links. */
export const fileModule: ModuleManifest = {
  name: 'platform/file',
  tables: { commonFile, commonFileBlob, commonFileLink },
  routes: fileRoutes,
  jobs: [(db, now, fileStore) => purgeTempFiles(db, fileStore, now)],
};
