import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  fileFormat,
  type fileIdQuery,
  type fileIdsPayload,
  type fileLinkQuery,
  isInlineFile,
  type MessageKey,
  type StoredFile,
  type uploadPayload,
  uploadProblem,
} from '@freightdesk/domain';
import { and, eq, inArray, lt, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import { FileResponse } from '#platform/http/file-response.ts';
import type { AuthedContext, RequestContext } from '#platform/http/route.ts';
import { commonFile, commonFileLink } from './file.schema.ts';

/** How long a download or preview link works. */
export const FILE_LINK_TTL_MS = 10 * 60_000;
/** Temporary uploads not claimed by a business record after this long are purged. */
export const TEMP_FILE_TTL_MS = 24 * 3_600_000;

const view = (f: typeof commonFile.$inferSelect): StoredFile => ({
  id: f.id,
  fileName: f.name,
  size: f.size,
  contentType: f.contentType,
  isTemp: f.isTemp,
  from: f.fromSource,
  createBy: f.createdBy,
  createAt: f.createdAt.toISOString(),
});

/** Files a caller may reach: staff all, a customer user only its own customer's. */
export function fileScope(ctx: AuthedContext): SQL | undefined {
  if (ctx.auth.userType !== 'customer') return undefined;
  return eq(commonFile.customerId, ctx.auth.customerId ?? '00000000-0000-0000-0000-000000000000');
}

/**
 * An uploaded file the caller may reach, with its name and bytes (an import's file); refused with
 * `notAFile` unless its name has one of the `formats`.
 */
export async function uploadedFile(
  ctx: AuthedContext,
  fileId: string,
  formats: readonly string[],
  notAFile: MessageKey = 'importNotAFile',
): Promise<{ name: string; content: Buffer }> {
  const [file] = await ctx.db
    .select()
    .from(commonFile)
    .where(and(eq(commonFile.id, fileId), fileScope(ctx)));
  if (!file) throw dataNotExist();
  if (!formats.includes(fileFormat(file.name))) throw new BizError(notAFile);
  const content = await ctx.config.fileStore.get(ctx.db, file.storageKey);
  if (!content) throw dataNotExist();
  return { name: file.name, content };
}

/** The bytes of an uploaded Excel workbook the caller may reach (an import's file); refused when not `.xlsx`. */
export async function uploadedWorkbook(ctx: AuthedContext, fileId: string): Promise<Buffer> {
  return (await uploadedFile(ctx, fileId, ['xlsx'])).content;
}

/** Stores the files of one upload (at most 5, allowed formats, ≤ 20 MB each) and answers their views. */
export async function uploadFiles(ctx: AuthedContext, input: z.output<typeof uploadPayload>) {
  const files = input.file;
  const problem = uploadProblem(files.map((f) => ({ name: f.filename, size: f.data.length })));
  if (problem) throw new BizError(problem.key, problem.params);
  const store = ctx.config.fileStore;
  const rows = files.map((f) => {
    const id = randomUUID();
    const day = ctx.now.toISOString().slice(0, 10).replaceAll('-', '/');
    return {
      id,
      name: f.filename,
      contentType: f.mimetype || 'application/octet-stream',
      size: f.data.length,
      sha256: createHash('sha256').update(f.data).digest('hex'),
      storageKey: `${day}/${id}.${fileFormat(f.filename) || 'bin'}`,
      isTemp: input.isTemp,
      fromSource: input.from ?? null,
      customerId: ctx.auth.userType === 'customer' ? ctx.auth.customerId : null,
      createdBy: ctx.auth.userId,
      createdAt: ctx.now,
      // the multipart reader hands a Buffer, the domain contract types it as plain bytes: a view, no copy
      data: Buffer.from(f.data.buffer, f.data.byteOffset, f.data.byteLength),
    };
  });
  return ctx.db.transaction(async (tx) => {
    const stored: StoredFile[] = [];
    for (const { data, ...row } of rows) {
      await store.put(tx, row.storageKey, data);
      const [saved] = await tx.insert(commonFile).values(row).returning();
      stored.push(view(saved!));
    }
    return stored;
  });
}

async function fileInScope(db: Db, ctx: AuthedContext, id: string) {
  const [row] = await db
    .select()
    .from(commonFile)
    .where(and(eq(commonFile.id, id), fileScope(ctx)));
  if (!row) throw dataNotExist();
  return row;
}

export async function fileDetail(ctx: AuthedContext, input: z.output<typeof fileIdQuery>) {
  return view(await fileInScope(ctx.db, ctx, input.id));
}

/** Deletes a file; only its uploader may (spec §5 "Files"). */
export async function deleteFile(ctx: AuthedContext, input: z.output<typeof fileIdQuery>) {
  const row = await fileInScope(ctx.db, ctx, input.id);
  if (row.createdBy !== ctx.auth.userId) throw new BizError('fileDeleteOnlyUploader');
  await ctx.db.transaction(async (tx) => {
    await tx.delete(commonFile).where(eq(commonFile.id, row.id));
    await ctx.config.fileStore.remove(tx, row.storageKey);
  });
  return null;
}

async function makeLink(ctx: AuthedContext, fileId: string, inline: boolean): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await ctx.db
    .insert(commonFileLink)
    .values({ token, fileId, inline, expiresAt: new Date(ctx.now.getTime() + FILE_LINK_TTL_MS) });
  return `${ctx.origin}/api/common/file/link?token=${token}`;
}

