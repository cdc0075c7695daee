import { cashAccount, entityEndpoint } from '@freightdesk/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ReceivableApp, startReceivableApp } from '../ledger/receivable-test-kit.ts';

describe('cash accounts (entity machinery)', () => {
  let r: ReceivableApp;
  beforeAll(async () => {
    r = await startReceivableApp();
  });
  afterAll(() => r.t.close());

  it('lists the demo accounts, inserts, updates and deletes one; a customer user is refused', async () => {
    const admin = { token: r.tk.admin };
    const search = entityEndpoint(cashAccount, 'search').url;
    type Row = {
      id: string;
      version: number;
      name: string;
      currency: string;
      type: string;
      enabled: boolean;
    };
    const list = await r.t.post<{ records: Row[] }>(search, {}, admin);
    expect(list.data.records.map((a) => a.currency).sort()).toEqual(['RMB', 'USD']);
    const made = await r.t.post<Row>(
      entityEndpoint(cashAccount, 'insert').url,
      { name: 'Petty cash', currency: 'RMB', type: 'cash', enabled: true },
      admin,
    );
    expect(made.code).toBe(0);
    const dup = await r.t.post(
      entityEndpoint(cashAccount, 'insert').url,
      { name: 'petty cash', currency: 'RMB', type: 'cash' },
      admin,
    );
    expect(dup.code).not.toBe(0);
    const row = (await r.t.post<{ records: Row[] }>(search, { criteria: { type: 'cash' } }, admin)).data
      .records[0]!;
    const upd = await r.t.post(
      entityEndpoint(cashAccount, 'update').url,
      { ...row, enabled: false, remark: 'closed' },
      admin,
    );
    expect(upd.code).toBe(0);
    const del = await r.t.post(entityEndpoint(cashAccount, 'deleteBatch').url, { ids: [row.id] }, admin);
    expect(del.code).toBe(0);
    expect((await r.t.post(search, {}, { token: r.tk.demo })).code).not.toBe(0);
  });
});
