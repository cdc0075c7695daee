import type { ModuleManifest } from '#platform/module.ts';
import { userSettingRoutes } from './user-setting.routes.ts';
import { userSetting } from './user-setting.schema.ts';

/** Per-user settings. */
export const userSettingModule: ModuleManifest = {
  name: 'platform/user-setting',
  tables: { userSetting },
  routes: userSettingRoutes,
};
