import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BizError } from '#platform/http/errors.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { assertServes } from './carrier-api.service.ts';
import { sandboxConnector } from './carriers/sandbox/sandbox.connector.ts';
import { testShipment } from './carriers/sandbox/sandbox.test-kit.ts';
import { withConnector } from './index.ts';

const secretsKey = createHash('sha256').update('carrier api test key').digest();
const SECRET = 'sk_test_Xq93LmZp0071';
let t: TestApp;
let admin: string;
let service: string;

type Config = {
  id: string;
  version: number;
  credentials: Record<string, string>;
  apiType: string;
  enabled: boolean;
};
const rows = async (query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: Record<string, unknown>[] }).rows;

beforeAll(async () => {
  t = await createTestApp({ config: { secretsKey } });
  admin = await t.login('admin', 'Admin@123');
  service = await t.login('service', 'Service@123');
});
afterAll(() => t.close());

const base = { name: 'Sandbox secret', code: 'sbxs', apiType: 'sandbox', testMode: true, timeoutMs: 5000 };
const insert = (body: unknown, token = admin, lang?: 'zh-CN' | 'en-US' | 'vi-VN') =>
  t.post<Config>('/basic/labelApi/insert', body, { token, lang });

describe('API configurations', () => {
  it('lists the API types of each kind with their credential fields', async () => {
    const label = await t.post<{ code: string; credentialFields: { key: string; secret: boolean }[] }[]>(
      '/basic/labelApiType/list',
      undefined,
      { token: admin },
    );
    expect(label.data.map((x) => x.code)).toContain('sandbox');
    expect(label.data.find((x) => x.code === 'sandbox')!.credentialFields).toContainEqual(
      expect.objectContaining({ key: 'apiKey', secret: true }),
    );
    const track = await t.post<{ code: string }[]>('/basic/trackApiType/platformList', undefined, {
      token: admin,
    });
    expect(track.data.map((x) => x.code)).toContain('sandbox');
    const one = await t.get<{ code: string } | null>(
      '/basic/priceApiType/findByCode',
      { code: 'sandbox' },
      { token: admin },
    );
    expect(one.data?.code).toBe('sandbox');
    const none = await t.get('/basic/priceApiType/findByCode', { code: 'nope' }, { token: admin });
    expect(none.data).toBeNull();
  });

  it('stores a secret sealed, answers it masked, keeps it when left blank, never logs it', async () => {
    const created = await insert({ ...base, credentials: { apiKey: SECRET, latencyMs: '0' } });
    expect(created.code, created.msg).toBe(0);
    expect(created.data.credentials).toEqual({ apiKey: '******', latencyMs: '0' });
    expect(JSON.stringify(created.data)).not.toContain(SECRET);
    expect(created.data).not.toHaveProperty('credentialsSecret');
    const [stored] = await rows(sql`select * from basic_label_api where id = ${created.data.id}`);
    const [sealed] = await rows(sql`select sealed from carrier_api_secret where api_id = ${created.data.id}`);
    expect(String(sealed!.sealed)).toMatch(/^v1\./);
    expect(JSON.stringify([stored, sealed])).not.toContain(SECRET);

    const updated = await t.post<Config>(
      '/basic/labelApi/update',
      {
        ...base,
        id: created.data.id,
        version: created.data.version,
        credentials: { apiKey: '', latencyMs: '5' },
      },
      { token: admin },
    );
    expect(updated.code, updated.msg).toBe(0);
    expect(updated.data.credentials).toEqual({ apiKey: '******', latencyMs: '5' });
    const seen = await withConnector(
      { db: t.database.db, config: { secretsKey } },
      { apiId: created.data.id, kind: 'label', now: new Date() },
      async (_c, ctx) => ctx.credentials,
    );
    expect(seen).toEqual({ apiKey: SECRET, latencyMs: '5' });

    const detail = await t.get('/basic/labelApi/detail', { id: created.data.id }, { token: admin });
    const search = await t.post('/basic/labelApi/search', { criteria: {} }, { token: admin });
    for (const answer of [detail, search]) expect(JSON.stringify(answer)).not.toContain(SECRET);
    const log = await rows(sql`select * from business_log where entity_id = ${created.data.id}`);
    expect(log.length).toBeGreaterThanOrEqual(2);
    expect(JSON.stringify(log)).not.toContain(SECRET);
    expect(JSON.stringify(log)).not.toContain('v1.');
  });

  it('refuses a type that cannot serve the kind, unknown credentials and a missing type, in the caller language', async () => {
    const trackOnly = { ...sandboxConnector, kinds: ['track'] as const };
    const wrongKind = (() => {
      try {
        assertServes(trackOnly, 'customsDeclare');
      } catch (e) {
        return e as BizError;
      }
    })()!;
    expect(wrongKind.render('en-US')).toBe('The API type [sandbox] cannot be used as customs declare API');
    expect(wrongKind.render('zh-CN')).toBe('接口类型[sandbox]不支持报关API');
    const unknownField = await insert({ ...base, code: 'X2', name: 'X2', credentials: { password: 'x' } });
    expect(unknownField.msg).toBe('The API type [sandbox] has no credential [password]');
    const unknownType = await insert({ ...base, code: 'X3', name: 'X3', apiType: 'fedex9' });
    expect(unknownType.msg).toBe('The API type [fedex9] does not exist');
    const zh = await insert({ ...base, code: 'X3', name: 'X3', apiType: 'fedex9' }, admin, 'zh-CN');
    expect(zh.msg).toBe('接口类型[fedex9]不存在');
  });

  it('refuses a user without the permission: writes and type lists', async () => {
    const refusals = await Promise.all([
      insert({ ...base, code: 'NOPE', name: 'Nope', credentials: {} }, service),
      t.post('/basic/labelApi/search', { criteria: {} }, { token: service }),
      t.post('/basic/labelApiType/list', undefined, { token: service }),
      t.post('/common/requestDetailLog/search', { criteria: {} }, { token: service }),
    ]);
    for (const r of refusals) expect(r).toMatchObject({ code: -1, msg: 'No permission at present' });
  });

  it('refuses a disabled configuration when a carrier is called', async () => {
    const created = await insert({ ...base, code: 'SBXOFF', name: 'Sandbox off', credentials: {} });
    await t.post('/basic/labelApi/disable', { ids: [created.data.id] }, { token: admin });
    const err = await withConnector(
      { db: t.database.db, config: { secretsKey } },
      { apiId: created.data.id, kind: 'label', now: new Date() },
      async () => 'called',
    ).catch((e: { key?: string; render?: (l: string) => string }) => e);
    expect((err as { render: (l: string) => string }).render('en-US')).toBe(
      'The API configuration [Sandbox off] is disabled',
    );
  });
});

