import { randomBytes } from 'node:crypto';
import { flattenPermissionTree } from '@freightdesk/domain';
import { count, eq, sql } from 'drizzle-orm';
import { organization } from '#modules/oa/organization/organization.schema.ts';
import { role, rolePermission } from '#modules/oa/role/role.schema.ts';
import { appUser } from '#modules/platform/user/user.schema.ts';
import { dictionary, dictionaryItem } from '#modules/settings/dictionary/dictionary.schema.ts';
import { publicConfig, sysConfig } from '#modules/settings/system/sys-config.schema.ts';
import { SYS_CONFIG_DEFAULTS, type SysConfigKey } from '#modules/settings/system/sys-config.service.ts';
import { hashPassword } from '#platform/auth/password.ts';
import type { PasswordHashOptions } from '#platform/config.ts';
import type { Db, Tx } from '#platform/db/db.ts';
import { permissionScope } from '#platform/permissions/permission-scope.schema.ts';
import { seedBasicDemo, seedNumberRules } from './basic-demo-seed.ts';
import { DEMO_USERS, seedDemo } from './demo-seed.ts';
import { seedFeeDemo } from './fee-demo-seed.ts';
import { seedPriceDemo } from './price-demo-seed.ts';
import {
  SEED_DICTIONARIES,
  SEED_ORGANIZATIONS,
  SEED_PUBLIC_CONFIGS,
  SEED_ROLES,
  SEED_SCOPES,
} from './seed-data.ts';
import { seedWaybillDemo } from './waybill-demo-seed.ts';

/** Key of the advisory lock held while seeding, so concurrent starts seed once. */
const SEED_LOCK_KEY = 7_460_211_002;

export type SeedOptions = {
  /** Production seeds roles, dictionaries and settings but never users with known passwords. */
  production: boolean;
  passwordHash: PasswordHashOptions;
  /** In production: the password of an `admin` user created when there is no user at all. */
  adminPassword?: string;
};

export type SeedResult = { demoSeeded: boolean; adminCreated: boolean };

/** Roles, organisation, dictionaries, settings, public configs and scopes; existing rows are kept. */
async function seedBase(tx: Tx): Promise<void> {
  await tx
    .insert(organization)
    .values([...SEED_ORGANIZATIONS])
    .onConflictDoNothing();
  for (const r of SEED_ROLES) {
    const [created] = await tx
      .insert(role)
      .values({
        code: r.code,
        name: r.name['zh-CN'],
        nameEn: r.name['en-US'],
        nameVi: r.name['vi-VN'],
        userType: r.userType,
        remark: r.remark,
      })
      .onConflictDoNothing()
      .returning({ id: role.id });
    if (created) {
      await tx
        .insert(rolePermission)
        .values(r.permissions.map((permission) => ({ roleId: created.id, permission })));
    }
  }
  // the admin role keeps every permission, including codes added by later releases
  const [admin] = await tx.select({ id: role.id }).from(role).where(eq(role.code, 'admin'));
  if (admin) {
    await tx
      .insert(rolePermission)
      .values(flattenPermissionTree().map((permission) => ({ roleId: admin.id, permission })))
      .onConflictDoNothing();
  }
  for (const d of SEED_DICTIONARIES) {
    const [created] = await tx
      .insert(dictionary)
      .values({ number: d.number, type: d.type, name: d.name, readOnly: true })
      .onConflictDoNothing()
      .returning({ id: dictionary.id });
    if (created) {
      await tx
        .insert(dictionaryItem)
        .values(d.items.map(([code, name], sort) => ({ dictionaryId: created.id, code, name, sort })));
    }
  }
  const keys = Object.keys(SYS_CONFIG_DEFAULTS) as SysConfigKey[];
  await tx
    .insert(sysConfig)
    .values(keys.map((key) => ({ key, value: SYS_CONFIG_DEFAULTS[key] })))
    .onConflictDoNothing();
  await tx.insert(publicConfig).values(SEED_PUBLIC_CONFIGS).onConflictDoNothing();
  await tx
    .insert(permissionScope)
    .values([...SEED_SCOPES])
    .onConflictDoNothing();
  await seedNumberRules(tx);
}

/**
 * Seeds an empty database once (safe when several processes start together): base data always,
 * the demo company and sign-ins only outside production and only while there are no users.
 */
export async function seedDatabase(db: Db, options: SeedOptions): Promise<SeedResult> {
  // hashing is slow, so it happens before the transaction
  const hashes = options.production
    ? new Map<string, string>()
    : new Map(
        await Promise.all(
          DEMO_USERS.map(
            async (u) =>
              [
                u.username,
                await hashPassword(u.password ?? randomBytes(24).toString('hex'), options.passwordHash),
              ] as const,
          ),
        ),
      );
  const adminHash =
    options.production && options.adminPassword
      ? await hashPassword(options.adminPassword, options.passwordHash)
      : null;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    await seedBase(tx);
    const [users] = await tx.select({ n: count() }).from(appUser);
    if ((users?.n ?? 0) > 0) {
      // demo databases created before the settings-centre data existed get it once
      if (!options.production) {
        await seedBasicDemo(tx);
        await seedWaybillDemo(tx);
        await seedFeeDemo(tx);
        await seedPriceDemo(tx);
      }
      return { demoSeeded: false, adminCreated: false };
    }
    if (!options.production) {
      await seedDemo(tx, hashes);
      await seedBasicDemo(tx);
      await seedWaybillDemo(tx);
      await seedFeeDemo(tx);
      await seedPriceDemo(tx);
      return { demoSeeded: true, adminCreated: false };
    }
    if (!adminHash) return { demoSeeded: false, adminCreated: false };
    const [admin] = await tx.select({ id: role.id }).from(role).where(eq(role.code, 'admin'));
    const [hq] = await tx
      .select({ id: organization.id })
      .from(organization)
      .where(eq(organization.code, 'HQ'));
    await tx.insert(appUser).values({
      code: 'E0001',
      username: 'admin',
      passwordHash: adminHash,
      name: 'Administrator',
      userType: 'staff',
      roleId: admin!.id,
      departmentId: hq?.id ?? null,
      loginModes: ['normal', 'safe'],
    });
    return { demoSeeded: false, adminCreated: true };
  });
}
