import {
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  LOGIN_MAX_FAILURES_PER_USER,
  type UserType,
} from '@freightdesk/domain';
import { and, count, eq, gt, max, min } from 'drizzle-orm';
import { BizError } from '#platform/http/errors.ts';
import type { RequestContext } from '#platform/http/route.ts';
import { loginAttempt } from './auth.schema.ts';

type Who = { userType: UserType; username: string };

function minutesLeft(oldest: Date | null, now: Date): number {
  const until = (oldest?.getTime() ?? now.getTime()) + LOGIN_FAILURE_WINDOW_MS;
  return Math.max(1, Math.ceil((until - now.getTime()) / 60_000));
}

/** Refuses a sign-in while its username or client address has too many recent failures. */
export async function assertNotThrottled(ctx: RequestContext, who: Who): Promise<void> {
  const windowStart = new Date(ctx.now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const sameUser = and(eq(loginAttempt.userType, who.userType), eq(loginAttempt.username, who.username));
  const [lastSuccess] = await ctx.db
    .select({ at: max(loginAttempt.createdAt) })
    .from(loginAttempt)
    .where(and(sameUser, eq(loginAttempt.success, true), gt(loginAttempt.createdAt, windowStart)));
  const userSince = lastSuccess?.at && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const [byUser] = await ctx.db
    .select({ n: count(), oldest: min(loginAttempt.createdAt) })
    .from(loginAttempt)
    .where(and(sameUser, eq(loginAttempt.success, false), gt(loginAttempt.createdAt, userSince)));
  if ((byUser?.n ?? 0) >= LOGIN_MAX_FAILURES_PER_USER) {
    throw new BizError('tooManyAttempts', [minutesLeft(byUser?.oldest ?? null, ctx.now)]);
  }
  const [byAddress] = await ctx.db
    .select({ n: count(), oldest: min(loginAttempt.createdAt) })
    .from(loginAttempt)
    .where(
      and(
        eq(loginAttempt.address, ctx.ip),
        eq(loginAttempt.success, false),
        gt(loginAttempt.createdAt, windowStart),
      ),
    );
  if ((byAddress?.n ?? 0) >= LOGIN_MAX_FAILURES_PER_ADDRESS) {
    throw new BizError('tooManyAttempts', [minutesLeft(byAddress?.oldest ?? null, ctx.now)]);
  }
}

/** Records a sign-in attempt (a success clears the username's failure count). */
export async function recordAttempt(ctx: RequestContext, who: Who, success: boolean): Promise<void> {
  await ctx.db
    .insert(loginAttempt)
    .values({ userType: who.userType, username: who.username, address: ctx.ip, success, createdAt: ctx.now });
}
