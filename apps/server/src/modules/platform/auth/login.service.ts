import type { applyBindDevicePayload, LoginPayload, UserType } from '@freightdesk/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { createSession, deleteSession } from '#modules/platform/session/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import { verifyAgainstDummy, verifyPassword } from '#platform/auth/password.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext, RequestContext } from '#platform/http/route.ts';
import { deviceBinding } from './auth.schema.ts';
import { isCaptchaRight } from './captcha.service.ts';
import { assessAttempt, markAttemptSucceeded, recordAttempt } from './throttle.service.ts';

type Credentials = {
  username: string;
  password: string;
  userType: UserType;
  verifyKey?: string | undefined;
  verifyCode?: string | undefined;
};
type UserRow = typeof appUser.$inferSelect;

/**
 * Reads the captcha when one was sent or is needed: answers whether it was right, and refuses (recording
 * the attempt, password unread) when it is wrong, or missing while needed.
 */
async function checkCaptcha(
  ctx: RequestContext,
  input: Credentials,
  need: { always: boolean; now: boolean },
): Promise<boolean> {
  const sent = Boolean(input.verifyKey || input.verifyCode);
  if (!sent && !need.always && !need.now) return false;
  const passed = sent && (await isCaptchaRight(ctx, input.verifyKey, input.verifyCode));
  if (passed) return true;
  await recordAttempt(ctx, input, { success: false, passwordChecked: false, captchaPassed: false });
  const key = sent || need.always ? 'captchaWrong' : 'captchaRequired';
  throw new BizError(key, [], undefined, { captchaRequired: true });
}

/**
 * Admits an attempt past the throttle (`docs/platform-api.md` "Sign-in throttling") and records it as a
 * failure before its password is read, so that attempts racing it count it; answers its row id and
 * whether it carried a correct captcha. A refusal is recorded too and answered as the error.
 */
async function admitAttempt(
  ctx: RequestContext,
  input: Credentials,
  captchaAlways: boolean,
): Promise<{ attemptId: string; captchaPassed: boolean }> {
  const who = { userType: input.userType, username: input.username };
  const throttle = await assessAttempt(ctx, who);
  // only a captcha passes the wait: the right password with a correct captcha always signs in
  if (throttle.waitSeconds > 0 && !input.verifyKey && !input.verifyCode) {
    await recordAttempt(ctx, who, { success: false, passwordChecked: false, captchaPassed: false });
    throw new BizError('tooManyAttempts', [throttle.waitSeconds], undefined, { captchaRequired: true });
  }
  const need = { always: captchaAlways, now: throttle.captchaRequired || throttle.waitSeconds > 0 };
  const captchaPassed = await checkCaptcha(ctx, input, need);
  const attemptId = await recordAttempt(ctx, who, { success: false, passwordChecked: true, captchaPassed });
  return { attemptId, captchaPassed };
}

/**
 * Checks a username and password under throttling; wrong or unknown both answer wrongCredentials.
 * `captchaAlways` is safe mode, where every sign-in needs one. Attempts for one user are admitted one
 * at a time (an advisory lock across processes), the slow password hash runs outside that transaction.
 */
export async function verifyCredentials(
  ctx: RequestContext,
  input: Credentials,
  captchaAlways = false,
): Promise<UserRow> {
  const lockKey = `login:${input.userType}:${input.username}`;
  const admitted = await ctx.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${lockKey}))`);
    try {
      return await admitAttempt({ ...ctx, db: tx }, input, captchaAlways);
    } catch (err) {
      if (err instanceof BizError) return err; // the refusal's attempt row commits
      throw err;
    }
  });
  if (admitted instanceof BizError) throw admitted;
  const [user] = await ctx.db
    .select()
    .from(appUser)
    .where(and(eq(appUser.userType, input.userType), eq(appUser.username, input.username)));
  const ok = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password, ctx.config.passwordHash).then(() => false);
  if (!user || !ok) {
    const next = await assessAttempt(ctx, input);
    const captchaRequired = captchaAlways || next.captchaRequired;
    throw new BizError('wrongCredentials', [], undefined, captchaRequired ? { captchaRequired } : null);
  }
  await markAttemptSucceeded(ctx, admitted.attemptId);
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
  const user = await verifyCredentials(ctx, input, input.mode === 'safe');
  if (!user.loginModes.includes(input.mode)) throw new BizError('loginModeNotAllowed');
  if (input.mode === 'safe') await assertDeviceBound(ctx, user.id);
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
