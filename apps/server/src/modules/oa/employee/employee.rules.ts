import {
  EMPLOYEE_PASSWORD_LABEL,
  isStrongPassword,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordValue,
} from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { role } from '#modules/oa/role/index.ts';
import { hashPassword } from '#platform/auth/password.ts';
import type { EntityRules } from '#platform/entity/entity-runtime.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/** Hashes a password that passes the platform's password rule. */
export async function strongPasswordHash(ctx: AuthedContext, password: string): Promise<string> {
  if (!isStrongPassword(password))
    throw new BizError('passwordWeak', [PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]);
  return hashPassword(password, ctx.config.passwordHash);
}

/** The current warehouse is always part of the jurisdiction. */
function withCurrentWarehouse(values: Record<string, unknown>): Record<string, unknown> {
  const current = values.warehouseId;
  const list = Array.isArray(values.warehouseIds) ? (values.warehouseIds as string[]) : [];
  if (typeof current !== 'string' || list.some((id) => id.toLowerCase() === current.toLowerCase()))
    return values;
  return { ...values, warehouseIds: [...list, current] };
}

/**
 * Employees: a staff role only; the current warehouse joins the jurisdiction; the initial password
 * (create payload only) is required on create, checked by the password rule and stored hashed; a
 * copied employee gets no usable password. Permission scopes compare with the employee itself.
 */
export const employeeRules: EntityRules = {
  normalize: withCurrentWarehouse,
  check: async (values, { tx, rt }) => {
    if (typeof values.roleId !== 'string') return undefined;
    const [found] = await tx.select({ userType: role.userType }).from(role).where(eq(role.id, values.roleId));
    if (!found || found.userType === 'staff') return undefined;
    return { fields: ['roleId'], error: new BizError('roleNotStaff', [{ label: rt.labels.roleId! }]) };
  },
  createOnly: { shape: { password: passwordValue }, labels: { password: EMPLOYEE_PASSWORD_LABEL } },
  prepareInsert: async (payload, { ctx, action }) => {
    if (typeof payload.password === 'string')
      return { passwordHash: await strongPasswordHash(ctx, payload.password) };
    if (action === 'insert') throw new BizError('required', [{ label: EMPLOYEE_PASSWORD_LABEL }]);
    return {};
  },
  secretColumns: ['passwordHash'],
  dataScope: { owner: 'id', kind: 'reference' },
};
