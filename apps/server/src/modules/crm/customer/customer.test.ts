import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser } from '#modules/platform/user/user.schema.ts';
import { type Page, type Row, userWithPermissions } from '../../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { customer } from './customer.schema.ts';

/** Customers (CRM, issue 3): rules and hand-written actions; the generic ones run in the machinery suite. */

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

const post = <T = Row>(url: string, body: unknown, token = admin, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  t.post<T>(`/customer/customer/${url}`, body, { token, lang });

describe('customer data', () => {
  it('the demo customer carries its CRM fields, invoice titles and pick-up addresses', () => {
    expect(c1).toMatchObject({
      name: 'Bright Trading',
      settlementMode: 'monthly',
      creditLine: '200000.00',
      enableSysCodes: ['LMS', 'OWMS', 'MTS', 'PDS'],
      enabled: true,
    });
    expect((c1.invoiceTitles as unknown[]).length).toBe(1);
  });

  it('refuses an invoice title row without its title or tax number, naming the row', async () => {
    const body = {
      code: 'CINV1',
      name: 'Invoice test',
      invoiceTitles: [
        { title: 'A Co.', taxNo: '123' },
        { title: 'B Co.', email: 'b@example.com' },
      ],
    };
    expect((await post('insert', body)).msg).toBe('Invoice title or tax number empty in row 2');
    expect((await post('insert', body, admin, 'zh-CN')).msg).toBe('第2行发票抬头或税号为空');
    const ok = await post('insert', {
      ...body,
      invoiceTitles: [body.invoiceTitles[0]],
      pickUpAddresses: [{ address: 'Dock 3', contact: 'Li' }],
      creditLine: '1000.5',
    });
    expect(ok.code).toBe(0);
    expect(ok.data).toMatchObject({
      creditLine: '1000.50',
      invoiceTitles: [{ title: 'A Co.', taxNo: '123', email: '', bank: '' }],
      pickUpAddresses: [{ address: 'Dock 3', contact: 'Li', phone: '' }],
    });
    expect(
      (
        await post('insert', {
          ...body,
          code: 'CINV2',
          pickUpAddresses: [{ contact: 'x' }],
          invoiceTitles: null,
        })
      ).msg,
    ).toBe('Pick-up addresses/Pick-up address cannot be empty');
  });

  it('a customer user cannot read the customer list (staff only)', async () => {
    const demo = await t.login('demo', 'Demo@123', 'customer');
    expect((await post('search', {}, demo)).msg).toBe(NO_PERMISSION);
    expect((await t.get('/customer/customer/detail', { id: c2.id }, { token: demo })).msg).toBe(
      NO_PERMISSION,
    );
  });
});

describe('API key', () => {
  it('is answered once, stored as its sha256 with a hint, and replaced by the next one', async () => {
    const first = await post<{ customerKey: string; hint: string }>('generateApiKey', { id: c2.id });
    expect(first.data.customerKey).toMatch(/^fdk_[A-Za-z0-9_-]{32}$/);
    const [stored] = await t.database.db.select().from(customer).where(eq(customer.id, c2.id));
    expect(stored!.customerKeyHash).toBe(createHash('sha256').update(first.data.customerKey).digest('hex'));
    expect(stored!.customerKey).toBe(`fdk_****${first.data.customerKey.slice(-4)}`);
    const detail = await t.get<Row>('/customer/customer/detail', { id: c2.id }, { token: admin });
    expect(detail.data.customerKey).toBe(first.data.hint);
    expect(JSON.stringify(detail.data)).not.toContain(first.data.customerKey);
    const second = await post<{ customerKey: string }>('generateApiKey', { id: c2.id });
    expect(second.data.customerKey).not.toBe(first.data.customerKey);
    expect((await post('generateApiKey', { id: crypto.randomUUID() })).msg).toBe('Data does not exist');
  });

  it('needs crm/customer:generateApiKey', async () => {
    const token = await userWithPermissions(t, admin, 'custupd', ['crm/customer', 'crm/customer:update']);
    expect((await post('generateApiKey', { id: c2.id }, token)).msg).toBe(NO_PERMISSION);
    expect((await post('batchUpdate', { ids: [c2.id], values: { level: 'A' } }, token)).msg).toBe(
      NO_PERMISSION,
    );
  });
});

describe('batch update', () => {
  it('sets follow users and flags on many customers; follow users must be staff', async () => {
    const a = await post('insert', { code: 'CBAT1', name: 'Batch 1' });
    const b = await post('insert', { code: 'CBAT2', name: 'Batch 2' });
    const users = await t.post<Page<{ id: string; username: string; userType: string }>>(
      '/user/user/search',
      { criteria: {} },
      { token: admin },
    );
    const sales = users.data.records.find((u) => u.username === 'sales01');
    expect(sales).toBeDefined();
    const ids = [a.data.id, b.data.id];
    const done = await post('batchUpdate', {
      ids,
      values: { salesUserId: sales!.id, settlementMode: 'weekly', detainStatus: true },
    });
    expect(done.data).toEqual({ updated: 2 });
    const after = await post<Page>('search', { criteria: { ids } });
    for (const r of after.data.records)
      expect(r).toMatchObject({
        salesUserId: sales!.id,
        settlementMode: 'weekly',
        detainStatus: true,
        version: 1,
      });
    const [demoUser] = await t.database.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(and(eq(appUser.username, 'demo'), eq(appUser.userType, 'customer')));
    expect((await post('batchUpdate', { ids, values: { salesUserId: demoUser!.id } })).msg).toBe(
      'Sales does not exist',
    );
    expect((await post('batchUpdate', { ids, values: { code: 'X' } })).code).toBe(-1);
  });
});

describe('customer users', () => {
  it('a staff user adds a customer user, who signs in and sees only its own customer', async () => {
    const added = await post<{ id: string }>('addUser', {
      customerId: c2.id,
      username: 'minhanh2',
      name: 'Minh Anh 2',
      password: 'Minh@12345',
    });
    expect(added.code).toBe(0);
    expect(
      (await post('addUser', { customerId: c1.id, username: 'MINHANH2', name: 'x', password: 'Minh@12345' }))
        .msg,
    ).toBe('Username MINHANH2 already exists');
    expect(
      (await post('addUser', { customerId: c2.id, username: 'weak1', name: 'x', password: '123' })).code,
    ).toBe(-1);
    const listed = await post<{ username: string; enabled: boolean }[]>('users', { customerId: c2.id });
    expect(listed.data.map((u) => u.username)).toContain('minhanh2');
    expect(
      (await post<{ username: string }[]>('users', { customerId: c1.id })).data.map((u) => u.username),
    ).not.toContain('minhanh2');

    const token = await t.login('minhanh2', 'Minh@12345', 'customer');
    const current = await t.get<{ customer: { id: string; name: string } }>('/user/user/current', undefined, {
      token,
    });
    expect(current.data.customer).toMatchObject({ id: c2.id, name: 'Minh Anh Logistics' });
    // its address book holds only its own customer's rows
    const recipients = await t.post<Page>('/basic/recipient/search', {}, { token });
    expect(recipients.data.records.every((r) => r.customerId === c2.id)).toBe(true);
    // a customer user cannot manage users, not even its own customer's
    expect((await post('users', { customerId: c2.id }, token)).msg).toBe(NO_PERMISSION);

    expect((await post('resetUserPassword', { userId: added.data.id, password: 'Reset@12345' })).code).toBe(
      0,
    );
    await expect(t.login('minhanh2', 'Minh@12345', 'customer')).rejects.toThrow();
    await t.login('minhanh2', 'Reset@12345', 'customer');
    expect((await post('disableUser', { ids: [added.data.id] })).code).toBe(0);
    await expect(t.login('minhanh2', 'Reset@12345', 'customer')).rejects.toThrow();
    expect((await post('enableUser', { ids: [added.data.id] })).code).toBe(0);
    await t.login('minhanh2', 'Reset@12345', 'customer');
    // staff users are not customer users
    const [staff] = await t.database.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(and(eq(appUser.username, 'admin'), eq(appUser.userType, 'staff')));
    expect((await post('disableUser', { ids: [staff!.id] })).msg).toBe('Data does not exist');
  });

  it('needs crm/customer:update', async () => {
    const token = await userWithPermissions(t, admin, 'custread', ['crm/customer']);
    for (const [url, body] of [
      ['users', { customerId: c2.id }],
      ['addUser', { customerId: c2.id, username: 'nope1', name: 'x', password: 'Minh@12345' }],
      ['resetUserPassword', { userId: crypto.randomUUID(), password: 'Minh@12345' }],
      ['enableUser', { ids: [crypto.randomUUID()] }],
      ['disableUser', { ids: [crypto.randomUUID()] }],
    ] as const)
      expect((await post(url, body, token)).msg, url).toBe(NO_PERMISSION);
  });
});

describe('deleting a customer', () => {
  it('is refused while the customer still has users, saying what refers to it', async () => {
    const res = await t.post('/customer/customer/deleteBatch', { ids: [c2.id] }, { token: admin });
    expect(res.code).toBe(-1);
    expect(res.msg).toBe('Customer is still used by Users and cannot be deleted');
    const still = await post('search', { criteria: { keyword: 'C0002' } });
    expect((still.data as unknown as Page).total).toBe(1);
  });
});
