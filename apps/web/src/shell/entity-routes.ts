import { ENTITIES, type EntityDef } from '@freightdesk/domain';
import type { AppRoute, ScreenLoad } from './route-types.ts';

const entityScreen: ScreenLoad = () =>
  import('#web/components/resource/entity-screen.tsx').then((m) => ({ Component: m.EntityScreen }));

/** The menu group of customer-portal entity screens. */
export const CLIENT_ENTITY_MENU_GROUP = 'settings';

/**
 * The list screens of the entity descriptions (`ENTITIES`), generated: staff at `entity.route`
 * with `entity.permission`; customer-scoped entities used by customers also at `entity.clientRoute`
 * with `entity.clientPermission`. Adding an entity to the registry adds its screen and menu entry.
 * `screens` (from the modules' manifests) replaces the generated screen of an entity by its own.
 */
export function entityRoutes(
  entities: readonly EntityDef[] = ENTITIES,
  screens: Readonly<Record<string, ScreenLoad>> = {},
): AppRoute[] {
  const staff = entities.map(
    (e): AppRoute => ({
      key: e.route.replace(/^\//, ''),
      path: e.route,
      area: 'staff',
      title: e.title,
      permission: e.permission,
      sysCodes: e.sysCodes,
      menuGroup: e.menuGroup,
      load: screens[e.name] ?? entityScreen,
    }),
  );
  const customer = entities.flatMap((e): AppRoute[] =>
    e.clientRoute
      ? [
          {
            key: e.clientRoute.replace(/^\/client\//, ''),
            path: e.clientRoute,
            area: 'customer',
            title: e.title,
            permission: e.clientPermission ?? e.permission,
            sysCodes: e.sysCodes,
            menuGroup: CLIENT_ENTITY_MENU_GROUP,
            load: screens[e.name] ?? entityScreen,
          },
        ]
      : [],
  );
  return [...staff, ...customer];
}
