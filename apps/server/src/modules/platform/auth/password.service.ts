import {
  isStrongPassword,
  type ModifyPasswordPayload,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { deleteOtherSessions } from '#modules/platform/session/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { hashPassword, verifyPassword } from '#platform/auth/password.ts';
import { BizError, loginExpired } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/** Changes the caller's password (original checked, confirmation matching, strong, new) and ends its other sessions. */
export async function modifyPassword(ctx: AuthedContext, input: ModifyPasswordPayload): Promise<null> {
  const [user] = await ctx.db
    .select({ passwordHash: appUser.passwordHash })
    .from(appUser)
    .where(eq(appUser.id, ctx.auth.userId));
  if (!user) throw loginExpired();
  if (!(await verifyPassword(user.passwordHash, input.originalPassword)))
    throw new BizError('originalPasswordWrong');
  if (input.newPassword !== input.confirmPassword) throw new BizError('passwordMismatch');
  if (input.newPassword === input.originalPassword) throw new BizError('passwordSameAsOld');
  if (!isStrongPassword(input.newPassword))
    throw new BizError('passwordWeak', [PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]);
  const passwordHash = await hashPassword(input.newPassword, ctx.config.passwordHash);
  await ctx.db.transaction(async (tx) => {
    await tx.update(appUser).set({ passwordHash, updatedAt: ctx.now }).where(eq(appUser.id, ctx.auth.userId));
    await deleteOtherSessions(tx, ctx.auth.userId, ctx.auth.sessionId);
  });
  return null;
}
