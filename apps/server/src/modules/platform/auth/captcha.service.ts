import { CAPTCHA_EXPIRE_MS } from '@freightdesk/domain';
import { and, eq, gt, lt } from 'drizzle-orm';
import type { RequestContext } from '#platform/http/route.ts';
import { captcha } from './auth.schema.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Creates a one-time captcha and answers its key and picture (SVG data URL). */
export async function createCaptcha(ctx: RequestContext): Promise<{ verifyKey: string; image: string }> {
  const { text, svg } = ctx.config.captcha();
  await ctx.db.delete(captcha).where(lt(captcha.expiresAt, ctx.now));
  const [row] = await ctx.db
    .insert(captcha)
    .values({ answer: text.toLowerCase(), expiresAt: new Date(ctx.now.getTime() + CAPTCHA_EXPIRE_MS) })
    .returning({ id: captcha.id });
  return { verifyKey: row!.id, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Uses up a captcha (whatever the answer); answers whether it existed, was fresh and matched. */
export async function isCaptchaRight(
  ctx: RequestContext,
  verifyKey?: string,
  verifyCode?: string,
): Promise<boolean> {
  if (!verifyKey || !verifyCode || !UUID.test(verifyKey)) return false;
  const [row] = await ctx.db
    .delete(captcha)
    .where(and(eq(captcha.id, verifyKey), gt(captcha.expiresAt, ctx.now)))
    .returning({ answer: captcha.answer });
  return row?.answer === verifyCode.trim().toLowerCase();
}
