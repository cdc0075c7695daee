import { z } from 'zod';
import { PAGE_SIZE, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants.ts';
import { LOGIN_MODES, USER_TYPES } from './enums.ts';

/**
 * Payload schemas of the platform core. Error messages are not written here: the server maps
 * each Zod issue to the catalogue ("{0} cannot be empty", …) in the caller's language.
 */
const requiredText = (max = 200) => z.string().trim().min(1).max(max);

export const loginPayload = z.object({
  username: requiredText(64),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  userType: z.enum(USER_TYPES),
  mode: z.enum(['normal', 'safe']).default('normal'),
  verifyKey: z.string().max(100).optional(),
  verifyCode: z.string().max(20).optional(),
});
export type LoginPayload = z.infer<typeof loginPayload>;

export const modifyPasswordPayload = z.object({
  originalPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  newPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  confirmPassword: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});
export type ModifyPasswordPayload = z.infer<typeof modifyPasswordPayload>;

export const loginModeSchema = z.enum(LOGIN_MODES);

export const searchPayload = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(500).default(PAGE_SIZE),
  criteria: z.record(z.string(), z.unknown()).default({}),
  sort: z
    .array(z.object({ field: z.string().max(64), order: z.enum(['asc', 'desc']) }))
    .max(5)
    .default([]),
  permissionScope: z.string().max(64).optional(),
});
export type SearchPayload = z.infer<typeof searchPayload>;
export type SearchResult<T> = { records: T[]; total: number; page: number; size: number };

export const userSettingPayload = z.object({
  name: z.string().max(100).optional(),
  type: requiredText(64),
  businessKey: z.string().max(200).default(''),
  content: z.unknown(),
});
export type UserSettingPayload = z.infer<typeof userSettingPayload>;

export const clientErrorPayload = z.object({
  message: requiredText(2000),
  type: z.string().max(40).default('error'),
  username: z.string().max(64).optional(),
  module: z.string().max(200).optional(),
  url: z.string().max(2000).optional(),
  browser: z.string().max(500).optional(),
  stack: z.string().max(20_000).optional(),
  time: z.coerce.number().int().optional(),
});
export type ClientErrorPayload = z.infer<typeof clientErrorPayload>;

/** A password is 8–64 characters with at least one letter and one digit. */
export function isStrongPassword(password: string): boolean {
  return (
    password.length >= PASSWORD_MIN_LENGTH &&
    password.length <= PASSWORD_MAX_LENGTH &&
    /[A-Za-z]/.test(password) &&
    /\d/.test(password)
  );
}

/** Lengths of a role's fields, shared by the role form and the server. */
export const ROLE_LIMITS = { name: 50, code: 50, remark: 200 } as const;

const roleCode = z.string().trim().min(1).max(ROLE_LIMITS.code);
const roleName = z.string().trim().min(1).max(ROLE_LIMITS.name);
const roleRemark = z.string().trim().max(ROLE_LIMITS.remark).optional();
/** Data scope grants: `permission_scope` codes (a role's, or a user's own replacing the role's). */
export const dataScopeCodes = z.array(z.string().trim().min(1).max(64)).max(20);
/** Create a role: one schema; update and copy extend it. */
export const roleInsertPayload = z.object({
  name: roleName,
  code: roleCode,
  userType: z.enum(USER_TYPES),
  remark: roleRemark,
  dataScopes: dataScopeCodes.optional(),
});
export const roleUpdatePayload = roleInsertPayload
  .omit({ userType: true })
  .extend({ id: z.uuid(), version: z.number().int() });
export const roleCopyPayload = z.object({ id: z.uuid(), name: roleName, code: roleCode });
