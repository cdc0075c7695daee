import { ENTITIES, type EntityDef } from '@freightdesk/domain';
import { entityRoutes } from '#web/shell/entity-routes.ts';
import type { WebModule } from '#web/shell/module-manifest.ts';
import type { AppRoute, ScreenLoad } from '#web/shell/route-types.ts';
import { MODULES } from './modules.ts';

/**
 * The route table: the modules' screens in list order, with the generated list screens of the
 * entity descriptions (each with its module's own screen where one is registered) placed where the
 * first module bringing entity screens stands. Only screens that are built are listed.
 */
export function assembleRoutes(modules: readonly WebModule[], entities: readonly EntityDef[]): AppRoute[] {
  const screens: Record<string, ScreenLoad> = Object.assign({}, ...modules.map((m) => m.screens ?? {}));
  const generated = entityRoutes(entities, screens);
  const at = modules.findIndex((m) => m.screens);
  return modules.flatMap((m, i) => [...(i === at ? generated : []), ...(m.routes ?? [])]);
}

export const ROUTES: readonly AppRoute[] = assembleRoutes(MODULES, ENTITIES);
