import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser } from '#modules/platform/user/user.schema.ts';
import { type Page, type Row, userWithPermissions } from '../../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';

/** Customers: sales assistants, batch copy, visit records (issue 3). */

const NO_PERMISSION = 'No permission at present';

let t: TestApp;
let admin: string;
let c1: Row;
let c2: Row;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  const byCode = async (code: string) =>
    (await t.post<Page>('/customer/customer/search', { criteria: { keyword: code } }, { token: admin })).data
      .records[0]!;
  c1 = await byCode('C0001');
  c2 = await byCode('C0002');
});
afterAll(() => t.close());

const post = <T = Row>(url: string, body: unknown, token = admin) =>
  t.post<T>(`/customer/customer/${url}`, body, { token });

async function userId(username: string, userType: 'staff' | 'customer') {
  const [u] = await t.database.db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.username, username), eq(appUser.userType, userType)));
  return u!.id;
}

describe('setSalesAssistants', () => {
  it('sets and clears the sales assistant of many customers (a staff user), logged per customer', async () => {
    const a = await post('insert', { code: 'CSA1', name: 'Assist 1' });
    const b = await post('insert', { code: 'CSA2', name: 'Assist 2' });
    const ids = [a.data.id, b.data.id];
    const sales = await userId('sales01', 'staff');
    expect((await post('setSalesAssistants', { ids, userId: sales })).data).toEqual({ updated: 2 });
    const after = await post<Page>('search', { criteria: { ids } });
    expect(after.data.records.map((r) => r.salesAssistantUserId)).toEqual([sales, sales]);
    const log = await t.post<Page>(
      '/common/businessLog/search',
      { criteria: { entityId: a.data.id, action: 'setSalesAssistants' } },
      { token: admin },
    );
    expect(log.data.records[0]).toMatchObject({
      changes: { before: { salesAssistantUserId: null }, after: { salesAssistantUserId: sales } },
    });
    expect((await post('setSalesAssistants', { ids, userId: null })).code).toBe(0);
    const cleared = await post<Page>('search', { criteria: { ids } });
    expect(cleared.data.records.every((r) => r.salesAssistantUserId === null)).toBe(true);
    const demo = await userId('demo', 'customer');
    expect((await post('setSalesAssistants', { ids, userId: demo })).msg).toBe(
      'Sales assistant does not exist',
    );
    expect((await post('setSalesAssistants', { ids: [crypto.randomUUID()], userId: sales })).msg).toBe(
      'Data does not exist',
    );
  });
});

describe('batchCopy', () => {
  it('copies customers under new codes with their data, not their API key or users', async () => {
    const key = await post<{ customerKey: string }>('generateApiKey', { id: c1.id });
    expect(key.code).toBe(0);
    const copies = await post<{ id: string; code: string }[]>('batchCopy', {
      ids: [c1.id, c2.id],
      codes: ['ccopy1', 'CCOPY2'],
    });
    expect(copies.data.map((c) => c.code)).toEqual(['CCOPY1', 'CCOPY2']);
    const copy = await t.get<Row>('/customer/customer/detail', { id: copies.data[0]!.id }, { token: admin });
    expect(copy.data).toMatchObject({
      code: 'CCOPY1',
      name: c1.name,
      settlementMode: c1.settlementMode,
      creditLine: c1.creditLine,
      enableSysCodes: c1.enableSysCodes,
      invoiceTitles: c1.invoiceTitles,
      customerKey: null,
      enabled: true,
      version: 0,
    });
    expect((await post<unknown[]>('users', { customerId: copies.data[0]!.id })).data).toEqual([]);
  });

  it('refuses taken, repeated or missing codes and writes nothing', async () => {
    expect((await post('batchCopy', { ids: [c1.id], codes: ['c0002'] })).msg).toBe(
      'Customer code C0002 already exists',
    );
    expect((await post('batchCopy', { ids: [c1.id, c2.id], codes: ['CDUP', 'cdup'] })).msg).toBe(
      'CDUP duplicated',
    );
    expect((await post('batchCopy', { ids: [c1.id, c2.id], codes: ['CONE'] })).code).toBe(-1);
    expect((await post('batchCopy', { ids: [crypto.randomUUID()], codes: ['CGONE'] })).msg).toBe(
      'Data does not exist',
    );
    const none = await post<Page>('search', { criteria: { keyword: 'CDUP' } });
    expect(none.data.total).toBe(0);
  });
});

describe('permissions', () => {
  it('setSalesAssistants and batchCopy need their own codes; customer users are refused', async () => {
    const token = await userWithPermissions(t, admin, 'custbatch', [
      'crm/customer',
      'crm/customer:update',
      'crm/customer:batchUpdate',
    ]);
    const sales = await userId('sales01', 'staff');
    expect((await post('setSalesAssistants', { ids: [c1.id], userId: sales }, token)).msg).toBe(
      NO_PERMISSION,
    );
    expect((await post('batchCopy', { ids: [c1.id], codes: ['CNOPE'] }, token)).msg).toBe(NO_PERMISSION);
    const demo = await t.login('demo', 'Demo@123', 'customer');
    expect((await post('batchCopy', { ids: [c1.id], codes: ['CNOPE'] }, demo)).msg).toBe(NO_PERMISSION);
  });
});

describe('customer visit records', () => {
  const visit = (over: Record<string, unknown> = {}) => ({
    customerId: c1.id,
    type: 'phone',
    visitTime: '2026-11-20T03:00:00.000Z',
    content: 'Discussed the December peak season',
    contactName: 'Ms Chen',
    contactPost: 'Logistics manager',
    intentionLevel: 'higher',
    participants: ['sales01', 'service01'],
    ...over,
  });
  const api = (action: string, body: unknown, token = admin) =>
    t.post<Row>(`/customer/customerVisitRecord/${action}`, body, { token });

  it('records a visit of a customer and finds it by customer, type and intention', async () => {
    const saved = await api('insert', visit());
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ customerIdLabel: c1.name, participants: ['sales01', 'service01'] });
    await api('insert', visit({ customerId: c2.id, type: 'signIn', intentionLevel: 'none' }));
    const found = await t.post<Page>(
      '/customer/customerVisitRecord/search',
      { criteria: { customerId: c1.id, type: 'phone', intentionLevel: 'higher' } },
      { token: admin },
    );
    expect(found.data.records.map((r) => r.id)).toEqual([saved.data.id]);
    expect((await api('insert', visit({ intentionLevel: 'maybe' }))).code).toBe(-1);
    expect((await api('insert', visit({ customerId: crypto.randomUUID() }))).code).toBe(-1);
  });

  it('needs crm/visitRecord (writes crm/visitRecord:insert); customer users see none', async () => {
    const reader = await userWithPermissions(t, admin, 'visitread', ['crm/visitRecord']);
    expect((await t.post<Page>('/customer/customerVisitRecord/search', {}, { token: reader })).code).toBe(0);
    expect((await api('insert', visit(), reader)).msg).toBe(NO_PERMISSION);
    const none = await userWithPermissions(t, admin, 'visitnone', ['crm/customer']);
    expect((await t.post('/customer/customerVisitRecord/search', {}, { token: none })).msg).toBe(
      NO_PERMISSION,
    );
    const demo = await t.login('demo', 'Demo@123', 'customer');
    expect((await t.post('/customer/customerVisitRecord/search', {}, { token: demo })).msg).toBe(
      NO_PERMISSION,
    );
  });
});
