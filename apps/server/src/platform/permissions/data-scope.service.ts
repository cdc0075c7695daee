import {
  employee,
  FIELD_LABELS,
  L,
  LANGUAGES,
  type Message,
  PERMISSION_SCOPE_TYPES,
  type PermissionScopeType,
} from '@freightdesk/domain';
import { and, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '#platform/db/db.ts';
import { keepData } from '#platform/db/kept-data.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext, RequestContext } from '#platform/http/route.ts';
import { TtlCache } from '#platform/http/runtime.ts';
import { permissionScope } from './permission-scope.schema.ts';
import type { ScopeColumns, ScopedList } from './scoped-lists.ts';

export type { ScopeColumns } from './scoped-lists.ts';

type ScopeRow = typeof permissionScope.$inferSelect;

/** What one request asked for and what its user holds, looked up at most once a request. */
type Resolution = { code?: string; requested?: Promise<ScopeRow | undefined>; granted?: Promise<ScopeRow[]> };
const resolutions = new WeakMap<RequestContext, Resolution>();

function resolutionOf(ctx: RequestContext): Resolution {
  let r = resolutions.get(ctx);
  if (!r) {
    r = {};
    resolutions.set(ctx, r);
  }
  return r;
}

const typeRank = (t: PermissionScopeType) => PERMISSION_SCOPE_TYPES.indexOf(t);

/**
 * The scopes a staff user is granted: the user's own grants when set, else the role's (widest
 * first). Kept per process for 5 s, forgotten after a write of grants commits in this process.
 */
export function grantedScopes(db: Db, userId: string): Promise<ScopeRow[]> {
  let kept = keptGrants.get(db);
  if (!kept) {
    kept = new TtlCache(GRANTS_TTL_MS);
    keptGrants.set(db, kept);
  }
  return kept.get(userId, Date.now(), () => loadGrantedScopes(db, userId));
}

/** Grants read a moment ago, per database and user (every list request needs them). */
const keptGrants = new WeakMap<Db, TtlCache<ScopeRow[]>>();
const GRANTS_TTL_MS = 5_000;
// named, not imported: the platform knows no module's schema (a test checks every name is a table)
keepData({
  name: 'dataScopeGrants',
  tables: ['permission_scope', 'app_user', 'role'],
  forget: (db) => keptGrants.get(db)?.invalidate(),
});

async function loadGrantedScopes(db: Db, userId: string): Promise<ScopeRow[]> {
  const rows = await db
    .select()
    .from(permissionScope)
    .where(
      // aliased: drizzle leaves column names unqualified in single-table selects; the cast makes
      // `any` take the array (`any((select …))` would compare with each row's array)
      sql`${permissionScope.code} = any(cast((select coalesce(u.data_scopes, r.data_scopes)
        from app_user u left join role r on r.id = u.role_id where u.id = ${userId}) as text[]))`,
    );
  return rows.sort((a, b) => typeRank(a.type) - typeRank(b.type) || a.code.localeCompare(b.code));
}

/**
 * One scope as a condition on a list's columns (undefined: every row). A scope about owners on a
 * list without an owner column, or about customers on one without a customer column, matches nothing.
 */
function scopeCondition(ctx: AuthedContext, scope: ScopeRow, columns: ScopeColumns): SQL | undefined {
  const { owner, customer, via } = columns;
  const me = ctx.auth.userId;
  const none = sql`false`;
  const throughVia = () => {
    if (!via) return none;
    const inner = scopeCondition(ctx, scope, via.list.columns) ?? sql`true`;
    return via.many
      ? sql`${via.key} && array(select ${via.id} from ${via.id.table} where ${inner})`
      : sql`${via.key} in (select ${via.id} from ${via.id.table} where ${inner})`;
  };
  const onOwner = (c: (o: PgColumn) => SQL) => (owner ? c(owner) : throughVia());
  const onCustomer = (c: (cu: PgColumn) => SQL) => (customer ? c(customer) : throughVia());
  switch (scope.type) {
    case 'all':
      return undefined;
    case 'employee':
      return onOwner((o) => eq(o, me));
    case 'role': {
      const roleId = ctx.auth.roleId;
      return roleId
        ? onOwner((o) => sql`${o} in (select u.id from app_user u where u.role_id = ${roleId})`)
        : none;
    }
    case 'specifiedEmployee': {
      const ids = scope.config.userIds ?? [];
      return ids.length ? onOwner((o) => inArray(o, ids)) : none;
    }
    case 'department':
      return onOwner(
        (o) => sql`${o} in (select u.id from app_user u where u.department_id in (
          with recursive d(id) as (select m.department_id from app_user m where m.id = ${me}
            union select org.id from organization org join d on org.parent_id = d.id)
          select d.id from d))`,
      );
    case 'customer': {
      const ids = scope.config.customerIds ?? [];
      return ids.length ? onCustomer((c) => inArray(c, ids)) : none;
    }
    case 'followed':
      return onCustomer(
        (c) => sql`${c} in (select f.id from customer f where f.sales_user_id = ${me}
          or f.service1_user_id = ${me} or f.service2_user_id = ${me}
          or f.receivable_finance_user_id = ${me} or f.sales_assistant_user_id = ${me})`,
      );
  }
}

/**
 * Records the `permissionScope` a request asked for and checks it at once: an unknown code is refused
 * ("data scope does not exist"), and on a business list so is a code the user is not granted.
 */
export async function requestDataScope(ctx: AuthedContext, list: ScopedList, code: string | undefined) {
  const r = resolutionOf(ctx);
  r.code = code || undefined;
  r.requested = undefined;
  await dataScopeWhere(ctx, list);
}

/**
 * The one predicate of a list's data scope for the request (undefined: no restriction). Customer
 * users keep their own-customer isolation and get none. A business list answers the requested scope
 * (granted) or, without a code, every scope the user is granted (`all` among them: no restriction,
 * none granted: nothing); a reference list filters only by a requested code.
 */
export async function dataScopeWhere(ctx: AuthedContext, list: ScopedList): Promise<SQL | undefined> {
  if (ctx.auth.userType === 'customer') return undefined;
  const r = resolutionOf(ctx);
  let requested: ScopeRow | undefined;
  if (r.code) {
    const code = r.code;
    r.requested ??= ctx.db
      .select()
      .from(permissionScope)
      .where(eq(permissionScope.code, code))
      .then((rows) => rows[0]);
    requested = await r.requested;
    if (!requested) throw new BizError('notExist', [{ field: 'permissionScope' }]);
  }
  if (list.kind === 'reference') return requested ? scopeCondition(ctx, requested, list.columns) : undefined;
  r.granted ??= grantedScopes(ctx.db, ctx.auth.userId);
  const granted = await r.granted;
  if (requested) {
    if (!granted.some((g) => g.code === requested.code))
      throw new BizError('dataScopeNotGranted', [{ label: requested.name }]);
    return scopeCondition(ctx, requested, list.columns);
  }
  if (!granted.length) return sql`false`;
  const conditions = granted.map((g) => scopeCondition(ctx, g, list.columns));
  return conditions.some((c) => c === undefined) ? undefined : or(...conditions);
}

/** Whether one record of a list is within the request's data scope (details answer "data does not exist"). */
export async function inDataScope(ctx: AuthedContext, list: ScopedList, id: PgColumn, value: string) {
  const where = await dataScopeWhere(ctx, list);
  if (!where) return true;
  const rows = await ctx.db
    .select({ one: sql`1` })
    .from(id.table)
    .where(and(eq(id, value), where))
    .limit(1);
  return rows.length > 0;
}

/** Refuses grants naming a scope that does not exist ("data scope … does not exist"). */
export async function assertScopeCodes(db: Db, codes: readonly string[]): Promise<void> {
  if (!codes.length) return;
  const found = await db
    .select({ code: permissionScope.code })
    .from(permissionScope)
    .where(inArray(permissionScope.code, [...codes]));
  const missing = codes.find((c) => !found.some((f) => f.code === c));
  if (missing) {
    const name = FIELD_LABELS.permissionScope;
    const label = Object.fromEntries(LANGUAGES.map((l) => [l, `${name[l]} "${missing}"`])) as Message;
    throw new BizError('notExist', [{ label }]);
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

const TYPE_NAMES: Record<PermissionScopeType, Message> = {
  all: L.all,
  employee: employee.title,
  role: FIELD_LABELS.role,
  specifiedEmployee: { 'zh-CN': '指定员工', 'en-US': 'Specified employees', 'vi-VN': 'Nhân viên chỉ định' },
  customer: { 'zh-CN': '客户', 'en-US': 'Customers', 'vi-VN': 'Khách hàng' },
  followed: { 'zh-CN': '跟进客户', 'en-US': 'Followed customers', 'vi-VN': 'Khách hàng theo dõi' },
  department: employee.fields.departmentId.label,
};

/** The scopes grouped by type (types in their fixed order), named in the caller's language. */
export async function permissionScopeTree(ctx: RequestContext, input: { type?: PermissionScopeType }) {
  const scopes = await listPermissionScopes(ctx, input);
  return PERMISSION_SCOPE_TYPES.filter((t) => scopes.some((s) => s.type === t)).map((type) => ({
    type,
    name: TYPE_NAMES[type][ctx.lang],
    children: scopes.filter((s) => s.type === type),
  }));
}

/** The scopes the signed-in staff user may pick on a list, widest first, named in the caller's language. */
export async function myPermissionScopes(ctx: AuthedContext) {
  if (ctx.auth.userType === 'customer') return [];
  const rows = await grantedScopes(ctx.db, ctx.auth.userId);
  return rows.map((r) => ({ code: r.code, name: r.name[ctx.lang], type: r.type }));
}
