import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { ENCRYPTION_KEY_TTL_MS } from '@freightdesk/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { RequestContext } from '#platform/http/route.ts';
import type { AppRuntime } from '#platform/http/runtime.ts';
import { cryptoKey } from './crypto-key.schema.ts';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** Encrypts text with AES-256-GCM into base64(iv ‖ ciphertext ‖ tag). */
export function encryptText(key: Buffer, text: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(text, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/** Decrypts base64(iv ‖ ciphertext ‖ tag); throws when the text was not made with this key. */
export function decryptText(key: Buffer, payload: string): string {
  const raw = Buffer.from(payload, 'base64');
  if (raw.length < IV_BYTES + TAG_BYTES) throw new Error('cipher text too short');
  const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
  decipher.setAuthTag(raw.subarray(raw.length - TAG_BYTES));
  return Buffer.concat([
    decipher.update(raw.subarray(IV_BYTES, raw.length - TAG_BYTES)),
    decipher.final(),
  ]).toString('utf8');
}

/** Hands out a fresh AES-256 key: `k` the key (base64), `s` its id for the `cryptoSalt` header. */
export async function issueCryptoKey(ctx: RequestContext): Promise<{ k: string; s: string }> {
  const k = randomBytes(32).toString('base64');
  const [row] = await ctx.db
    .insert(cryptoKey)
    .values({ key: k, createdAt: ctx.now, expiresAt: new Date(ctx.now.getTime() + ENCRYPTION_KEY_TTL_MS) })
    .returning({ id: cryptoKey.id });
  return { k, s: row!.id };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The key behind a `cryptoSalt`, or null when unknown or expired. */
export async function findCryptoKey(runtime: AppRuntime, id: string, now: Date): Promise<Buffer | null> {
  if (!UUID.test(id)) return null;
  return runtime.cryptoKeys.get(id, now.getTime(), async () => {
    const [row] = await runtime.db
      .select({ key: cryptoKey.key })
      .from(cryptoKey)
      .where(and(eq(cryptoKey.id, id), gt(cryptoKey.expiresAt, now)));
    return row ? Buffer.from(row.key, 'base64') : null;
  });
}
