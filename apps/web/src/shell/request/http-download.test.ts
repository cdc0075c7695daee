import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import type { RequestUi } from './code-handler.ts';
import { download, resetCrypto, setRequestUi } from './http.ts';

type Answer = { body: BodyInit; headers: Record<string, string> };
let bodies: unknown[] = [];
let notify: Mock<RequestUi['notify']>;

function serve(answer: Answer) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.startsWith('/api/common/tenant/currentConfig'))
        return new Response(JSON.stringify({ code: 0, msg: '', data: { encryption: false } }), {
          headers: { 'content-type': 'application/json' },
        });
      bodies.push(init.body ? JSON.parse(String(init.body)) : null);
      return new Response(answer.body, { status: 200, headers: answer.headers });
    }),
  );
}

beforeEach(() => {
  bodies = [];
  resetCrypto();
  notify = vi.fn<RequestUi['notify']>();
  setRequestUi({ notify, alert: vi.fn(), confirm: vi.fn(async () => true), loginExpired: vi.fn() });
});
afterEach(() => vi.unstubAllGlobals());

describe('download', () => {
  it('answers the file with its name from Content-Disposition', async () => {
    serve({
      body: new Uint8Array([80, 75, 3, 4]),
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'content-disposition': `attachment; filename="x.xlsx"; filename*=UTF-8''${encodeURIComponent('目的地.xlsx')}`,
      },
    });
    const file = await download('basic/country/export', { data: { criteria: { keyword: 'zz' } } });
    expect(file.filename).toBe('目的地.xlsx');
    expect(new Uint8Array(await file.blob.arrayBuffer())).toEqual(new Uint8Array([80, 75, 3, 4]));
    expect(bodies).toEqual([{ criteria: { keyword: 'zz' } }]);
  });

  it('treats a JSON answer as a refusal and tells the user', async () => {
    serve({
      body: JSON.stringify({ code: -1, msg: 'No permission at present', data: null }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    await expect(download('basic/country/export', { data: {} })).rejects.toMatchObject({
      message: 'No permission at present',
      code: -1,
    });
    expect(notify).toHaveBeenCalledWith({ title: 'No permission at present' });
  });

  it('uses the fallback name without Content-Disposition', async () => {
    serve({ body: 'a', headers: { 'content-type': 'application/octet-stream' } });
    const file = await download('basic/country/importTemplate', {
      method: 'GET',
      fallbackName: 'template.xlsx',
    });
    expect(file.filename).toBe('template.xlsx');
  });
});
