import type { Endpoint } from '@freightdesk/domain';
import { z } from 'zod';
import {
  type ApiRoute,
  type AuthedContext,
  type ContractRouteBase,
  type PermissionSpec,
  type RouteBase,
  route,
} from '#platform/http/route.ts';
import { requestDataScope } from './data-scope.service.ts';
import type { ScopedList } from './scoped-lists.ts';

const scopeCode = z.string().max(64).optional();

/** The input schema with an optional `permissionScope` (object schemas; others must declare it). */
function withScopeCode(input: z.ZodType | undefined): z.ZodType {
  if (!input) return z.object({ permissionScope: scopeCode });
  return input instanceof z.ZodObject ? input.extend({ permissionScope: scopeCode }) : input;
}

function requestedCode(input: unknown): string | undefined {
  if (!input || typeof input !== 'object' || !('permissionScope' in input)) return undefined;
  const code = (input as { permissionScope?: unknown }).permissionScope;
  return typeof code === 'string' ? code : undefined;
}

/**
 * A signed-in route that reads a scoped list: it takes `permissionScope` (query or body), refuses an
 * unknown or ungranted code before any work, and its services filter with `dataScopeWhere(ctx, list)`.
 */
export function scopedRoute<E extends Endpoint>(
  list: ScopedList,
  def: ContractRouteBase<E, AuthedContext> & { permission?: PermissionSpec },
): ApiRoute;
export function scopedRoute<S extends z.ZodType = z.ZodUndefined, O extends z.ZodType = z.ZodType>(
  list: ScopedList,
  def: RouteBase<S, AuthedContext, O> & { permission?: PermissionSpec },
): ApiRoute;
export function scopedRoute(
  list: ScopedList,
  def: (RouteBase<z.ZodType, AuthedContext> | ContractRouteBase<Endpoint, AuthedContext>) & {
    permission?: PermissionSpec;
  },
): ApiRoute {
  const base = route(def as RouteBase<z.ZodType, AuthedContext>);
  return {
    ...base,
    input: withScopeCode(base.input),
    dataScope: list.name,
    handler: async (ctx, input) => {
      await requestDataScope(ctx as AuthedContext, list, requestedCode(input));
      return base.handler(ctx, input);
    },
  };
}
