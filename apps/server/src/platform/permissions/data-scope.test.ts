import { WAYBILL_STATUS_GROUPS } from '@freightdesk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customer } from '#modules/crm/customer/customer.schema.ts';
import { lmsWaybillFee } from '#modules/fms/fee/fee.schema.ts';
import { lmsWaybill } from '#modules/lms/waybill/waybill.schema.ts';
import { organization } from '#modules/oa/organization/organization.schema.ts';
import { appUser } from '#modules/platform/user/user.schema.ts';
import { readSheet } from '#platform/excel/excel.service.ts';
import { exportFile } from '../../test/entity-kit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Data scopes on the demo company (back-office §6): each scope answers exactly its rows on the
 * waybill list, its tab counts, its export and its detail; no code means every granted scope; a code
 * not granted or unknown is refused; customer users keep their own-customer isolation.
 */

type Page = { records: { id: string }[]; total: number };
const EVERY_SCOPE = ['all', 'self', 'myRole', 'serviceTeam', 'keyAccounts', 'followed', 'department'];

let t: TestApp;
let admin: string;
let service: string;
let demo: string;
const user: Record<string, string> = {};
const customerOf: Record<string, string> = {};
/** The five waybills of C0001 that have an owner, by owner username. */
const owned: Record<string, string> = {};

const db = () => t.database.db;

async function idsWhere(where: ReturnType<typeof eq> | undefined): Promise<string[]> {
  const rows = await db().select({ id: lmsWaybill.id }).from(lmsWaybill).where(where);
  return rows.map((r) => r.id).sort();
}

async function grant(userId: string, dataScopes: string[] | null) {
  const res = await t.post('/user/user/updateDataScopes', { userId, dataScopes }, { token: admin });
  expect(res.code).toBe(0);
}

const search = (token: string, body: Record<string, unknown>) =>
  t.post<Page>('/lms/waybill/search', { size: 500, ...body }, { token });

/** The tab counts the list must show for these waybills. */
async function countsOf(ids: string[]): Promise<Record<string, number>> {
  const rows = ids.length
    ? await db().select({ status: lmsWaybill.status }).from(lmsWaybill).where(inArray(lmsWaybill.id, ids))
    : [];
  return Object.fromEntries(
    WAYBILL_STATUS_GROUPS.map((g) => [
      g.key,
      rows.filter((r) => (g.statuses as readonly string[]).includes(r.status)).length,
    ]),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
  service = await t.login('service', 'Service@123');
  demo = await t.login('demo', 'Demo@123', 'customer');
  for (const u of await db().select({ id: appUser.id, username: appUser.username }).from(appUser))
    user[u.username] = u.id;
  for (const c of await db().select({ id: customer.id, code: customer.code }).from(customer))
    customerOf[c.code] = c.id;
  // finance01 works in a sub-department of customer service (service's department)
  const [cs] = await db()
    .select({ id: organization.id })
    .from(organization)
    .where(eq(organization.code, 'CS'));
  const [sub] = await db()
    .insert(organization)
    .values({ code: 'CS-A', name: 'CS A', type: 'department', parentId: cs!.id })
    .returning({ id: organization.id });
  await db().update(appUser).set({ departmentId: sub!.id }).where(eq(appUser.id, user.finance01!));
  // nobody owns the demo waybills but five of C0001
  await db().update(lmsWaybill).set({ createdBy: null });
  const five = await db()
    .select({ id: lmsWaybill.id })
    .from(lmsWaybill)
    .where(eq(lmsWaybill.customerId, customerOf.C0001!))
    .orderBy(lmsWaybill.id)
    .limit(5);
  for (const [i, owner] of ['service', 'ops01', 'admin', 'sales01', 'finance01'].entries()) {
    owned[owner] = five[i]!.id;
    await db().update(lmsWaybill).set({ createdBy: user[owner]! }).where(eq(lmsWaybill.id, five[i]!.id));
  }
});
afterAll(() => t.close());