/**
 * A 10-minute link to a file the calling module has let the caller reach (an announcement's file for
 * its audience): the download or, for images and pdf, the inline preview.
 */
export async function grantedFileLink(ctx: AuthedContext, fileId: string, preview: boolean) {
  const [row] = await ctx.db.select().from(commonFile).where(eq(commonFile.id, fileId));
  if (!row) throw dataNotExist();
  return { url: await makeLink(ctx, row.id, preview && isInlineFile(row.name)), fileName: row.name };
}

/** A link that downloads the file (works without the token header for 10 minutes). */
export async function downloadUrl(ctx: AuthedContext, input: z.output<typeof fileIdQuery>) {
  const row = await fileInScope(ctx.db, ctx, input.id);
  return { url: await makeLink(ctx, row.id, false), fileName: row.name };
}

/** A link that shows the file in the browser (images and pdf inline, others download). */
export async function previewUrl(ctx: AuthedContext, input: z.output<typeof fileIdQuery>) {
  const row = await fileInScope(ctx.db, ctx, input.id);
  return { url: await makeLink(ctx, row.id, isInlineFile(row.name)), fileName: row.name };
}

/** Preview links of several files, in the order asked; files out of reach are refused as a whole. */
export async function batchPreviewUrls(ctx: AuthedContext, input: z.output<typeof fileIdsPayload>) {
  const ids = [...new Set(input.ids)];
  const rows = await ctx.db
    .select()
    .from(commonFile)
    .where(and(inArray(commonFile.id, ids), fileScope(ctx)));
  if (rows.length !== ids.length) throw dataNotExist();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const out: { id: string; url: string; fileName: string }[] = [];
  for (const id of ids) {
    const row = byId.get(id)!;
    out.push({ id, url: await makeLink(ctx, id, isInlineFile(row.name)), fileName: row.name });
  }
  return out;
}

/** Serves a link's file (public: the unguessable, expiring token is the permission). */
export async function serveLink(ctx: RequestContext, input: z.output<typeof fileLinkQuery>) {
  const [link] = await ctx.db.select().from(commonFileLink).where(eq(commonFileLink.token, input.token));
  if (!link || link.expiresAt <= ctx.now) throw new BizError('fileLinkExpired');
  const [row] = await ctx.db.select().from(commonFile).where(eq(commonFile.id, link.fileId));
  const content = row ? await ctx.config.fileStore.get(ctx.db, row.storageKey) : undefined;
  if (!row || !content) throw dataNotExist();
  return new FileResponse(row.name, row.contentType, content, link.inline ? 'inline' : 'attachment');
}

/**
 * Attaches uploaded files to a business record: they must be the caller's reach and stop being
 * temporary. Answers the files (name, uploader) for the record's own file rows.
 */
export async function claimFiles(tx: Db, ctx: AuthedContext, ids: readonly string[]) {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = await tx
    .select()
    .from(commonFile)
    .where(and(inArray(commonFile.id, unique), fileScope(ctx)));
  if (rows.length !== unique.length) throw dataNotExist();
  await tx.update(commonFile).set({ isTemp: false }).where(inArray(commonFile.id, unique));
  return rows.map(view);
}

/** Deletes temporary uploads older than a day (housekeeping) with their contents and links. */
export async function purgeTempFiles(
  db: Db,
  store: { remove: (db: Db, key: string) => Promise<void> },
  now: Date,
) {
  const before = new Date(now.getTime() - TEMP_FILE_TTL_MS);
  await db.delete(commonFileLink).where(lt(commonFileLink.expiresAt, now));
  const stale = await db
    .select({ id: commonFile.id, storageKey: commonFile.storageKey })
    .from(commonFile)
    .where(and(eq(commonFile.isTemp, true), lt(commonFile.createdAt, before)))
    .limit(1_000);
  for (const f of stale) {
    await db.delete(commonFile).where(eq(commonFile.id, f.id));
    await store.remove(db, f.storageKey);
  }
  return stale.length;
}
