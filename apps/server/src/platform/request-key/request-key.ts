import { and, eq, lt } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { platformRequestKey as k } from './request-key.schema.ts';

/** How long a request key is remembered. */
export const REQUEST_KEY_DAYS = 7;

/**
 * Runs one write in a transaction once per `requestKey` (DESIGN §9): the key row is inserted first
 * in the same transaction, so of two concurrent calls with one key the second waits on the first's
 * row and then answers its saved answer; a call without a key just runs.
 */
export async function oncePerRequestKey<T>(
  ctx: AuthedContext,
  action: string,
  requestKey: string | undefined,
  write: (tx: Db) => Promise<T>,
): Promise<T> {
  if (!requestKey) return ctx.db.transaction(write);
  const userId = ctx.auth.userId;
  const where = and(eq(k.action, action), eq(k.userId, userId), eq(k.key, requestKey));
  const done = async () => {
    const [row] = await ctx.db.select({ answer: k.answer }).from(k).where(where);
    return row ? { answer: row.answer as T } : null;
  };
  const earlier = await done();
  if (earlier) return earlier.answer;
  try {
    return await ctx.db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(k)
        .values({ action, key: requestKey, userId })
        .onConflictDoNothing()
        .returning({ key: k.key });
      if (!claimed) throw new RequestKeyTaken();
      const answer = await write(tx);
      await tx
        .update(k)
        .set({ answer: (answer ?? null) as never })
        .where(where);
      return answer;
    });
  } catch (e) {
    if (!(e instanceof RequestKeyTaken)) throw e;
    const first = await done();
    if (first) return first.answer;
    throw e;
  }
}

class RequestKeyTaken extends Error {}

/** Forgets request keys older than {@link REQUEST_KEY_DAYS} (housekeeping). */
export async function forgetOldRequestKeys(db: Db, now: Date): Promise<void> {
  await db.delete(k).where(lt(k.createdAt, new Date(now.getTime() - REQUEST_KEY_DAYS * 86_400_000)));
}
