import type { UserSettingPayload, userSettingQuery } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthedContext } from '#platform/http/route.ts';
import { userSetting } from './user-setting.schema.ts';

const columns = {
  id: userSetting.id,
  name: userSetting.name,
  type: userSetting.type,
  businessKey: userSetting.businessKey,
  content: userSetting.content,
};

/** The caller's setting of a type and business key, or null. */
export async function currentUserSetting(ctx: AuthedContext, input: z.output<typeof userSettingQuery>) {
  const [row] = await ctx.db
    .select(columns)
    .from(userSetting)
    .where(
      and(
        eq(userSetting.userId, ctx.auth.userId),
        eq(userSetting.type, input.type),
        eq(userSetting.businessKey, input.businessKey),
      ),
    );
  return row ?? null;
}

/** Saves (creates or replaces) the caller's setting of a type and business key. */
export async function saveUserSetting(ctx: AuthedContext, input: UserSettingPayload) {
  const values = { name: input.name ?? null, content: input.content ?? null, updatedAt: ctx.now };
  const [row] = await ctx.db
    .insert(userSetting)
    .values({ userId: ctx.auth.userId, type: input.type, businessKey: input.businessKey, ...values })
    .onConflictDoUpdate({
      target: [userSetting.userId, userSetting.type, userSetting.businessKey],
      set: values,
    })
    .returning(columns);
  return row!;
}
