import { type AnnouncementSearchPayload, Permission } from '@freightdesk/domain';
import { and, desc, eq, gte, ilike, inArray, isNull, lte, sql } from 'drizzle-orm';
import { commonFile, grantedFileLink } from '#modules/platform/file/index.ts';
import type { Db } from '#platform/db/db.ts';
import { dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { oaAnnouncement as a, oaAnnouncementRead as r } from './announcement.schema.ts';
import { reaches, readerOf } from './announcement-audience.ts';
import { staffOnly } from './announcement-release.service.ts';

/** The most announcements `fetch` answers. */
const FETCH_LIMIT = 200;

const staffColumns = {
  id: a.id,
  title: a.title,
  content: a.content,
  type: a.type,
  permissionType: a.permissionType,
  jobPositionIds: a.jobPositionIds,
  departmentIds: a.departmentIds,
  customerIds: a.customerIds,
  isRoll: a.isRoll,
  mustRead: a.mustRead,
  countdownSeconds: a.countdownSeconds,
  senderId: a.senderId,
  senderName: a.senderName,
  sendTime: a.sendTime,
  withdrawn: sql<boolean>`${a.withdrawnAt} is not null`,
  readCount: sql<number>`(select count(*)::int from ${r} where ${r.announcementId} = ${a.id})`,
};

/** The files of announcements by id (names from the file store's rows). */
async function fileNames(db: Db, ids: readonly string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await db
    .select({ id: commonFile.id, name: commonFile.name })
    .from(commonFile)
    .where(inArray(commonFile.id, [...new Set(ids)]));
  return new Map(rows.map((f) => [f.id, f.name]));
}
const filesOf = (ids: readonly string[], names: Map<string, string>) =>
  ids.filter((id) => names.has(id)).map((id) => ({ fileId: id, fileName: names.get(id)! }));

/**
 * `platform/announcement/search` (staff): every announcement, newest first — they are the company's
 * notices, not anybody's records, so no data scope applies.
 */
export async function searchAnnouncements(ctx: AuthedContext, input: AnnouncementSearchPayload) {
  staffOnly(ctx);
  const c = input.criteria;
  const rows = await ctx.db
    .select({ ...staffColumns, count: sql`count(*) over ()` })
    .from(a)
    .where(
      and(
        c.title ? ilike(a.title, likePattern(c.title)) : undefined,
        c.type ? eq(a.type, c.type) : undefined,
        c.senderId ? eq(a.senderId, c.senderId) : undefined,
        c.sendTime ? gte(a.sendTime, new Date(c.sendTime[0])) : undefined,
        c.sendTime ? lte(a.sendTime, new Date(c.sendTime[1])) : undefined,
      ),
    )
    .orderBy(desc(a.sendTime), desc(a.id))
    .limit(input.size)
    .offset(pageOffset(input));
  return pageOf(
    rows.map(({ count: _, ...row }) => row),
    rowCount(rows[0]?.count),
    input,
  );
}

/** `GET platform/announcement/detail?id=` (staff). */
export async function announcementDetail(ctx: AuthedContext, input: { id: string }) {
  staffOnly(ctx);
  const [row] = await ctx.db
    .select({ ...staffColumns, fileIds: a.fileIds })
    .from(a)
    .where(eq(a.id, input.id));
  if (!row) throw dataNotExist();
  const { fileIds, ...rest } = row;
  return { ...rest, files: filesOf(fileIds, await fileNames(ctx.db, fileIds)) };
}

/** The caller as a reader (a user removed meanwhile reads nothing). */
async function caller(ctx: AuthedContext) {
  const reader = await readerOf(ctx.db, ctx.auth.userId);
  if (!reader) throw dataNotExist();
  return reader;
}

const readJoin = (userId: string) => and(eq(r.announcementId, a.id), eq(r.userId, userId));

/**
 * `GET platform/announcement/fetch`: the caller's announcements, unread first, then newest. `popup`
 * marks the unread must-read ones sent since the user exists: a user created later (a new employee)
 * finds the older ones in the list but is not stopped by them at sign-in.
 */
export async function fetchMine(ctx: AuthedContext) {
  const reader = await caller(ctx);
  const rows = await ctx.db
    .select({
      id: a.id,
      title: a.title,
      content: a.content,
      type: a.type,
      isRoll: a.isRoll,
      mustRead: a.mustRead,
      countdownSeconds: a.countdownSeconds,
      senderName: a.senderName,
      sendTime: a.sendTime,
      readAt: r.readAt,
      fileIds: a.fileIds,
    })
    .from(a)
    .leftJoin(r, readJoin(reader.id))
    .where(reaches(reader))
    .orderBy(sql`${r.readAt} is not null`, desc(a.sendTime), desc(a.id))
    .limit(FETCH_LIMIT);
  const names = await fileNames(
    ctx.db,
    rows.flatMap((row) => row.fileIds),
  );
  return rows.map(({ fileIds, ...row }) => ({
    ...row,
    popup: row.mustRead && !row.readAt && row.sendTime >= reader.createdAt,
    files: filesOf(fileIds, names),
  }));
}

/** `GET platform/announcement/fetchUnCount`. */
export async function unreadCount(ctx: AuthedContext) {
  const reader = await caller(ctx);
  const [row] = await ctx.db
    .select({ count: sql<number>`count(*)::int` })
    .from(a)
    .leftJoin(r, readJoin(reader.id))
    .where(and(reaches(reader), isNull(r.userId)));
  return row?.count ?? 0;
}

/** `platform/announcement/read {id}`: one of the caller's announcements read (again: no change). */
export async function readOne(ctx: AuthedContext, input: { id: string }) {
  const reader = await caller(ctx);
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.id, input.id), reaches(reader)));
    if (!row) throw dataNotExist();
    await tx
      .insert(r)
      .values({ announcementId: row.id, userId: reader.id, readAt: ctx.now })
      .onConflictDoNothing();
  });
  return null;
}

/** `platform/announcement/readAll`: every unread announcement of the caller read; answers how many. */
export async function readAll(ctx: AuthedContext) {
  const reader = await caller(ctx);
  return ctx.db.transaction(async (tx) => {
    const unread = await tx
      .select({ id: a.id })
      .from(a)
      .leftJoin(r, readJoin(reader.id))
      .where(and(reaches(reader), isNull(r.userId)));
    if (!unread.length) return { count: 0 };
    const written = await tx
      .insert(r)
      .values(unread.map((u) => ({ announcementId: u.id, userId: reader.id, readAt: ctx.now })))
      .onConflictDoNothing()
      .returning({ id: r.announcementId });
    return { count: written.length };
  });
}

/**
 * `GET platform/announcement/fileUrl`: a link to a file of an announcement that reaches the caller
 * (staff reach every announcement's files): the audience of an announcement reads its files although
 * the file store would not let a customer reach a file staff uploaded.
 */
export async function announcementFileUrl(
  ctx: AuthedContext,
  input: { id: string; fileId: string; inline: 'true' | 'false' },
) {
  const staffReach = ctx.auth.userType === 'staff' && ctx.auth.permissions.has(Permission.announcement);
  const reader = staffReach ? null : await caller(ctx);
  const [row] = await ctx.db
    .select({ fileIds: a.fileIds })
    .from(a)
    .where(and(eq(a.id, input.id), reader ? reaches(reader) : undefined));
  if (!row?.fileIds.includes(input.fileId)) throw dataNotExist();
  return grantedFileLink(ctx, input.fileId, input.inline === 'true');
}
