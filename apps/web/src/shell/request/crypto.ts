import { isEncryptionExemptPath } from '@freightdesk/domain';
/**
 * Payload encryption (docs/platform-api.md "Payload encryption"): AES-256-GCM, 12-byte iv,
 * payload = base64(iv ‖ ciphertext ‖ tag). WebCrypto appends the 16-byte tag to the ciphertext.
 */

export type CryptoSession = { key: CryptoKey; salt: string };

const IV_BYTES = 12;

function toBase64(bytes: Uint8Array): string {
  let text = '';
  for (const b of bytes) text += String.fromCharCode(b);
  return btoa(text);
}

function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const raw = atob(text);
  const bytes = new Uint8Array(raw.length);
  for (let i = 0; i < raw.length; i += 1) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

/** Imports the `{k, s}` answer of `whosyourdaddy` (k: base64 of a 32-byte key, s: its id). */
export async function importCryptoSession(k: string, s: string): Promise<CryptoSession> {
  const key = await crypto.subtle.importKey('raw', fromBase64(k), { name: 'AES-GCM' }, false, [
    'encrypt',
    'decrypt',
  ]);
  return { key, salt: s };
}

export async function encryptText(session: CryptoSession, text: string): Promise<string> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, session.key, new TextEncoder().encode(text)),
  );
  const out = new Uint8Array(iv.length + sealed.length);
  out.set(iv, 0);
  out.set(sealed, iv.length);
  return toBase64(out);
}

export async function decryptText(session: CryptoSession, payload: string): Promise<string> {
  const bytes = fromBase64(payload);
  const iv = bytes.slice(0, IV_BYTES);
  const sealed = bytes.slice(IV_BYTES);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, session.key, sealed);
  return new TextDecoder().decode(plain);
}

/** Routes that never carry encrypted payloads (the list is shared with the server). */
export const isEncryptionExempt = isEncryptionExemptPath;
