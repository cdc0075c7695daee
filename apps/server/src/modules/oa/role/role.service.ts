import {
  FULL_PERMISSION_TREE,
  flattenPermissionTree,
  jobPosition,
  type Language,
  type roleCopyPayload,
  type roleDeletePayload,
  type roleGrantPayload,
  type roleIdQuery,
  type roleInsertPayload,
  type roleListPayload,
  type roleUpdatePayload,
  type SearchPayload,
  type UserType,
} from '@freightdesk/domain';
import { and, asc, count, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { jobPositionTable } from '#modules/oa/organization/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { criteriaText, likePattern, pageOf, pageOffset, sortTerms } from '#platform/http/search.ts';
import { assertScopeCodes } from '#platform/permissions/data-scope.service.ts';
import { role, rolePermission } from './role.schema.ts';

// drizzle leaves column names unqualified in single-table selects, so the correlation is spelled out
const userCount = sql<number>`(select count(*)::int from app_user u where u.role_id = "role"."id")`;
const permissionCount = sql<number>`(select count(*)::int from role_permission p where p.role_id = "role"."id")`;
/** The name in a language: the seeded roles carry English and Vietnamese names, a renamed role its own. */
const displayName = (lang: Language) =>
  lang === 'en-US'
    ? sql<string>`coalesce(nullif(${role.nameEn}, ''), ${role.name})`
    : lang === 'vi-VN'
      ? sql<string>`coalesce(nullif(${role.nameVi}, ''), ${role.name})`
      : sql<string>`${role.name}`;
const roleColumns = (lang: Language) => ({
  id: role.id,
  code: role.code,
  name: role.name,
  displayName: displayName(lang),
  userType: role.userType,
  remark: role.remark,
  dataScopes: role.dataScopes,
  userCount,
  permissionCount,
  version: role.version,
  createdAt: role.createdAt,
  updatedAt: role.updatedAt,
});

async function findRole(db: Db, id: string, lang: Language) {
  const [row] = await db.select(roleColumns(lang)).from(role).where(eq(role.id, id));
  if (!row) throw dataNotExist();
  return row;
}

async function assertCodeFree(db: Db, roleCode: string, exceptId?: string): Promise<void> {
  const [taken] = await db
    .select({ id: role.id })
    .from(role)
    .where(and(eq(role.code, roleCode), exceptId ? ne(role.id, exceptId) : undefined));
  if (taken) throw new BizError('alreadyExists', [{ field: 'code' }]);
}

/** Searches roles by keyword (code or name) and user type. */
export async function searchRoles(ctx: AuthedContext, input: SearchPayload) {
  const keyword = criteriaText(input.criteria, 'keyword');
  const userType = criteriaText(input.criteria, 'userType');
  const where = and(
    keyword
      ? or(
          ilike(role.code, likePattern(keyword)),
          ilike(role.name, likePattern(keyword)),
          ilike(displayName(ctx.lang), likePattern(keyword)),
        )
      : undefined,
    userType ? eq(role.userType, userType as UserType) : undefined,
  );
  const [total] = await ctx.db.select({ n: count() }).from(role).where(where);
  const records = await ctx.db
    .select(roleColumns(ctx.lang))
    .from(role)
    .where(where)
    .orderBy(
      ...sortTerms(input, { code: role.code, name: role.name, createdAt: role.createdAt }, [role.code]),
    )
    .limit(input.size)
    .offset(pageOffset(input));
  return pageOf(records, total?.n ?? 0, input);
}

/** Every role (of a user type), for pickers. */
export async function listRoles(ctx: AuthedContext, input: z.output<typeof roleListPayload>) {
  return ctx.db
    .select(roleColumns(ctx.lang))
    .from(role)
    .where(input.userType ? eq(role.userType, input.userType) : undefined)
    .orderBy(asc(role.code));
}

/** Creates a role without permissions. */
export async function insertRole(ctx: AuthedContext, input: z.output<typeof roleInsertPayload>) {
  return ctx.db.transaction(async (tx) => {
    await assertCodeFree(tx, input.code);
    if (input.dataScopes) await assertScopeCodes(tx, input.dataScopes);
    const [row] = await tx
      .insert(role)
      .values({ ...input, createdAt: ctx.now, updatedAt: ctx.now })
      .returning({ id: role.id });
    return findRole(tx, row!.id, ctx.lang);
  });
}

/** Renames a role; a stale `version` changes nothing and answers staleData. */
export async function updateRole(ctx: AuthedContext, input: z.output<typeof roleUpdatePayload>) {
  return ctx.db.transaction(async (tx) => {
    await assertCodeFree(tx, input.code, input.id);
    if (input.dataScopes) await assertScopeCodes(tx, input.dataScopes);
    const done = await tx
      .update(role)
      .set({
        name: input.name,
        // a renamed role is named as typed in every language
        nameEn: sql`case when ${role.name} = ${input.name} then ${role.nameEn} end`,
        nameVi: sql`case when ${role.name} = ${input.name} then ${role.nameVi} end`,
        code: input.code,
        remark: input.remark ?? null,
        ...(input.dataScopes ? { dataScopes: input.dataScopes } : {}),
        version: sql`${role.version} + 1`,
        updatedAt: ctx.now,
      })
      .where(and(eq(role.id, input.id), eq(role.version, input.version)))
      .returning({ id: role.id });
    if (done.length === 0) throw new BizError('staleData');
    return findRole(tx, input.id, ctx.lang);
  });
}

/** Creates a new role with the source role's type, remark and permissions. */
export async function copyRole(ctx: AuthedContext, input: z.output<typeof roleCopyPayload>) {
  return ctx.db.transaction(async (tx) => {
    const source = await findRole(tx, input.id, ctx.lang);
    await assertCodeFree(tx, input.code);
    const [row] = await tx
      .insert(role)
      .values({
        code: input.code,
        name: input.name,
        userType: source.userType,
        remark: source.remark,
        dataScopes: source.dataScopes,
        createdAt: ctx.now,
        updatedAt: ctx.now,
      })
      .returning({ id: role.id });
    const codes = await tx
      .select({ permission: rolePermission.permission })
      .from(rolePermission)
      .where(eq(rolePermission.roleId, input.id));
    if (codes.length) await tx.insert(rolePermission).values(codes.map((c) => ({ roleId: row!.id, ...c })));
    return findRole(tx, row!.id, ctx.lang);
  });
}

/** Deletes roles; refused (nothing deleted) while any user holds one of them. */
export async function deleteRoles(
  ctx: AuthedContext,
  input: z.output<typeof roleDeletePayload>,
): Promise<null> {
  return ctx.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ name: role.name })
      .from(role)
      .innerJoin(appUser, eq(appUser.roleId, role.id))
      .where(inArray(role.id, input.ids))
      .limit(1);
    if (held) throw new BizError('referencedBy', [held.name, { field: 'users' }]);
    const [approving] = await tx
      .select({ name: role.name })
      .from(role)
      .innerJoin(jobPositionTable, sql`${role.id} = any(${jobPositionTable.approvalRoleIds})`)
      .where(inArray(role.id, input.ids))
      .limit(1);
    if (approving) throw new BizError('referencedBy', [approving.name, { label: jobPosition.title }]);
    const removed = await tx.delete(role).where(inArray(role.id, input.ids)).returning({ id: role.id });
    if (removed.length !== new Set(input.ids).size) throw new BizError('staleData');
    return null;
  });
}

