import type { UserType } from '@freightdesk/domain';
import type { RouteObject } from 'react-router';
import { layoutLoader, routeLoader } from './guards/area-loaders.ts';
import { withChunkTimeout } from './guards/loaders.ts';
import { routesOf } from './routes.ts';

const mainLayout = withChunkTimeout(async () => ({
  Component: (await import('./layout/MainLayout.tsx')).MainLayout,
}));

function areaLayout(area: UserType): RouteObject {
  return {
    id: `layout-${area}`,
    loader: layoutLoader(area),
    lazy: mainLayout,
    children: routesOf(area).map((route) => ({
      id: `${area}:${route.key}`,
      path: route.path,
      loader: routeLoader(route),
      lazy: withChunkTimeout(route.load),
    })),
  };
}

/**
 * The guarded layout of each area with its screens, from the route table. The router adds them on
 * the first navigation into an area (router.tsx), so the login page loads without the table, the
 * entity descriptions and their schemas.
 */
export function areaLayouts(): RouteObject[] {
  return [areaLayout('staff'), areaLayout('customer')];
}