describe('each data scope answers exactly its waybills', () => {
  const expected: Record<string, () => Promise<string[]>> = {
    all: () => idsWhere(undefined),
    self: async () => [owned.service!],
    // every owner but admin holds the customer service role
    myRole: async () => ['service', 'ops01', 'sales01', 'finance01'].map((u) => owned[u]!).sort(),
    serviceTeam: async () => [owned.service!, owned.ops01!].sort(),
    department: async () => [owned.service!, owned.finance01!].sort(),
    keyAccounts: () => idsWhere(eq(lmsWaybill.customerId, customerOf.C0001!)),
    followed: () => idsWhere(eq(lmsWaybill.customerId, customerOf.C0002!)),
  };

  beforeAll(() => grant(user.service!, EVERY_SCOPE));

  for (const code of EVERY_SCOPE) {
    it(`${code}: list, tab counts, export and detail`, async () => {
      const ids = await expected[code]!();
      expect(ids.length).toBeGreaterThan(0);
      const page = await search(service, { permissionScope: code });
      expect(page.code).toBe(0);
      expect(page.data.total).toBe(ids.length);
      expect(page.data.records.map((r) => r.id).sort()).toEqual(ids);

      const tabs = await t.post<Record<string, number>>(
        '/lms/waybill/statusGroup',
        { permissionScope: code },
        { token: service },
      );
      expect(tabs.data).toMatchObject(await countsOf(ids));

      const sheet = await readSheet(
        (await exportFile(t, '/lms/waybill/export', service, { criteria: {}, permissionScope: code })).body,
      );
      const nos = await db()
        .select({ no: lmsWaybill.waybillNo })
        .from(lmsWaybill)
        .where(inArray(lmsWaybill.id, ids));
      expect(sheet.rows.map((r) => String(r.cells[0])).sort()).toEqual(nos.map((n) => n.no).sort());

      const detail = (id: string) =>
        t.get('/lms/waybill/findById', { id, permissionScope: code }, { token: service });
      expect((await detail(ids[0]!)).code).toBe(0);
      const outside = (await idsWhere(undefined)).find((id) => !ids.includes(id));
      if (outside) expect((await detail(outside)).msg).toBe('Data does not exist');
    });
  }
});

