import {
  LOGIN_CAPTCHA_AFTER_FAILURES,
  LOGIN_DELAY_FIRST_MS,
  LOGIN_DELAY_MAX_MS,
  LOGIN_FAILURE_WINDOW_MS,
  LOGIN_MAX_FAILURES_PER_ADDRESS,
  type UserType,
} from '@freightdesk/domain';
import { and, eq, gt, max, or, sql } from 'drizzle-orm';
import type { RequestContext } from '#platform/http/route.ts';
import { loginAttempt } from './auth.schema.ts';

type Who = { userType: UserType; username: string };

/** What the recent attempts ask of the next one: a captcha, and how long this user + address waits. */
export type Throttle = { captchaRequired: boolean; waitSeconds: number };

/** How an attempt ended, as recorded. */
export type AttemptOutcome = { success: boolean; passwordChecked: boolean; captchaPassed: boolean };

/** The wait after a user + address's n-th failure: none after the first, then 1 s, doubling, at most 30 s. */
export function delayAfter(failures: number): number {
  if (failures < 2) return 0;
  return Math.min(LOGIN_DELAY_MAX_MS, LOGIN_DELAY_FIRST_MS * 2 ** Math.min(failures - 2, 30));
}

/**
 * Reads the window's attempts (all processes write them to the same table): failures of the user
 * since its last success, those of this user + address (with the latest), and attempts from this
 * address that carried no correct captcha.
 */
export async function assessAttempt(ctx: RequestContext, who: Who): Promise<Throttle> {
  const windowStart = new Date(ctx.now.getTime() - LOGIN_FAILURE_WINDOW_MS);
  const sameUser = and(eq(loginAttempt.userType, who.userType), eq(loginAttempt.username, who.username));
  const [lastSuccess] = await ctx.db
    .select({ at: max(loginAttempt.createdAt) })
    .from(loginAttempt)
    .where(and(sameUser, eq(loginAttempt.success, true), gt(loginAttempt.createdAt, windowStart)));
  const userSince = lastSuccess?.at && lastSuccess.at > windowStart ? lastSuccess.at : windowStart;
  const userFailure = sql`${sameUser} and not ${loginAttempt.success} and ${loginAttempt.passwordChecked} and ${loginAttempt.createdAt} > ${userSince}`;
  const pairFailure = sql`${userFailure} and ${loginAttempt.address} = ${ctx.ip}`;
  const [row] = await ctx.db
    .select({
      user: sql<number>`count(*) filter (where ${userFailure})`.mapWith(Number),
      pair: sql<number>`count(*) filter (where ${pairFailure})`.mapWith(Number),
      lastPair: sql<Date | null>`max(${loginAttempt.createdAt}) filter (where ${pairFailure})`.mapWith(
        loginAttempt.createdAt,
      ),
      address:
        sql<number>`count(*) filter (where ${loginAttempt.address} = ${ctx.ip} and not ${loginAttempt.success} and not ${loginAttempt.captchaPassed})`.mapWith(
          Number,
        ),
    })
    .from(loginAttempt)
    .where(and(gt(loginAttempt.createdAt, windowStart), or(sameUser, eq(loginAttempt.address, ctx.ip))));
  const user = row?.user ?? 0;
  const pair = row?.pair ?? 0;
  const until = row?.lastPair ? row.lastPair.getTime() + delayAfter(pair) : 0;
  return {
    captchaRequired:
      user >= LOGIN_CAPTCHA_AFTER_FAILURES || (row?.address ?? 0) >= LOGIN_MAX_FAILURES_PER_ADDRESS,
    waitSeconds: Math.max(0, Math.ceil((until - ctx.now.getTime()) / 1000)),
  };
}

/** Records a sign-in attempt and answers its id. */
export async function recordAttempt(ctx: RequestContext, who: Who, outcome: AttemptOutcome): Promise<string> {
  const [row] = await ctx.db
    .insert(loginAttempt)
    .values({
      userType: who.userType,
      username: who.username,
      address: ctx.ip,
      ...outcome,
      createdAt: ctx.now,
    })
    .returning({ id: loginAttempt.id });
  return row!.id;
}

/** Turns an admitted attempt (recorded as a failure while its password was read) into a success. */
export async function markAttemptSucceeded(ctx: RequestContext, attemptId: string): Promise<void> {
  await ctx.db.update(loginAttempt).set({ success: true }).where(eq(loginAttempt.id, attemptId));
}
