import type { Message } from '@freightdesk/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '#platform/db/db.ts';
import { MASK as ENTITY_MASK } from '#platform/entity/entity-query.ts';
import { BizError } from '#platform/http/errors.ts';
import { carrierApiSecret } from './carrier-api.schema.ts';
import type { CarrierConnector, CredentialField } from './connector.ts';
import { openSecret, sealSecret } from './secrets.ts';

/** What a secret looks like when answered: stars, as every masked value. */
export const SECRET_SET = ENTITY_MASK;

type Values = Record<string, string | null | undefined>;

export const fieldLabel = (f: CredentialField): Message => ({
  'zh-CN': f.label.zh,
  'en-US': f.label.en,
  'vi-VN': f.label.vi,
});

/** The stored form of credentials: the public JSON (secrets as stars) and the sealed secrets. */
export type StoredCredentials = { credentials: Record<string, string>; credentialsSecret: string | null };

/**
 * Builds the stored credentials from what was sent: unknown keys refused; a secret sent blank or as
 * stars keeps the stored one (`kept`); a required field left without a value refused.
 */
export function storeCredentials(
  key: Buffer,
  connector: CarrierConnector,
  sent: Values,
  kept: Readonly<Record<string, string>>,
): StoredCredentials {
  const fields = new Map(connector.credentialFields.map((f) => [f.key, f]));
  for (const k of Object.keys(sent))
    if (!fields.has(k)) throw new BizError('carrierApiCredentialUnknown', [connector.code, k]);
  const publicValues: Record<string, string> = {};
  const secrets: Record<string, string> = {};
  for (const f of connector.credentialFields) {
    const raw = sent[f.key]?.trim() ?? '';
    const value = f.secret && (raw === '' || raw === SECRET_SET) ? (kept[f.key] ?? '') : raw;
    if (!value) {
      if (f.required) throw new BizError('carrierApiCredentialRequired', [{ label: fieldLabel(f) }]);
      continue;
    }
    if (f.secret) {
      secrets[f.key] = value;
      publicValues[f.key] = SECRET_SET;
    } else publicValues[f.key] = value;
  }
  return {
    credentials: publicValues,
    credentialsSecret: Object.keys(secrets).length ? sealSecret(key, JSON.stringify(secrets)) : null,
  };
}

/** The secret values of a stored configuration (empty when none). */
export function openSecrets(key: Buffer, sealed: string | null | undefined): Record<string, string> {
  return sealed ? (JSON.parse(openSecret(key, sealed)) as Record<string, string>) : {};
}

/** Every credential value of a stored configuration, secrets decrypted. */
export function credentialValuesOf(
  key: Buffer,
  publicValues: unknown,
  sealed: string | null | undefined,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries((publicValues ?? {}) as Record<string, unknown>))
    if (typeof v === 'string' && v !== SECRET_SET) out[k] = v;
  return { ...out, ...openSecrets(key, sealed) };
}

/** The sealed secrets of a configuration, or null. */
export async function readSealed(db: Db, apiId: string): Promise<string | null> {
  const [row] = await db.select().from(carrierApiSecret).where(eq(carrierApiSecret.apiId, apiId));
  return row?.sealed ?? null;
}

/** Stores (or, when null, removes) the sealed secrets of a configuration, in the caller's transaction. */
export async function writeSealed(tx: Db, apiId: string, sealed: string | null, now: Date): Promise<void> {
  if (sealed === null) {
    await tx.delete(carrierApiSecret).where(eq(carrierApiSecret.apiId, apiId));
    return;
  }
  await tx
    .insert(carrierApiSecret)
    .values({ apiId, sealed, updatedAt: now })
    .onConflictDoUpdate({ target: carrierApiSecret.apiId, set: { sealed, updatedAt: now } });
}