describe('the grants of the role', () => {
  beforeAll(() => grant(user.service!, null));

  it('no code: the widest granted (the demo role grants the customers service follows: C0002)', async () => {
    const page = await search(service, {});
    expect(page.data.total).toBe((await idsWhere(eq(lmsWaybill.customerId, customerOf.C0002!))).length);
    const tabs = await t.post<Record<string, number>>('/lms/waybill/statusGroup', {}, { token: service });
    expect(tabs.data).toMatchObject(
      await countsOf(await idsWhere(eq(lmsWaybill.customerId, customerOf.C0002!))),
    );
    expect((await t.get('/lms/waybill/findById', { id: owned.service! }, { token: service })).msg).toBe(
      'Data does not exist',
    );
    const scopes = await t.get<{ code: string }[]>('/common/sysPermissionScope/mine', {}, { token: service });
    expect(scopes.data.map((s) => s.code)).toEqual(['followed']);
  });

  it('several granted scopes without a code: their union', async () => {
    await grant(user.service!, ['self', 'followed']);
    const page = await search(service, {});
    const c0002 = await idsWhere(eq(lmsWaybill.customerId, customerOf.C0002!));
    expect(page.data.records.map((r) => r.id).sort()).toEqual([...c0002, owned.service!].sort());
    await grant(user.service!, null);
  });

  it('refuses a code not granted and an unknown code, in the caller language', async () => {
    expect((await search(service, { permissionScope: 'self' })).msg).toBe(
      'The data scope "My records" is not granted to you',
    );
    expect((await search(service, { permissionScope: 'self' })).code).toBe(-1);
    const zh = await t.post(
      '/lms/waybill/search',
      { permissionScope: 'all' },
      { token: service, lang: 'zh-CN' },
    );
    expect(zh.msg).toBe('您未被授予数据权限范围“全部数据”');
    const vi = await t.post(
      '/lms/waybill/search',
      { permissionScope: 'nope' },
      { token: service, lang: 'vi-VN' },
    );
    expect(vi.msg).toBe('Phạm vi dữ liệu không tồn tại');
    expect((await search(service, { permissionScope: 'nope' })).msg).toBe('Data scope does not exist');
    const exported = await exportFile(t, '/lms/waybill/export', service, {
      criteria: {},
      permissionScope: 'self',
    });
    expect(JSON.parse(exported.body.toString())).toMatchObject({ code: -1 });
  });

  it('a role without grants sees nothing; a grant naming no scope is refused', async () => {
    await grant(user.service!, []);
    expect((await search(service, {})).data.total).toBe(0);
    await grant(user.service!, null);
    const bad = await t.post(
      '/user/user/updateDataScopes',
      { userId: user.service, dataScopes: ['nope'] },
      { token: admin },
    );
    expect(bad.msg).toBe('Data scope "nope" does not exist');
    expect(
      (
        await t.post(
          '/user/user/updateDataScopes',
          { userId: user.service, dataScopes: ['all'] },
          { token: service },
        )
      ).msg,
    ).toBe('No permission at present');
  });

  it('roles carry their grants: set on insert and update, copied, unknown codes refused', async () => {
    const refused = await t.post(
      '/user/role/insert',
      { code: 'scopeless', name: 'Scopeless', userType: 'staff', dataScopes: ['self', 'nope'] },
      { token: admin },
    );
    expect(refused.msg).toBe('Data scope "nope" does not exist');
    const made = await t.post<{ id: string; version: number; dataScopes: string[] }>(
      '/user/role/insert',
      { code: 'scoped', name: 'Scoped', userType: 'staff', dataScopes: ['self', 'followed'] },
      { token: admin },
    );
    expect(made.data.dataScopes).toEqual(['self', 'followed']);
    const changed = await t.post<{ dataScopes: string[] }>(
      '/user/role/update',
      {
        id: made.data.id,
        version: made.data.version,
        code: 'scoped',
        name: 'Scoped',
        dataScopes: ['department'],
      },
      { token: admin },
    );
    expect(changed.data.dataScopes).toEqual(['department']);
    const copy = await t.post<{ dataScopes: string[] }>(
      '/user/role/copy',
      { id: made.data.id, code: 'scoped2', name: 'Scoped 2' },
      { token: admin },
    );
    expect(copy.data.dataScopes).toEqual(['department']);
  });

  it('customer users keep their own customer, whatever scope they send', async () => {
    const own = await idsWhere(eq(lmsWaybill.customerId, customerOf.C0001!));
    for (const permissionScope of [undefined, 'followed', 'nope']) {
      const page = await search(demo, permissionScope ? { permissionScope } : {});
      expect(page.data.total).toBe(own.length);
    }
  });
});

describe('lists scoped through their waybill or customer', () => {
  beforeAll(() => grant(user.admin!, ['keyAccounts']));
  afterAll(() => grant(user.admin!, null));

  it('fee list: the fees of the waybills in scope', async () => {
    const [expected] = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(lmsWaybillFee)
      .innerJoin(lmsWaybill, eq(lmsWaybill.id, lmsWaybillFee.waybillId))
      .where(
        and(
          eq(lmsWaybillFee.kind, 'customer'),
          eq(lmsWaybillFee.isDeleted, false),
          eq(lmsWaybill.customerId, customerOf.C0001!),
        ),
      );
    const fees = await t.post<Page>('/fms/lmsFee/customer/search', { size: 10 }, { token: admin });
    expect(fees.data.total).toBe(expected!.n);
    const none = await t.post<Page>(
      '/fms/lmsFee/customer/search',
      { criteria: { numbers: 'x' }, permissionScope: 'followed' },
      { token: admin },
    );
    expect(none.msg).toBe('The data scope "Customers I follow" is not granted to you');
  });

  it('customers: list, autocomplete and detail', async () => {
    const list = await t.post<{ records: { code: string }[] }>(
      '/customer/customer/search',
      {},
      { token: admin },
    );
    expect(list.data.records.map((r) => r.code)).toEqual(['C0001']);
    const picks = await t.post<{ label: string }[]>('/customer/customer/autocomplete', {}, { token: admin });
    expect(picks.data).toHaveLength(1);
    const other = await t.get('/customer/customer/detail', { id: customerOf.C0002! }, { token: admin });
    expect(other.msg).toBe('Data does not exist');
    const mine = await t.get('/customer/customer/detail', { id: customerOf.C0001! }, { token: admin });
    expect(mine.code).toBe(0);
  });
});
