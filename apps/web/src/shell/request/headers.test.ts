import { APP_VERSION } from '@freightdesk/domain';
import { describe, expect, it } from 'vitest';
import { buildHeaders, deviceId } from './headers.ts';

describe('buildHeaders', () => {
  it('carries every header of the contract', () => {
    const headers = buildHeaders({
      token: 'tok',
      pageId: '/oa/role',
      deviceId: 'dev-1',
      sysCode: 'LMS',
      language: 'vi-VN',
    });
    expect(headers).toEqual({
      token: 'tok',
      pageId: '/oa/role',
      appVersion: APP_VERSION,
      deviceId: 'dev-1',
      appType: 'PC',
      sysCode: 'LMS',
      'Content-Type': 'application/json',
      'Accept-Language': 'vi-VN',
    });
    expect(headers.appVersion).toBe('1.0.67');
  });

  it('leaves out the token when signed out and Content-Type for uploads; adds cryptoSalt when encrypting', () => {
    const headers = buildHeaders({
      token: null,
      pageId: '/login',
      deviceId: 'dev-1',
      sysCode: '',
      language: 'zh-CN',
      json: false,
      cryptoSalt: 'salt-id',
    });
    expect(headers).not.toHaveProperty('token');
    expect(headers).not.toHaveProperty('Content-Type');
    expect(headers.cryptoSalt).toBe('salt-id');
    expect(headers.sysCode).toBe('');
  });
});

describe('deviceId', () => {
  it('works on plain-http origins too, where crypto.randomUUID is missing', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const store = new Map<string, string>();
      const id = deviceId({ getItem: (k) => store.get(k) ?? null, setItem: (k, v) => store.set(k, v) });
      expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });

  it('is random once, then stable', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
    };
    const first = deviceId(storage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(deviceId(storage)).toBe(first);
    const other = new Map<string, string>();
    expect(deviceId({ getItem: (k) => other.get(k) ?? null, setItem: (k, v) => other.set(k, v) })).not.toBe(
      first,
    );
  });
});
