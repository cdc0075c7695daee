import { entityRoutes } from '#platform/entity/entity.routes.ts';
import { platformRoutes } from '#platform/http/platform.routes.ts';
import type { ApiRoute } from '#platform/http/route.ts';
import { progressRoutes } from '#platform/jobs/progress.routes.ts';
import { entityRegistry } from './entities.ts';
import { MODULES } from './modules.ts';

/** Every API route of the app, registered under `/api`: the ground floor's, the entities', the modules'. */
export const allRoutes: readonly ApiRoute[] = [
  ...platformRoutes,
  ...progressRoutes,
  ...entityRegistry.all.flatMap(entityRoutes),
  ...MODULES.flatMap((m) => (typeof m.routes === 'function' ? m.routes(entityRegistry) : (m.routes ?? []))),
];
