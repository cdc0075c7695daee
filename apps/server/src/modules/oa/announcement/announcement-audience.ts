import { and, eq, inArray, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import { appUser } from '#modules/platform/user/index.ts';
import type { Db } from '#platform/db/db.ts';
import { oaAnnouncement as a } from './announcement.schema.ts';

/** The fields of a user that decide which announcements reach them. */
export type Reader = {
  id: string;
  userType: 'staff' | 'customer';
  jobPositionId: string | null;
  departmentId: string | null;
  customerId: string | null;
  createdAt: Date;
};

/** The audience as released (the ids that matter for its permission type). */
export type Audience = {
  permissionType: 'all' | 'employee' | 'customer';
  jobPositionIds: readonly string[];
  departmentIds: readonly string[];
  customerIds: readonly string[];
};

/** The caller as a reader (none when the user is gone). */
export async function readerOf(db: Db, userId: string): Promise<Reader | undefined> {
  const [row] = await db
    .select({
      id: appUser.id,
      userType: appUser.userType,
      jobPositionId: appUser.jobPositionId,
      departmentId: appUser.departmentId,
      customerId: appUser.customerId,
      createdAt: appUser.createdAt,
    })
    .from(appUser)
    .where(eq(appUser.id, userId));
  return row;
}

type IdsColumn = typeof a.customerIds | typeof a.jobPositionIds | typeof a.departmentIds;
const anyOf = (id: string, column: IdsColumn) => sql`${id}::uuid = any(${column})`;
const none = (column: IdsColumn) => sql`cardinality(${column}) = 0`;

/**
 * The announcements (not withdrawn) whose audience holds the reader: everyone; staff — all, or of a
 * chosen job position or department —; the users of a chosen customer (all customers when none chosen).
 */
export function reaches(u: Reader): SQL {
  const staff =
    u.userType === 'staff'
      ? and(
          eq(a.permissionType, 'employee'),
          or(
            and(none(a.jobPositionIds), none(a.departmentIds)),
            u.jobPositionId ? anyOf(u.jobPositionId, a.jobPositionIds) : undefined,
            u.departmentId ? anyOf(u.departmentId, a.departmentIds) : undefined,
          ),
        )
      : undefined;
  const customer =
    u.userType === 'customer' && u.customerId
      ? and(eq(a.permissionType, 'customer'), or(none(a.customerIds), anyOf(u.customerId, a.customerIds)))
      : undefined;
  return and(isNull(a.withdrawnAt), or(eq(a.permissionType, 'all'), staff, customer))!;
}

/** The enabled users an audience reaches (the same rule as {@link reaches}, from the users' side). */
export async function audienceUserIds(db: Db, audience: Audience): Promise<string[]> {
  const byType: Record<Audience['permissionType'], SQL | undefined> = {
    all: undefined,
    employee: and(
      eq(appUser.userType, 'staff'),
      audience.jobPositionIds.length || audience.departmentIds.length
        ? or(
            audience.jobPositionIds.length
              ? inArray(appUser.jobPositionId, [...audience.jobPositionIds])
              : undefined,
            audience.departmentIds.length
              ? inArray(appUser.departmentId, [...audience.departmentIds])
              : undefined,
          )
        : undefined,
    ),
    customer: and(
      eq(appUser.userType, 'customer'),
      isNotNull(appUser.customerId),
      audience.customerIds.length ? inArray(appUser.customerId, [...audience.customerIds]) : undefined,
    ),
  };
  const rows = await db
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.enabled, true), byType[audience.permissionType]));
  return rows.map((r) => r.id);
}
