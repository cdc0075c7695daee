import type { UserType } from '@freightdesk/domain';
import type { RouteObject } from 'react-router';
import { setChangeHistory } from '#web/components/resource/change-history.tsx';
import { layoutLoader, routeLoader } from '#web/shell/guards/area-loaders.ts';
import { withChunkTimeout } from '#web/shell/guards/loaders.ts';
import { setHeaderItems, setLayoutBanners, setLayoutHosts } from '#web/shell/layout/layout-hosts.tsx';
import { routesOf, setRouteTable } from '#web/shell/route-registry.ts';
import { MODULES } from './modules.ts';
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

/** Hands what the modules bring to the shell: the route table, the layout hosts, the change history. */
function installModules() {
  setRouteTable(ROUTES);
  setLayoutHosts(MODULES.flatMap((m) => m.layoutHosts ?? []));
  setLayoutBanners(MODULES.flatMap((m) => m.banners ?? []));
  setHeaderItems(MODULES.flatMap((m) => m.headerItems ?? []));
  const history = MODULES.find((m) => m.changeHistory)?.changeHistory;
  if (history) setChangeHistory(history);
}

/**
 * The guarded layout of each area with its screens, from the route table, and the modules' public
 * pages. The router adds them on the first navigation that needs them (router.tsx), so the login
 * page loads without the module list, the table, the entity descriptions and their schemas.
 */
export function lazyRoutes(): RouteObject[] {
  installModules();
  const pages = MODULES.flatMap((m) => m.publicRoutes ?? []).map(
    (page): RouteObject => ({ path: page.path, lazy: withChunkTimeout(page.load) }),
  );
  return [areaLayout('staff'), areaLayout('customer'), ...pages];
}
