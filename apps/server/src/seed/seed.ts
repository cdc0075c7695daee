import { randomBytes } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import { organization } from '#modules/oa/organization/organization.schema.ts';
import { role } from '#modules/oa/role/role.schema.ts';
import { appUser, DEMO_USERS } from '#modules/platform/user/index.ts';
import { hashPassword } from '#platform/auth/password.ts';
import type { PasswordHashOptions } from '#platform/config.ts';
import type { Db, Tx } from '#platform/db/db.ts';
import { DEMO_COMPANY_PHASES, DemoCompany } from '#platform/demo-company.ts';
import { permissionScope } from '#platform/permissions/permission-scope.schema.ts';
import { MODULES } from '../modules.ts';
import { seedBasicDemo } from './basic-demo-seed.ts';
import { SEED_SCOPES } from './seed-data.ts';

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

/** The data scopes, then every module's base seed in module order; existing rows are kept. */
async function seedBase(tx: Tx): Promise<void> {
  await tx
    .insert(permissionScope)
    .values([...SEED_SCOPES])
    .onConflictDoNothing();
  for (const m of MODULES) await m.seeds?.base?.(tx);
}

/** The demo company and its sign-ins: every module's company seed, phase by phase, in module order. */
async function seedDemoCompany(tx: Tx, hashes: ReadonlyMap<string, string>): Promise<void> {
  const company = new DemoCompany(hashes);
  for (const phase of DEMO_COMPANY_PHASES)
    for (const m of MODULES) await m.seeds?.company?.[phase]?.(tx, company);
}

/** The entities' demo rows, then every module's demo seed in module order (each step once per database). */
async function seedModulesDemo(tx: Tx): Promise<void> {
  await seedBasicDemo(tx);
  for (const m of MODULES) await m.seeds?.demo?.(tx);
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
      if (!options.production) await seedModulesDemo(tx);
      return { demoSeeded: false, adminCreated: false };
    }
    if (!options.production) {
      await seedDemoCompany(tx, hashes);
      await seedModulesDemo(tx);
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
