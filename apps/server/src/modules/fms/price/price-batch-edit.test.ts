import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '#modules/lms/waybill/waybill-test-kit.ts';
import { writeSheet } from '#platform/excel/excel.service.ts';
import { importFile, userWithPermissions } from '../../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DAY, insertPrice, type PriceIds, priceBody, priceSetup } from './price-test-kit.ts';

type Detail = Record<string, unknown> & {
  version: number;
  customerIds: string[];
  surcharges: { subject: string; formula: string }[];
  zones: { name: string; postcodePrefixes: string[] }[];
  weightRanges: { zones: string[] }[];
};

describe('fms price batch changes (fuel, zone, surcharge, customer, remark) and surcharge templates', () => {
  let t: TestApp;
  let tk: Tokens;
  let ids: PriceIds;
  let a: string;
  let b: string;
  const detail = async (id: string) =>
    (await t.get<Detail>('/fms/price/detail', { id }, { token: tk.admin })).data;
  const batch = (op: string, body: Record<string, unknown>, token = tk.admin) =>
    t.post<{ count: number }>(`/fms/price/${op}`, { kind: 'customer', ids: [a, b], ...body }, { token });
  const lastAction = async (id: string) =>
    (await t.get<{ action: string }[]>('/fms/price/history', { id }, { token: tk.admin })).data[0]!.action;

  beforeAll(async () => {
    t = await createTestApp();
    ({ tk, ids } = await priceSetup(t));
    const table = (name: string, over: Record<string, unknown>) =>
      priceBody(t, ids, {
        name,
        zones: [{ name: 'A', countryCodes: ['US'], postcodePrefixes: ['9'] }],
        weightRanges: [{ zones: ['A'], attributeType: 'unitPrice', price: '30' }],
        surcharges: [{ subject: 'remote', formula: '25' }],
        ...over,
      });
    a = (await insertPrice(t, tk.admin, table('A', { customerIds: [ids.c1] }))).id;
    b = (await insertPrice(t, tk.admin, table('B', { customerIds: [ids.c1], channelId: null }))).id;
  });
  afterAll(() => t.close());

  it('batch fuel sets the custom fuel rate and clears the discount, one version and history row each', async () => {
    const res = await batch('batchFuel', {
      fields: ['customFuelRate', 'fuelDiscount'],
      customFuelRate: '0.15',
      fuelDiscount: null,
    });
    expect(res).toMatchObject({ code: 0, data: { count: 2 } });
    expect((await detail(a)).fuel).toEqual({ customFuelRate: '0.15', fuelDiscount: null });
    expect(await lastAction(b)).toBe('batchFuel');
    const again = await batch('batchFuel', { fields: ['customFuelRate'], customFuelRate: '0.15' });
    expect(again.data.count).toBe(0);
  });

  it('batch zone replaces the postcode prefixes, then renames the zone on zones and ranges', async () => {
    await batch('batchZone', { op: 'prefixes', zone: 'A', postcodePrefixes: ['90', '91'] });
    expect((await detail(a)).zones[0]!.postcodePrefixes).toEqual(['90', '91']);
    const renamed = await batch('batchZone', { op: 'rename', zone: 'A', newName: 'West' });
    expect(renamed.data.count).toBe(2);
    const d = await detail(b);
    expect(d.zones[0]!.name).toBe('West');
    expect(d.weightRanges[0]!.zones).toEqual(['West']);
    expect(await lastAction(b)).toBe('batchZone');
    // a general table priced in zone East only: renaming West to East makes A meet it
    const east = await insertPrice(
      t,
      tk.admin,
      priceBody(t, ids, {
        name: 'East',
        customerIds: [],
        weightRanges: [{ zones: ['East'], attributeType: 'unitPrice', price: '9' }],
      }),
    );
    const asked = await batch('batchZone', { ids: [a], op: 'rename', zone: 'West', newName: 'East' });
    expect(asked.code).toBe(2000);
    expect((await detail(a)).zones[0]!.name).toBe('West');
    const forced = await batch('batchZone', {
      ids: [a],
      op: 'rename',
      zone: 'West',
      newName: 'East',
      force: true,
    });
    expect(forced.data.count).toBe(1);
    await t.post('/fms/price/deleteBatch', { kind: 'customer', ids: [east.id] }, { token: tk.admin });
    await batch('batchZone', { ids: [a], op: 'rename', zone: 'East', newName: 'West' });
  });

  it('batch surcharge adds, replaces and removes a surcharge by subject', async () => {
    await batch('batchSurcharge', {
      op: 'add',
      surcharge: { subject: 'oversize', formula: '50', fuelIncluded: true },
    });
    expect((await detail(a)).surcharges.map((s) => s.subject)).toEqual(['remote', 'oversize']);
    await batch('batchSurcharge', { op: 'replace', surcharge: { subject: 'remote', formula: '30' } });
    expect((await detail(a)).surcharges[0]).toMatchObject({ subject: 'remote', formula: '30' });
    await batch('batchSurcharge', { op: 'remove', subject: 'oversize' });
    expect((await detail(b)).surcharges.map((s) => s.subject)).toEqual(['remote']);
    expect(await lastAction(a)).toBe('batchSurcharge');
  });

  it('batch customer adds customers with the overlap rule (2000 → force) and never empties a table', async () => {
    const other = await insertPrice(
      t,
      tk.admin,
      priceBody(t, ids, {
        name: 'C2 own',
        customerIds: [ids.c2],
        effectiveFrom: new Date(t.clock.now().getTime() - 2 * DAY).toISOString(),
      }),
    );
    const asked = await t.post(
      '/fms/price/batchCustomer',
      { kind: 'customer', ids: [a], op: 'add', customerIds: [ids.c2] },
      { token: tk.admin },
    );
    expect(asked.code).toBe(2000);
    expect((await detail(a)).customerIds).toEqual([ids.c1]);
    const forced = await t.post(
      '/fms/price/batchCustomer',
      { kind: 'customer', ids: [a], op: 'add', customerIds: [ids.c2], force: true },
      { token: tk.admin },
    );
    expect(forced.code).toBe(0);
    expect((await detail(a)).customerIds).toEqual([ids.c1, ids.c2]);
    expect((await detail(other.id)).effectiveTo).not.toBeNull();
    const removed = await batch('batchCustomer', { ids: [a], op: 'remove', customerIds: [ids.c2] });
    expect(removed.data.count).toBe(1);
    const emptied = await batch('batchCustomer', { op: 'remove', customerIds: [ids.c1] });
    expect(emptied.msg).toMatch(/^Price "[AB]" cannot lose all its customers; expire it instead$/);
    expect(await lastAction(a)).toBe('batchCustomer');
    const agent = await t.post(
      '/fms/price/batchCustomer',
      { kind: 'agent', ids: [a], op: 'add', customerIds: [ids.c2] },
      { token: tk.admin },
    );
    expect(agent.code).not.toBe(0);
  });

  it('batch remark sets the remark shown in the list', async () => {
    await batch('batchRemark', { remark: 'checked Q4' });
    const list = await t.post<{ records: { id: string; remark: string }[] }>(
      '/fms/price/search',
      { criteria: { kind: 'customer' } },
      { token: tk.admin },
    );
    expect(list.data.records.find((r) => r.id === a)!.remark).toBe('checked Q4');
    expect(await lastAction(a)).toBe('batchRemark');
  });

  it('refuses every batch route without the batch permission and to customers', async () => {
    const reader = await userWithPermissions(t, tk.admin, 'price-no-batch', [
      'fms/price/customerPrice',
      'fms/price/customerPrice:update',
    ]);
    const bodies: [string, Record<string, unknown>][] = [
      ['batchFuel', { fields: ['fuelDiscount'], fuelDiscount: '0.5' }],
      ['batchZone', { op: 'rename', zone: 'West', newName: 'X' }],
      ['batchSurcharge', { op: 'remove', subject: 'remote' }],
      ['batchCustomer', { op: 'add', customerIds: [ids.c2] }],
      ['batchRemark', { remark: 'x' }],
    ];
    for (const [op, body] of bodies) {
      expect((await batch(op, body, reader)).msg, op).toBe('No permission at present');
      expect((await batch(op, body, tk.demo)).code, op).not.toBe(0);
    }
    expect((await detail(a)).remark).toBe('checked Q4');
  });

  it('surcharge templates: the entity list / form / import, formula empty refused', async () => {
    const ok = await t.post<{ id: string }>(
      '/fms/surchargeTemplate/insert',
      {
        name: 'Remote area',
        subject: 'remote',
        formula: 'max(chargeWeight * 2, 20)',
        fuelIncluded: true,
        thirdPartySettlement: false,
      },
      { token: tk.admin },
    );
    expect(ok.code).toBe(0);
    const empty = await t.post(
      '/fms/surchargeTemplate/insert',
      { name: 'Empty', subject: 'x', fuelIncluded: false, thirdPartySettlement: false },
      { token: tk.admin },
    );
    expect(empty.msg).toBe('Surcharge template formula cannot be empty');
    const sheet = await writeSheet(
      't',
      [{ header: 'Name' }, { header: 'Subject' }, { header: 'Formula / charge' }],
      [
        ['Import 1', 'fee', '10'],
        ['Import 2', 'fee', null],
      ],
    );
    const preview = await importFile<{ errors: { row: number; message: string }[] }>(
      t,
      '/fms/surchargeTemplate/import',
      tk.admin,
      sheet,
    );
    expect(preview.data.errors).toEqual([
      expect.objectContaining({ row: 3, message: 'Surcharge template formula cannot be empty' }),
    ]);
    const list = await t.post<{ records: { name: string }[] }>(
      '/fms/surchargeTemplate/search',
      {},
      { token: tk.admin },
    );
    expect(list.data.records.map((r) => r.name)).toContain('Remote area');
  });
});
