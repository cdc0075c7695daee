import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appUser } from '#modules/platform/user/user.schema.ts';
import type { ApiRoute } from '#platform/http/route.ts';
import { allRoutes } from '../../routes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { scopedLists } from './scoped-lists.ts';

/**
 * Written once over the registry of scoped lists: every route reading a business list refuses an
 * unknown scope and a scope not granted, and every read route of business data is a scoped route —
 * so a list added later is covered by declaring it (`defineScopedList` + `scopedRoute`).
 */

/** Areas holding business data (waybills, fees, quotes, pick-ups, packages, documents, scans, customers). */
const BUSINESS = [
  /^\/lms\//,
  /^\/fms\/lmsFee\//,
  /^\/fms\/pdsFee\//,
  /^\/fms\/priceQuote\//,
  /^\/customer\//,
  /^\/tools\/printCenter\//,
  /^\/platform\/workOrder\//,
];
/** Actions that read rows of a list. */
const READS =
  /\/(search|statusGroup|groupBy|autocomplete|export|detail|findById|findByNos|summary|fees|waybills|download|updateForm)$/;
/** Settings that live in a business area (reference data, not records of customers). */
const NOT_LISTS = [/^\/lms\/trackTemplate\//];

/** Values for the required fields of the scoped routes' inputs (a new required field goes here). */
const FILLER = {
  id: randomUUID(),
  ids: [randomUUID()],
  waybillId: randomUUID(),
  channelId: randomUUID(),
  importId: randomUUID(),
  packageNo: 'PKG-NONE',
  waybillNo: 'NONE',
  numbers: 'NONE',
  field: 'code',
  kind: 'customer',
  criteria: {},
  // the finance statistics: a period and a grouping every one of them offers
  from: '2026-01-01',
  to: '2026-01-31',
  groupBy: 'month',
};

const listOf = new Map(scopedLists().map((l) => [l.name, l]));
const scoped = allRoutes.filter((r): r is ApiRoute & { dataScope: string } => !!r.dataScope);
const business = scoped.filter((r) => listOf.get(r.dataScope)?.kind === 'business');

let t: TestApp;
let admin: string;

async function call(route: ApiRoute, permissionScope: string, token: string, lang?: 'zh-CN') {
  const url = route.url;
  const options = { token, ...(lang ? { lang } : {}) };
  if (route.method === 'GET') {
    const query = Object.fromEntries(
      Object.entries({ ...FILLER, permissionScope }).filter(([, v]) => typeof v === 'string'),
    ) as Record<string, string>;
    return t.get(url, query, options);
  }
  return t.post(url, { ...FILLER, permissionScope }, options);
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin', 'Admin@123');
});
afterAll(() => t.close());

describe('the registry of scoped lists', () => {
  it('every declared list is read by at least one scoped route', () => {
    const read = new Set(scoped.map((r) => r.dataScope));
    expect(
      scopedLists()
        .filter((l) => !read.has(l.name))
        .map((l) => l.name),
    ).toEqual([]);
    expect(business.length).toBeGreaterThan(20);
  });

  it('every read route of business data is a scoped route', () => {
    const unscoped = allRoutes
      .filter(
        (r) =>
          BUSINESS.some((b) => b.test(r.url)) && READS.test(r.url) && !NOT_LISTS.some((n) => n.test(r.url)),
      )
      .filter((r) => !r.dataScope)
      .map((r) => r.url);
    expect(unscoped).toEqual([]);
  });

  it('every business list refuses an unknown scope code (before answering anything)', async () => {
    const wrong: string[] = [];
    for (const route of business) {
      const res = await call(route, 'madeUpScope', admin);
      if (res.code !== -1 || res.msg !== 'Data scope does not exist') wrong.push(`${route.url}: ${res.msg}`);
    }
    expect(wrong).toEqual([]);
  });

  it('every business list refuses a scope the user is not granted', async () => {
    const [me] = await t.database.db
      .select({ id: appUser.id })
      .from(appUser)
      .where(eq(appUser.username, 'admin'));
    await t.database.db
      .update(appUser)
      .set({ dataScopes: ['followed'] })
      .where(eq(appUser.id, me!.id));
    const wrong: string[] = [];
    for (const route of business) {
      const res = await call(route, 'all', admin, 'zh-CN');
      if (res.code !== -1 || res.msg !== '您未被授予数据权限范围“全部数据”')
        wrong.push(`${route.url}: ${res.msg}`);
    }
    await t.database.db.update(appUser).set({ dataScopes: null }).where(eq(appUser.id, me!.id));
    expect(wrong).toEqual([]);
  });
});
