import { readdir } from 'node:fs/promises';
import { count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { role } from '#modules/oa/role/role.schema.ts';
import { appUser } from '#modules/platform/user/user.schema.ts';
import { countryTable } from '#modules/settings/basic.schema.ts';
import { dictionary } from '#modules/settings/dictionary/dictionary.schema.ts';
import { numberRuleTable } from '#modules/settings/numbering/numbering.schema.ts';
import { seedBasicDemo } from '../../seed/basic-demo-seed.ts';
import { seedDatabase } from '../../seed/seed.ts';
import { createEmptyDatabase, TEST_PASSWORD_HASH } from '../../test/test-app.ts';
import type { Database } from './db.ts';
import { MIGRATIONS_DIR, migrate } from './migrate.ts';

let empty: Awaited<ReturnType<typeof createEmptyDatabase>>;
let second: Database | null;
beforeAll(async () => {
  empty = await createEmptyDatabase();
  second = empty.connect();
});
afterAll(async () => {
  await second?.close();
  await empty.database.close();
  await empty.drop();
});

describe('migrations and seed', () => {
  it('applies each migration once, also when processes migrate at the same time', async () => {
    const db = empty.database.db;
    const all = (await readdir(MIGRATIONS_DIR))
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.replace(/\.sql$/, ''));
    const runs = await Promise.all([migrate(db), migrate(second?.db ?? db), migrate(db)]);
    expect(runs.flat().sort()).toEqual(all.sort());
    expect(await migrate(db)).toEqual([]);
    const rows = await db.execute(sql`select count(*)::int as n from schema_migrations`);
    expect(JSON.stringify(rows)).toContain(`"n":${all.length}`);
  });

  it('in production seeds roles and dictionaries but no user with a default password', async () => {
    const db = empty.database.db;
    const result = await seedDatabase(db, { production: true, passwordHash: TEST_PASSWORD_HASH });
    expect(result).toEqual({ demoSeeded: false, adminCreated: false });
    expect((await db.select({ n: count() }).from(appUser))[0]?.n).toBe(0);
    expect((await db.select({ code: role.code }).from(role)).map((r) => r.code).sort()).toEqual([
      'admin',
      'customerDefault',
      'customerService',
    ]);
    expect((await db.select({ n: count() }).from(dictionary))[0]?.n).toBeGreaterThanOrEqual(6);
    // the number rules the waybill screens need, but no demo settings-centre data
    expect(
      (await db.select({ code: numberRuleTable.code }).from(numberRuleTable)).map((r) => r.code).sort(),
    ).toEqual([
      'fmsAgentBillNo',
      'fmsBankTransferNo',
      'fmsChargeBillNo',
      'fmsIncomeExpenseNo',
      'fmsInvoiceNo',
      'fmsPaymentBillNo',
      'fmsPriceQuoteNo',
      'fmsStatementBillNo',
      'fmsWriteOffNo',
      'lmsPackageNo',
      'lmsPickUpTaskNo',
      'lmsWaybillNo',
      'pdsEndShipManifestNo',
      'pdsWaybillNo',
      'platformWorkOrderNo',
    ]);
    expect((await db.select({ n: count() }).from(countryTable))[0]?.n).toBe(0);
  });

  it('seeds the demo company once, concurrently safe, and never twice', async () => {
    const db = empty.database.db;
    const options = { production: false, passwordHash: TEST_PASSWORD_HASH };
    const results = await Promise.all([seedDatabase(db, options), seedDatabase(second?.db ?? db, options)]);
    expect(results.filter((r) => r.demoSeeded)).toHaveLength(1);
    expect((await db.select({ n: count() }).from(appUser))[0]?.n).toBe(9);
    expect(await seedDatabase(db, options)).toEqual({ demoSeeded: false, adminCreated: false });
    const [admin] = await db
      .select({ loginModes: appUser.loginModes })
      .from(appUser)
      .where(eq(appUser.username, 'admin'));
    expect(admin?.loginModes).toEqual(['normal', 'safe', 'wechat']);
    // settings-centre demo data, once
    expect((await db.select({ n: count() }).from(countryTable))[0]?.n).toBe(12);
    expect(await db.transaction((tx) => seedBasicDemo(tx))).toBe(false);
    expect((await db.select({ n: count() }).from(countryTable))[0]?.n).toBe(12);
  });
});
