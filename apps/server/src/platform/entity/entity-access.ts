import { actionPermission, type EntityAction, hasPermission } from '@freightdesk/domain';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { noPermission } from '#platform/http/errors.ts';
import type { AuthedContext, PermissionSpec } from '#platform/http/route.ts';
import type { EntityRuntime } from './entity-runtime.ts';

/** The staff permission of an action (`{permission}` for reads, `{permission}:{action}` for writes). */
export function staffPermission(rt: EntityRuntime, action?: EntityAction): string {
  return action ? actionPermission(rt.def, action) : rt.def.permission;
}

/**
 * What a route of the entity declares: the staff code, and for customer-scoped entities also the
 * customer-portal code (which user type may use which is checked by `assertEntityAccess`).
 */
export function routePermission(rt: EntityRuntime, action?: EntityAction): PermissionSpec {
  const staff = staffPermission(rt, action);
  return rt.def.customerScoped && rt.def.clientPermission ? [staff, rt.def.clientPermission] : staff;
}

/**
 * Who may pick rows of an entity (autocomplete): whoever sees its list, or the list of any entity
 * with a reference to it (its form has the picker), customer-portal screens included.
 */
export function pickerPermission(rt: EntityRuntime): PermissionSpec {
  const codes = new Set<string>([rt.def.permission]);
  if (rt.def.customerScoped && rt.def.clientPermission) codes.add(rt.def.clientPermission);
  for (const other of rt.registry.all) {
    const picks = Object.values(other.def.fields).some((f) => f.type === 'ref' && f.entity === rt.def.name);
    if (!picks) continue;
    codes.add(other.def.permission);
    if (other.def.clientPermission) codes.add(other.def.clientPermission);
  }
  return [...codes];
}

/** Whether the caller is a customer-side user. */
export function isCustomerUser(ctx: AuthedContext): boolean {
  return ctx.auth.userType === 'customer';
}

/** Staff work: a customer user is refused whatever its role holds. */
export function staffOnly(ctx: AuthedContext): void {
  if (isCustomerUser(ctx)) throw noPermission();
}

/**
 * Refuses a customer user on a staff-only entity, or on a customer-scoped entity without the portal
 * permission, and a staff user without the staff code (the route let either code through).
 */
export function assertEntityAccess(ctx: AuthedContext, rt: EntityRuntime, action?: EntityAction): void {
  if (rt.def.staffOnly && isCustomerUser(ctx)) throw noPermission();
  if (!rt.def.customerScoped || !rt.def.clientPermission) return;
  const code = isCustomerUser(ctx) ? rt.def.clientPermission : staffPermission(rt, action);
  if (!hasPermission(ctx.auth.permissions, code)) throw noPermission();
}

/**
 * Rows a caller may see: those with the entity's fixed values, and for a customer user only its own
 * customer's rows of customer-scoped entities.
 */
export function scopeFilter(ctx: AuthedContext, rt: EntityRuntime): SQL | undefined {
  const parts = Object.entries(rt.def.fixed ?? {}).map(([key, value]) => eq(rt.table[key]!, value));
  if (rt.def.customerScoped && isCustomerUser(ctx)) {
    parts.push(ctx.auth.customerId ? eq(rt.table.customerId!, ctx.auth.customerId) : sql`false`);
  }
  return parts.length ? and(...parts) : undefined;
}
