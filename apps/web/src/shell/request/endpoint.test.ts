import { defineEndpoint } from '@freightdesk/domain';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { callEndpoint } from './endpoint.ts';
import { resetCrypto, setRequestUi } from './http.ts';

const calls: { url: string; method: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  resetCrypto();
  setRequestUi({ notify: vi.fn(), alert: vi.fn(), confirm: vi.fn(async () => true), loginExpired: vi.fn() });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      if (url.startsWith('/api/common/tenant/currentConfig'))
        return new Response(JSON.stringify({ code: 0, msg: '', data: { encryption: false } }));
      calls.push({
        url,
        method: init.method ?? 'GET',
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return new Response(JSON.stringify({ code: 0, msg: '', data: { n: 3 } }));
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

const read = defineEndpoint({
  method: 'GET',
  url: '/demo/thing/detail',
  input: z.object({ id: z.string() }),
  output: z.object({ n: z.number() }),
});
const write = defineEndpoint({
  method: 'POST',
  url: '/demo/thing/insert',
  input: z.object({ name: z.string() }),
  output: z.object({ n: z.number() }),
});
const bare = defineEndpoint({
  method: 'POST',
  url: '/demo/thing/touch',
  output: z.object({ n: z.number() }),
});

it('sends a GET contract input as the query and a POST one as the JSON body', async () => {
  const detail: { n: number } = await callEndpoint(read, { id: 'a1' });
  expect(detail).toEqual({ n: 3 });
  await callEndpoint(write, { name: 'Kho' });
  await callEndpoint(bare);
  expect(calls).toEqual([
    { url: '/api/demo/thing/detail?id=a1', method: 'GET', body: undefined },
    { url: '/api/demo/thing/insert', method: 'POST', body: { name: 'Kho' } },
    { url: '/api/demo/thing/touch', method: 'POST', body: {} },
  ]);
});

it('checks the input against the contract at compile time', () => {
  // @ts-expect-error the contract's input has no `nope`
  const wrong = () => callEndpoint(write, { nope: 1 });
  expect(typeof wrong).toBe('function');
});