describe('request log', () => {
  it('logs every call with the secrets masked and finds it by reference, tag, URL and code', async () => {
    const created = await insert({
      ...base,
      code: 'SBXLOG',
      name: 'Sandbox log',
      credentials: { apiKey: SECRET },
    });
    const logRef = 'FD-LOG-0001';
    await withConnector(
      { db: t.database.db, config: { secretsKey } },
      { apiId: created.data.id, kind: 'label', now: new Date(), idempotencyKey: 'log-1', logRef },
      (c, ctx) => c.ship!(ctx, testShipment({ reference: `ref-${SECRET}` })),
    );
    const found = await t.post<{
      records: { id: string; tag: string; responseCode: number }[];
      total: number;
    }>(
      '/common/requestDetailLog/search',
      { criteria: { logRef, tag: 'sandbox/ship', url: 'shipments', responseCode: 200 } },
      { token: admin },
    );
    expect(found.code, found.msg).toBe(0);
    expect(found.data.total).toBe(1);
    const detail = await t.get<Record<string, unknown>>(
      '/common/requestDetailLog/detail',
      { id: found.data.records[0]!.id },
      { token: admin },
    );
    expect(detail.data.requestHeaders).toMatchObject({ authorization: '******', 'idempotency-key': 'log-1' });
    expect(detail.data.requestBody).toContain('ref-******');
    expect(detail.data.responseBody).toMatch(/binary not logged: \d+ base64 characters/);
    expect(detail.data.apiId).toBe(created.data.id);
    expect(JSON.stringify(detail)).not.toContain(SECRET);
    const none = await t.post<{ total: number }>(
      '/common/requestDetailLog/search',
      { criteria: { logRef, requestTime: ['2020-01-01T00:00:00Z', '2020-01-02T00:00:00Z'] } },
      { token: admin },
    );
    expect(none.data.total).toBe(0);
  });

  it('turns a timeout into unavailable and logs it with its remark', async () => {
    const slow = await insert({
      ...base,
      code: 'SBXSLOW',
      name: 'Sandbox slow',
      timeoutMs: 1000,
      credentials: { latencyMs: '3000' },
    });
    const err = await withConnector(
      { db: t.database.db, config: { secretsKey } },
      { apiId: slow.data.id, kind: 'label', now: new Date(), logRef: 'FD-SLOW' },
      (c, ctx) => c.rate!(ctx, testShipment()),
    ).catch((e: { error?: { code: string } }) => e);
    expect((err as { error: { code: string; retryable: boolean } }).error).toMatchObject({
      code: 'unavailable',
      retryable: true,
    });
    const found = await t.post<{ records: { remark: string; responseCode: number | null }[] }>(
      '/common/requestDetailLog/search',
      { criteria: { logRef: 'FD-SLOW' } },
      { token: admin },
    );
    expect(found.data.records[0]).toMatchObject({ responseCode: null, remark: 'timed out after 1000 ms' });
  });
});
