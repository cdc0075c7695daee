import { type LoginPayload, USER_TYPES, type UserType } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { appUser } from '#modules/user/user/user.schema.ts';
import { verifyAgainstDummy, verifyPassword } from '#platform/auth/password.ts';
import { createSession, deleteSession } from '#platform/auth/session.service.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext, RequestContext } from '#platform/http/route.ts';
import { deviceBinding } from './auth.schema.ts';
import { consumeCaptcha } from './captcha.service.ts';
import { assertNotThrottled, recordAttempt } from './throttle.service.ts';

type Credentials = { username: string; password: string; userType: UserType };
type UserRow = typeof appUser.$inferSelect;

/** Checks a username and password under throttling; wrong or unknown both answer wrongCredentials. */
export async function verifyCredentials(ctx: RequestContext, input: Credentials): Promise<UserRow> {
  const who = { userType: input.userType, username: input.username };
  await assertNotThrottled(ctx, who);
  const [user] = await ctx.db
    .select()
    .from(appUser)
    .where(and(eq(appUser.userType, input.userType), eq(appUser.username, input.username)));
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password, ctx.config.passwordHash).then(() => false);
  if (!user || !ok) {
    await recordAttempt(ctx, who, false);
    throw new BizError('wrongCredentials');
  }
  if (!user.enabled) throw new BizError('accountDisabled');
  return user;
}

/** Refuses safe-mode sign-in from a device the user has not bound (answering the binding state). */
async function assertDeviceBound(ctx: RequestContext, userId: string): Promise<void> {
  const [binding] = ctx.deviceId
    ? await ctx.db
        .select({ status: deviceBinding.status })
        .from(deviceBinding)
        .where(and(eq(deviceBinding.userId, userId), eq(deviceBinding.deviceId, ctx.deviceId)))
    : [];
  if (!binding) throw new BizError('deviceNotBound', [], undefined, { bindState: 'unbound' });
  if (binding.status !== 'approved')
    throw new BizError('deviceBindPending', [], undefined, { bindState: 'pending' });
}

/** Signs in (normal, or safe with captcha and a bound device) and answers a new session token. */
export async function login(ctx: RequestContext, input: LoginPayload): Promise<{ token: string }> {
  if (input.mode === 'safe') {
    await assertNotThrottled(ctx, input);
    await consumeCaptcha(ctx, input.verifyKey, input.verifyCode);
  }
  const user = await verifyCredentials(ctx, input);
  if (!user.loginModes.includes(input.mode)) throw new BizError('loginModeNotAllowed');
  if (input.mode === 'safe') await assertDeviceBound(ctx, user.id);
  await recordAttempt(ctx, input, true);
  const token = await createSession(ctx.db, {
    userId: user.id,
    loginMode: input.mode,
    deviceId: ctx.deviceId,
    address: ctx.ip,
    now: ctx.now,
  });
  return { token };
}

/** Ends the caller's session. */
export async function logout(ctx: AuthedContext): Promise<null> {
  await deleteSession(ctx.db, ctx.auth.sessionId);
  ctx.runtime.sessions.forgetSession(ctx.auth.sessionId);
  return null;
}

export const applyBindDevicePayload = z.object({
  username: z.string().trim().min(1).max(64),
  password: z.string().min(1).max(64),
  userType: z.enum(USER_TYPES),
});

/** Asks to bind the calling device (header `deviceId`) to the user; staff approve it with authDevice. */
export async function applyBindDevice(
  ctx: RequestContext,
  input: z.output<typeof applyBindDevicePayload>,
): Promise<{ id: string; status: 'pending' | 'approved' }> {
  if (!ctx.deviceId) throw new BizError('required', [{ field: 'deviceId' }]);
  const user = await verifyCredentials(ctx, input);
  await ctx.db
    .insert(deviceBinding)
    .values({ userId: user.id, deviceId: ctx.deviceId, status: 'pending', createdAt: ctx.now })
    .onConflictDoNothing();
  const [row] = await ctx.db
    .select({ id: deviceBinding.id, status: deviceBinding.status })
    .from(deviceBinding)
    .where(and(eq(deviceBinding.userId, user.id), eq(deviceBinding.deviceId, ctx.deviceId)));
  return row!;
}
