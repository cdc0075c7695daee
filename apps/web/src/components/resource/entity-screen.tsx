import { ENTITIES, type EntityDef } from '@freightdesk/domain';
import { Navigate, useLocation } from 'react-router';
import { ResourcePage } from './ResourcePage.tsx';

/** The entity whose list screen lives at a path (its staff `route` or customer `clientRoute`). */
export function entityOfPath(
  pathname: string,
  entities: readonly EntityDef[] = ENTITIES,
): EntityDef | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return entities.find((e) => e.route === path || e.clientRoute === path);
}

/**
 * The route component of every entity list screen (`shell/entity-routes.ts` generates the routes): the
 * entity comes from the path, the screen from its description.
 */
export function EntityScreen() {
  const { pathname } = useLocation();
  const entity = entityOfPath(pathname);
  if (!entity) return <Navigate to="/404" replace />;
  return <ResourcePage key={entity.name} entity={entity} />;
}
