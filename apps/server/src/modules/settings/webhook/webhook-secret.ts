import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { openSecret, sealSecret } from '#modules/settings/carrier-api/index.ts';
import type { Db, Tx } from '#platform/db/db.ts';
import { webhookSecret } from './webhook.schema.ts';

/** A new signing secret: `whsec_` and 32 random bytes in hex. */
export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('hex')}`;

/**
 * A webhook's signing secret, made and sealed at its first read (reveal, test or first delivery): a
 * concurrent first read keeps whichever secret was stored first.
 */
export async function webhookSecretOf(db: Db | Tx, key: Buffer, hookId: string, now: Date): Promise<string> {
  const [row] = await db.select().from(webhookSecret).where(eq(webhookSecret.hookId, hookId));
  if (row) return openSecret(key, row.sealed);
  await db
    .insert(webhookSecret)
    .values({ hookId, sealed: sealSecret(key, newWebhookSecret()), updatedAt: now })
    .onConflictDoNothing();
  const [stored] = await db.select().from(webhookSecret).where(eq(webhookSecret.hookId, hookId));
  return openSecret(key, stored!.sealed);
}

/** Replaces a webhook's secret and answers the new one. */
export async function rotateWebhookSecret(
  db: Db | Tx,
  key: Buffer,
  hookId: string,
  now: Date,
): Promise<string> {
  const secret = newWebhookSecret();
  const sealed = sealSecret(key, secret);
  await db
    .insert(webhookSecret)
    .values({ hookId, sealed, updatedAt: now })
    .onConflictDoUpdate({ target: webhookSecret.hookId, set: { sealed, updatedAt: now } });
  return secret;
}
