import type { UserType } from '@freightdesk/domain';
import type { RouteObject } from 'react-router';
import { layoutLoader, routeLoader } from '#web/shell/guards/area-loaders.ts';
import { withChunkTimeout } from '#web/shell/guards/loaders.ts';
import { routesOf, setRouteTable } from '#web/shell/route-registry.ts';
import { ROUTES } from './route-table.ts';

const mainLayout = withChunkTimeout(async () => ({
  Component: (await import('#web/shell/layout/MainLayout.tsx')).MainLayout,
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
 * The guarded layout of each area with its screens, from the route table, which it hands to the
 * shell (guards, layout, menu, tabs). The router adds them on the first navigation into an area
 * (router.tsx), so the login page loads without the table, the entity descriptions and their schemas.
 */
export function areaLayouts(): RouteObject[] {
  setRouteTable(ROUTES);
  return [areaLayout('staff'), areaLayout('customer')];
}