const KNOWN_CODES = new Set(flattenPermissionTree());

/** Replaces a role's permissions with the given known codes (bumping its version). */
export async function grantRole(ctx: AuthedContext, input: z.output<typeof roleGrantPayload>): Promise<null> {
  const codes = [...new Set(input.permissions)];
  if (codes.some((c) => !KNOWN_CODES.has(c))) throw new BizError('invalidEnum', [{ field: 'permissions' }]);
  await ctx.db.transaction(async (tx) => {
    const bumped = await tx
      .update(role)
      .set({ version: sql`${role.version} + 1`, updatedAt: ctx.now })
      .where(eq(role.id, input.roleId))
      .returning({ id: role.id });
    if (bumped.length === 0) throw dataNotExist();
    await tx.delete(rolePermission).where(eq(rolePermission.roleId, input.roleId));
    if (codes.length)
      await tx
        .insert(rolePermission)
        .values(codes.map((permission) => ({ roleId: input.roleId, permission })));
  });
  return null;
}

/** The permission codes of a role. */
export async function rolePermissions(
  ctx: AuthedContext,
  input: z.output<typeof roleIdQuery>,
): Promise<string[]> {
  await findRole(ctx.db, input.roleId, ctx.lang);
  const rows = await ctx.db
    .select({ permission: rolePermission.permission })
    .from(rolePermission)
    .where(eq(rolePermission.roleId, input.roleId))
    .orderBy(asc(rolePermission.permission));
  return rows.map((r) => r.permission);
}

/** The tree of grantable permission codes. */
export function permissionTree() {
  return FULL_PERMISSION_TREE;
}
