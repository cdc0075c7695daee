import { createDecipheriv } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decryptText, encryptText, importCryptoSession, isEncryptionExempt } from './crypto.ts';

const KEY = Buffer.alloc(32, 7).toString('base64');

describe('payload encryption', () => {
  it('writes base64(iv ‖ ciphertext ‖ tag) that AES-256-GCM on the server reads', async () => {
    const session = await importCryptoSession(KEY, 'salt-id');
    const payload = await encryptText(session, '{"name":"Vai trò"}');
    const raw = Buffer.from(payload, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', Buffer.from(KEY, 'base64'), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const plain = Buffer.concat([
      decipher.update(raw.subarray(12, raw.length - 16)),
      decipher.final(),
    ]).toString('utf8');
    expect(plain).toBe('{"name":"Vai trò"}');
    expect(await decryptText(session, payload)).toBe('{"name":"Vai trò"}');
  });

  it('uses a fresh iv each time', async () => {
    const session = await importCryptoSession(KEY, 's');
    expect(await encryptText(session, 'same')).not.toBe(await encryptText(session, 'same'));
  });

  it('exempts the key, health, tenant config, version check and upload routes', () => {
    expect(isEncryptionExempt('whosyourdaddy')).toBe(true);
    expect(isEncryptionExempt('/api/common/tenant/currentConfig')).toBe(true);
    expect(isEncryptionExempt('common/appVersion/checkVersion?version=1')).toBe(true);
    expect(isEncryptionExempt('common/file/upload')).toBe(true);
    expect(isEncryptionExempt('user/user/login')).toBe(false);
  });
});
