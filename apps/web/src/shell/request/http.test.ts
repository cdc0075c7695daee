import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { RequestUi } from './code-handler.ts';
import { get, post, request, resetCrypto, setRequestUi } from './http.ts';
import { loadingBar } from './loading.ts';

type Call = { url: string; method: string; headers: Record<string, string>; body: string | undefined };
type Answer = { status?: number; statusText?: string; json?: unknown };

let calls: Call[] = [];
let ui: {
  notify: Mock<RequestUi['notify']>;
  alert: Mock<RequestUi['alert']>;
  confirm: Mock<RequestUi['confirm']>;
  loginExpired: Mock<RequestUi['loginExpired']>;
};

/** A fake server: answers by path; `common/tenant/currentConfig` says whether encryption is on. */
function serve(handler: (call: Call) => Answer, encryption = false) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const call: Call = {
        url,
        method: init.method ?? 'GET',
        headers: init.headers as Record<string, string>,
        body: init.body as string | undefined,
      };
      calls.push(call);
      const answer = url.startsWith('/api/common/tenant/currentConfig')
        ? { json: { code: 0, msg: '', data: { encryption } } }
        : handler(call);
      return new Response(JSON.stringify(answer.json ?? {}), {
        status: answer.status ?? 200,
        statusText: answer.statusText ?? 'OK',
      });
    }),
  );
}

const apiCalls = () => calls.filter((c) => !c.url.includes('currentConfig'));

beforeEach(() => {
  calls = [];
  resetCrypto();
  localStorage.clear();
  window.history.replaceState(null, '', '/oa/role');
  ui = {
    notify: vi.fn<RequestUi['notify']>(),
    alert: vi.fn<RequestUi['alert']>(),
    confirm: vi.fn<RequestUi['confirm']>(async () => true),
    loginExpired: vi.fn<RequestUi['loginExpired']>(),
  };
  setRequestUi(ui);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('request', () => {
  it('sends the contract headers with the token of the area shown', async () => {
    localStorage.setItem('fd_token_staff', 'staff-token');
    localStorage.setItem('fd_token_customer', 'customer-token');
    serve(() => ({ json: { code: 0, msg: 'ok', data: { id: 1 } } }));
    await expect(get('user/user/detail', { id: 'a b' })).resolves.toEqual({ id: 1 });
    const [call] = apiCalls();
    expect(call!.url).toBe('/api/user/user/detail?id=a+b');
    expect(call!.method).toBe('GET');
    expect(call!.headers).toMatchObject({
      token: 'staff-token',
      pageId: '/oa/role',
      appVersion: '1.0.67',
      appType: 'PC',
      sysCode: '',
      'Content-Type': 'application/json',
    });
    expect(call!.headers.deviceId).toMatch(/^[0-9a-f-]{36}$/);
    expect(call!.headers['Accept-Language']).toMatch(/^(zh-CN|en-US|vi-VN)$/);

    window.history.replaceState(null, '', '/client/index');
    await get('user/user/current');
    expect(apiCalls()[1]!.headers.token).toBe('customer-token');
  });

  it('repeats a 2000 answer with force: true after confirmation', async () => {
    serve((call) =>
      JSON.parse(call.body ?? '{}').force
        ? { json: { code: 0, msg: 'ok', data: 'saved' } }
        : { json: { code: 2000, msg: 'Overlapping price, continue?', data: null } },
    );
    await expect(post('finance/price/save', { id: 7 })).resolves.toBe('saved');
    expect(ui.confirm).toHaveBeenCalledWith('Overlapping price, continue?');
    expect(apiCalls().map((c) => JSON.parse(c.body!))).toEqual([{ id: 7 }, { id: 7, force: true }]);
  });

  it('reports transport failures: 502 server updating, other statuses as [status] statusText', async () => {
    serve((call) =>
      call.url === '/api/a'
        ? { status: 502, statusText: 'Bad Gateway' }
        : { status: 404, statusText: 'Not Found' },
    );
    await expect(get('a')).rejects.toMatchObject({ kind: 'transport', code: 502 });
    expect(ui.notify).toHaveBeenLastCalledWith(
      expect.objectContaining({
        description: expect.stringMatching(/服务器正在更新|being updated|đang được cập nhật/),
      }),
    );
    await expect(get('b')).rejects.toMatchObject({ code: 404 });
    expect(ui.notify).toHaveBeenLastCalledWith(expect.objectContaining({ description: '[404] Not Found' }));
    await expect(get('b', undefined, { quiet: true })).rejects.toBeTruthy();
    expect(ui.notify).toHaveBeenCalledTimes(2);
  });

  it('aborts after the timeout and says the request timed out', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (url: string, init: RequestInit) =>
          new Promise((resolve, reject) => {
            if (url.includes('currentConfig')) {
              resolve(new Response(JSON.stringify({ code: 0, msg: '', data: { encryption: false } })));
              return;
            }
            init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          }),
      ),
    );
    await expect(request('slow/call', { timeoutMs: 20 })).rejects.toMatchObject({
      kind: 'transport',
      code: 408,
    });
    expect(ui.notify).toHaveBeenCalledWith(
      expect.objectContaining({ description: expect.stringMatching(/超时|timed out|quá thời gian/) }),
    );
  });

  it('shows the loading bar for page 1 only', async () => {
    serve(() => ({ json: { code: 0, msg: 'ok', data: null } }));
    const seen: number[] = [];
    const stop = loadingBar.subscribe((n) => seen.push(n));
    await post('user/role/search', { page: 1 });
    await post('user/role/search', { page: 2 });
    await post('user/role/search', { page: 1 }, { quiet: true });
    stop();
    expect(seen).toEqual([1, 0]);
  });

  it('encrypts bodies and queries and decrypts answers when the tenant turns encryption on', async () => {
    const key = randomBytes(32);
    const decrypt = (payload: string) => {
      const raw = Buffer.from(payload, 'base64');
      const d = createDecipheriv('aes-256-gcm', key, raw.subarray(0, 12));
      d.setAuthTag(raw.subarray(raw.length - 16));
      return Buffer.concat([d.update(raw.subarray(12, raw.length - 16)), d.final()]).toString('utf8');
    };
    const encrypt = (text: string) => {
      const iv = randomBytes(12);
      const c = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([c.update(text, 'utf8'), c.final()]);
      return Buffer.concat([iv, body, c.getAuthTag()]).toString('base64');
    };
    const seen: string[] = [];
    serve((call) => {
      if (call.url === '/api/whosyourdaddy')
        return { json: { code: 0, msg: '', data: { k: key.toString('base64'), s: 'key-1' } } };
      expect(call.headers.cryptoSalt).toBe('key-1');
      if (call.method === 'POST') seen.push(decrypt(JSON.parse(call.body!).data));
      else seen.push(decrypt(decodeURIComponent(call.url.split('?key=')[1]!)));
      return { json: { code: 0, msg: '', data: encrypt(JSON.stringify({ ok: true })), encrypted: true } };
    }, true);
    await expect(post('user/role/insert', { name: 'Kho' })).resolves.toEqual({ ok: true });
    await expect(get('user/role/permissions', { roleId: 'r1' })).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['{"name":"Kho"}', 'roleId=r1']);
    // the key is fetched once
    expect(calls.filter((c) => c.url === '/api/whosyourdaddy')).toHaveLength(1);
  });
});
