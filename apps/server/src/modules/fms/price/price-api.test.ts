import { Permission } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '#modules/lms/waybill/waybill-test-kit.ts';
import { userWithPermissions } from '../../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DAY, insertPrice, type PriceIds, priceBody, priceSetup } from './price-test-kit.ts';

type Row = { id: string; version: number; status: string; effectiveTo: string | null; name: string };
type Search = { records: Row[]; total: number; counts: Record<string, number> };
type Conflict = { priceId: string; customers: string[] | 'all'; zones: string[] | 'all' };
type History = { priceId: string; version: number; action: string; changedByName: string }[];

describe('fms price tables API', () => {
  let t: TestApp;
  let tk: Tokens;
  let ids: PriceIds;
  const search = (criteria: Record<string, unknown>, token = tk.admin) =>
    t.post<Search>('/fms/price/search', { criteria }, { token });
  const at = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();

  beforeAll(async () => {
    t = await createTestApp();
    ({ tk, ids } = await priceSetup(t));
  });
  afterAll(() => t.close());

  it('inserts, reads the whole table back and saves a new version with the version check', async () => {
    const body = priceBody(t, ids, {
      name: 'Detail',
      zones: [{ name: 'A', countryCodes: ['JP'] }],
      weightRanges: [
        { zones: ['A'], endWeight: '10', attributeType: 'unitPrice', price: '12.5' },
        { zones: ['A'], startWeight: '10', attributeType: 'unitPrice', price: '11' },
      ],
      surcharges: [{ subject: 'remote', formula: '25', fuelIncluded: true }],
      productId: ids.product,
      channelId: null,
    });
    const { id, version } = await insertPrice(t, tk.admin, body);
    expect(version).toBe(1);
    const detail = await t.get<Record<string, unknown>>('/fms/price/detail', { id }, { token: tk.admin });
    expect(detail.data).toMatchObject({
      name: 'Detail',
      status: 'effective',
      currency: 'RMB',
      weightRanges: [{ price: '12.5', endWeight: '10' }, { price: '11' }],
      surcharges: [{ subject: 'remote', fuelIncluded: true }],
    });
    const saved = await t.post(
      '/fms/price/update',
      { ...body, id, version, name: 'Detail v2' },
      { token: tk.admin },
    );
    expect(saved).toMatchObject({ code: 0, data: { id, version: 2 } });
    const stale = await t.post(
      '/fms/price/update',
      { ...body, id, version, name: 'late' },
      { token: tk.admin },
    );
    expect(stale.code).toBe(-1);
    expect(stale.msg).toMatch(/modified|changed|refresh/i);
    const history = await t.get<History>('/fms/price/history', { id }, { token: tk.admin });
    expect(history.data.map((h) => [h.version, h.action])).toEqual([
      [2, 'update'],
      [1, 'insert'],
    ]);
    expect(history.data[0]!.changedByName).toContain('Admin');
  });

  it('refuses the forbidden modes with the spec messages', async () => {
    const agentBase = await t.post(
      '/fms/price/insert',
      priceBody(t, ids, {
        kind: 'agent',
        customerIds: [],
        mode: 'base',
        base: { priceId: ids.c1, type: 'fixed', value: 1 },
      }),
      { token: tk.admin },
    );
    expect(agentBase).toMatchObject({ code: -1, msg: 'Agent price does not support base mode' });
    const salesApi = await t.post(
      '/fms/price/insert',
      priceBody(t, ids, { kind: 'sales', customerIds: [], mode: 'api', priceApiId: 'x' }),
      { token: tk.admin },
    );
    expect(salesApi).toMatchObject({ code: -1, msg: 'Sales price does not support API mode' });
    const agentCustomers = await t.post('/fms/price/insert', priceBody(t, ids, { kind: 'agent' }), {
      token: tk.admin,
    });
    expect(agentCustomers).toMatchObject({ code: -1, msg: 'Only supports customer quote' });
  });

  it('answers 2000 with the conflicts for an overlapping price; force ends the older one', async () => {
    const older = await insertPrice(
      t,
      tk.admin,
      priceBody(t, ids, { name: 'Older', effectiveFrom: at(-10 * DAY) }),
    );
    const newer = priceBody(t, ids, { name: 'Newer', effectiveFrom: at(DAY), customerIds: [ids.c1, ids.c2] });
    const asked = await t.post<Conflict[]>('/fms/price/insert', newer, { token: tk.admin });
    expect(asked.code).toBe(2000);
    expect(asked.msg).toBe('1 overlapping prices exist, continue?');
    expect(asked.data).toEqual([
      expect.objectContaining({ priceId: older.id, customers: [ids.c1], zones: 'all' }),
    ]);
    const forced = await t.post<{ id: string }>(
      '/fms/price/insert',
      { ...newer, force: true },
      { token: tk.admin },
    );
    expect(forced.code).toBe(0);
    const ended = await t.get<Row>('/fms/price/detail', { id: older.id }, { token: tk.admin });
    expect(ended.data.effectiveTo).toBe(newer.effectiveFrom);
    expect(ended.data.version).toBe(2);
    const history = await t.get<History>('/fms/price/history', { id: older.id }, { token: tk.admin });
    expect(history.data[0]).toMatchObject({ action: 'expiredByOverlap', version: 2 });
    // another customer only, or another channel: no overlap
    const other = await t.post(
      '/fms/price/insert',
      priceBody(t, ids, { customerIds: [ids.c2], effectiveFrom: at(-DAY), effectiveTo: at(DAY / 2) }),
      {
        token: tk.admin,
      },
    );
    expect(other.code).toBe(0);
  });

  it('saves as a copy with a new validity, expires and adjusts in batches, deletes', async () => {
    const { id } = await insertPrice(
      t,
      tk.admin,
      priceBody(t, ids, { kind: 'agent', customerIds: [], name: 'Agent' }),
    );
    const copy = await t.post<{ id: string }>(
      '/fms/price/saveAs',
      { id, name: 'Agent 2027', effectiveFrom: at(30 * DAY), force: true },
      { token: tk.admin },
    );
    expect(copy.code).toBe(0);
    const adjusted = await t.post(
      '/fms/price/batchAdjust',
      { kind: 'agent', ids: [copy.data.id], type: 'percent', value: '0.1' },
      { token: tk.admin },
    );
    expect(adjusted).toMatchObject({ code: 0, data: { count: 1 } });
    const d = await t.get<{ weightRanges: { price: string }[]; name: string }>(
      '/fms/price/detail',
      { id: copy.data.id },
      { token: tk.admin },
    );
    expect(d.data).toMatchObject({ name: 'Agent 2027', weightRanges: [{ price: '33' }] });
    const expired = await t.post('/fms/price/batchExpire', { kind: 'agent', ids: [id] }, { token: tk.admin });
    expect(expired).toMatchObject({ code: 0, data: { count: 1 } });
    expect((await t.get<Row>('/fms/price/detail', { id }, { token: tk.admin })).data.status).toBe('expired');
    const wrongKind = await t.post(
      '/fms/price/deleteBatch',
      { kind: 'customer', ids: [id] },
      { token: tk.admin },
    );
    expect(wrongKind).toMatchObject({ code: -1, msg: 'Data does not exist' });
    const deleted = await t.post(
      '/fms/price/deleteBatch',
      { kind: 'agent', ids: [id, copy.data.id] },
      { token: tk.admin },
    );
    expect(deleted.code).toBe(0);
    expect((await t.get('/fms/price/detail', { id }, { token: tk.admin })).code).toBe(-1);
    const history = await t.get<History>('/fms/price/history', { id }, { token: tk.admin });
    expect(history.data.map((h) => h.action)).toEqual([
      'delete',
      'batchExpire',
      'expiredByOverlap',
      'insert',
    ]);
  });

  it('a base table needs an existing base of its kind, which then cannot be deleted alone', async () => {
    const base = await insertPrice(
      t,
      tk.admin,
      priceBody(t, ids, { kind: 'sales', customerIds: [], name: 'Base' }),
    );
    const derived = (priceId: string) =>
      priceBody(t, ids, {
        kind: 'sales',
        customerIds: [],
        name: 'Derived',
        mode: 'base',
        channelId: null,
        base: { priceId, type: 'percent', value: '0.1' },
      });
    const unknown = await t.post('/fms/price/insert', derived(ids.c1), { token: tk.admin });
    expect(unknown.msg).toBe('The base price does not exist or is of another kind');
    const { id } = await insertPrice(t, tk.admin, derived(base.id));
    const alone = await t.post(
      '/fms/price/deleteBatch',
      { kind: 'sales', ids: [base.id] },
      { token: tk.admin },
    );
    expect(alone.msg).toBe('The price is the base of "Derived" and cannot be deleted');
    const both = await t.post(
      '/fms/price/deleteBatch',
      { kind: 'sales', ids: [base.id, id] },
      { token: tk.admin },
    );
    expect(both.code).toBe(0);
  });

  it('refuses every route to a user without the permission, and price lists to customers', async () => {
    const { id } = await insertPrice(
      t,
      tk.admin,
      priceBody(t, ids, { kind: 'sales', customerIds: [], name: 'Perm', effectiveFrom: at(40 * DAY) }),
    );
    const calls: [string, 'get' | 'post', unknown][] = [
      ['/fms/price/search', 'post', { criteria: { kind: 'customer' } }],
      ['/fms/price/detail', 'get', { id }],
      ['/fms/price/history', 'get', { id }],
      ['/fms/price/insert', 'post', priceBody(t, ids)],
      [
        '/fms/price/update',
        'post',
        { ...priceBody(t, ids, { kind: 'sales', customerIds: [] }), id, version: 1 },
      ],
      ['/fms/price/deleteBatch', 'post', { kind: 'sales', ids: [id] }],
      ['/fms/price/saveAs', 'post', { id, effectiveFrom: at(50 * DAY) }],
      ['/fms/price/batchExpire', 'post', { kind: 'sales', ids: [id] }],
      ['/fms/price/batchAdjust', 'post', { kind: 'sales', ids: [id], type: 'amount', value: '1' }],
    ];
    const call = (token: string, [url, method, body]: (typeof calls)[number]) =>
      method === 'get' ? t.get(url, body as Record<string, string>, { token }) : t.post(url, body, { token });
    for (const token of [tk.service, tk.demo]) {
      for (const c of calls)
        expect([c[0], (await call(token, c)).msg]).toEqual([c[0], 'No permission at present']);
    }
    expect(
      (
        await t.post(
          '/fms/price/queryPrice',
          { countryCode: 'US', pieces: [{ actualWeight: 1 }] },
          { token: tk.service },
        )
      ).msg,
    ).toBe('No permission at present');
    // the customer-price list and its insert do not open the sales prices
    const clerk = await userWithPermissions(t, tk.admin, 'PRICECLERK', [
      Permission.customerPrice,
      `${Permission.customerPrice}:insert`,
    ]);
    expect((await search({ kind: 'customer' }, clerk)).code).toBe(0);
    expect((await search({ kind: 'sales' }, clerk)).msg).toBe('No permission at present');
    expect((await t.get('/fms/price/detail', { id }, { token: clerk })).msg).toBe('No permission at present');
    const salesInsert = await t.post(
      '/fms/price/insert',
      priceBody(t, ids, { kind: 'sales', customerIds: [] }),
      { token: clerk },
    );
    expect(salesInsert.msg).toBe('No permission at present');
    const ownUpdate = await t.post(
      '/fms/price/update',
      { ...priceBody(t, ids), id, version: 1 },
      { token: clerk },
    );
    expect(ownUpdate.msg).toBe('No permission at present');
  });

  it('computes the status from the clock: will be effective, effective, expired (last: moves the clock)', async () => {
    const product = ids.product;
    const body = priceBody(t, ids, {
      kind: 'sales',
      customerIds: [],
      name: 'Clock',
      productId: product,
      effectiveFrom: at(DAY),
      effectiveTo: at(3 * DAY),
    });
    const { id } = await insertPrice(t, tk.admin, body);
    const statusOf = async () =>
      (await search({ kind: 'sales', keyword: 'Clock' })).data.records.find((r) => r.id === id)!.status;
    expect(await statusOf()).toBe('willEffective');
    expect(
      (await search({ kind: 'sales', keyword: 'Clock', status: 'willEffective' })).data.records.map(
        (r) => r.id,
      ),
    ).toEqual([id]);
    t.clock.advance(2 * DAY);
    tk.admin = await t.login('admin', 'Admin@123');
    expect(await statusOf()).toBe('effective');
    expect((await search({ kind: 'sales', keyword: 'Clock' })).data.counts).toMatchObject({
      effective: 1,
      willEffective: 0,
      all: 1,
    });
    t.clock.advance(2 * DAY);
    tk.admin = await t.login('admin', 'Admin@123');
    expect(await statusOf()).toBe('expired');
    expect((await search({ kind: 'sales', keyword: 'Clock', status: 'expired' })).data.total).toBe(1);
    expect((await search({ kind: 'sales', keyword: 'Clock', status: 'effective' })).data.total).toBe(0);
  });
});
