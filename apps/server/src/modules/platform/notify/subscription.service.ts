import type { NotifyChannel, SubscriptionAnswer, SubscriptionPayload } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import { appUser } from '#modules/platform/user/index.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { notifySubscription as s } from './notify.schema.ts';

/** `platform/messageSubscription/fetch`: the caller's subscription (empty until saved) and email. */
export async function fetchSubscription(ctx: AuthedContext): Promise<SubscriptionAnswer> {
  const [user] = await ctx.db
    .select({ email: appUser.email })
    .from(appUser)
    .where(eq(appUser.id, ctx.auth.userId));
  const [row] = await ctx.db.select().from(s).where(eq(s.userId, ctx.auth.userId));
  return {
    kinds: (row?.kinds ?? {}) as SubscriptionAnswer['kinds'],
    wecomUrl: row?.wecomUrl ?? null,
    dingtalkUrl: row?.dingtalkUrl ?? null,
    smsMobile: row?.smsMobile ?? null,
    wechatId: row?.wechatId ?? null,
    email: user?.email ?? null,
  };
}

/** `platform/messageSubscription/save`: replaces the caller's subscription. */
export async function saveSubscription(ctx: AuthedContext, input: SubscriptionPayload) {
  const kinds = Object.fromEntries(
    Object.entries(input.kinds).map(([kind, channels]) => [kind, [...new Set(channels)] as NotifyChannel[]]),
  );
  const values = {
    kinds,
    wecomUrl: input.wecomUrl || null,
    dingtalkUrl: input.dingtalkUrl || null,
    smsMobile: input.smsMobile || null,
    wechatId: input.wechatId || null,
    updatedAt: ctx.now,
  };
  await ctx.db
    .insert(s)
    .values({ userId: ctx.auth.userId, ...values })
    .onConflictDoUpdate({ target: s.userId, set: values });
  return null;
}
