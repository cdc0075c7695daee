import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashOptions } from '#platform/config.ts';

/** Hashes a password with argon2id (the library's default algorithm). */
export function hashPassword(password: string, options: PasswordHashOptions): Promise<string> {
  return hash(password, options);
}

/** Checks a password against a stored argon2 hash; a malformed hash never matches. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

const dummyHashes = new Map<string, Promise<string>>();

/** Spends the same time as a real check, so unknown usernames cannot be told apart by timing. */
export async function verifyAgainstDummy(password: string, options: PasswordHashOptions): Promise<void> {
  const key = `${options.memoryCost}/${options.timeCost}/${options.parallelism}`;
  let dummy = dummyHashes.get(key);
  if (!dummy) {
    dummy = hash('freightdesk-dummy-password-1', options);
    dummyHashes.set(key, dummy);
  }
  await verifyPassword(await dummy, password);
}
