import type { PermissionScopeType } from '@freightdesk/domain';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { appUser } from '#modules/user/user/user.schema.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext, RequestContext } from '#platform/http/route.ts';
import { permissionScope } from './permission-scope.schema.ts';

/** Where an entity keeps the user who owns a record and the customer it belongs to. */
export type ScopeColumns = { owner: PgColumn; customer?: PgColumn };

/**
 * Resolves a search's `permissionScope` code to a filter on the entity's columns: employee → my own
 * records, role → records of users holding my role, specifiedEmployee / customer → the configured ids.
 * No code means no filter; an unknown code is refused.
 */
export async function dataScopeFilter(
  ctx: AuthedContext,
  code: string | undefined,
  columns: ScopeColumns,
): Promise<SQL | undefined> {
  if (!code) return undefined;
  const [scope] = await ctx.db.select().from(permissionScope).where(eq(permissionScope.code, code));
  if (!scope) throw new BizError('notExist', [{ field: 'permissionScope' }]);
  const none = sql`false`;
  switch (scope.type) {
    case 'employee':
      return eq(columns.owner, ctx.auth.userId);
    case 'role':
      if (!ctx.auth.roleId) return none;
      return inArray(
        columns.owner,
        ctx.db.select({ id: appUser.id }).from(appUser).where(eq(appUser.roleId, ctx.auth.roleId)),
      );
    case 'specifiedEmployee': {
      const ids = scope.config.userIds ?? [];
      return ids.length ? inArray(columns.owner, ids) : none;
    }
    case 'customer': {
      const ids = scope.config.customerIds ?? [];
      return ids.length && columns.customer ? inArray(columns.customer, ids) : none;
    }
  }
}

/** The scopes offered for a type (or all), named in the caller's language. */
export async function listPermissionScopes(ctx: RequestContext, input: { type?: PermissionScopeType }) {
  const rows = await ctx.db
    .select()
    .from(permissionScope)
    .where(input.type ? eq(permissionScope.type, input.type) : undefined)
    .orderBy(permissionScope.code);
  return rows.map((r) => ({ code: r.code, name: r.name[ctx.lang], type: r.type }));
}
