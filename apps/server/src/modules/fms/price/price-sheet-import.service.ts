import {
  BizCode,
  type BookDraft,
  type BookRowError,
  bookCandidate,
  bookColumnLabel,
  bookHeaderIssue,
  checkPriceTable,
  findPriceConflicts,
  PRICE_KIND_OPTIONS,
  type PriceConflict,
  type PriceKind,
  type PriceTable,
  type priceBookConfirmPayload,
  type priceBookPreviewPayload,
  priceTableSchema,
  readPriceBook,
  renderRuleMessage,
  ruleFail,
} from '@freightdesk/domain';
import { eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { uploadedWorkbook } from '#modules/platform/file/index.ts';
import type { Db } from '#platform/db/db.ts';
import { entityImport } from '#platform/entity/entity-import.schema.ts';
import { importFailed, stagedImport, stageImport } from '#platform/entity/import-staging.ts';
import { BizError } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { JobProgress } from '#platform/jobs/job-runner.ts';
import { fmsPrice } from './price.schema.ts';
import { lockPrices, recordVersions, requirePrice, stamp, tableOf, valuesOf } from './price-row.ts';
import { type PriceCodes, priceCodes, readBook } from './price-sheet-book.ts';
import { checkTable, insertTable, neighbours, resolveOverlaps } from './price-write.service.ts';

/**
 * Import of whole price tables from the price workbook, through the import staging of the entity
 * machinery: the preview (a job) reads and checks every row and table and keeps the tables; the
 * confirmation (a job) writes them all in one transaction or nothing. Mode 0 (overwrite) updates the
 * tables named by the ID column, mode 1 (append) inserts every table as new. Overlaps are reported by
 * the preview and confirmed with `force` (code 2000 otherwise).
 */

const IMPORT_ENTITY = 'fmsPrice';
type Staged = { row: number; id: string | null; table: Record<string, unknown> };
/** The conflicts of one imported table (its header row). */
type TableConflicts = { row: number; name: string; conflicts: PriceConflict[] };

async function readUpload(ctx: AuthedContext, fileId: string) {
  return readBook(await uploadedWorkbook(ctx, fileId));
}

const headerError = (d: BookDraft, key: string | undefined, message: string, ctx: AuthedContext) => ({
  row: d.row,
  column: bookColumnLabel('headers', key, ctx.lang),
  message,
});

/** A draft's codes resolved, its kind checked and the whole table parsed and checked. */
function tableOfDraft(
  ctx: AuthedContext,
  kind: PriceKind,
  d: BookDraft,
  codes: PriceCodes,
): { table: PriceTable } | { errors: BookRowError[] } {
  const h = d.header;
  const errors: BookRowError[] = [];
  const lookup = (map: Map<string, string>, v: unknown, key: string, label: string) => {
    if (v === null || v === undefined || v === '') return null;
    const id = map.get(String(v).toLowerCase());
    if (!id)
      errors.push(
        headerError(d, key, renderRuleMessage(ctx.lang, ruleFail('notExist', `${label} ${v}`)), ctx),
      );
    return id ?? null;
  };
  if (h.kind && h.kind !== kind) {
    const label = PRICE_KIND_OPTIONS.find((o) => o.value === kind)!.label[ctx.lang];
    errors.push(
      headerError(d, 'kind', renderRuleMessage(ctx.lang, ruleFail('priceBookKindMismatch', label)), ctx),
    );
  }
  const productId = lookup(codes.product.id, h.productCode, 'productCode', String(h.productCode));
  const channelId = lookup(codes.channel.id, h.channelCode, 'channelCode', String(h.channelCode));
  const customerIds = ((h.customerCodes as string[]) ?? []).map(
    (c) => lookup(codes.customer.id, c, 'customerCodes', c) ?? '',
  );
  if (errors.length) return { errors };
  const candidate = {
    ...bookCandidate(d, { productId, channelId, customerIds }),
    kind,
    id: d.id ?? `row-${d.row}`,
  };
  const parsed = priceTableSchema.safeParse(candidate);
  if (!parsed.success) return { errors: [bookHeaderIssue(d, parsed.error.issues[0]!, ctx.lang)] };
  const failure = checkPriceTable(parsed.data);
  if (failure) return { errors: [headerError(d, undefined, renderRuleMessage(ctx.lang, failure), ctx)] };
  return { table: parsed.data };
}

/** Conflicts of each table with the stored tables (as they would be after the import) and with the others. */
async function conflictsOf(db: Db, tables: readonly { row: number; table: PriceTable }[]) {
  const out: TableConflicts[] = [];
  const replaced = new Set(tables.map((x) => x.table.id));
  for (const [i, { row, table }] of tables.entries()) {
    const stored = (await neighbours(db, table)).filter((r) => !replaced.has(r.id)).map(tableOf);
    const others = tables.filter((_, j) => j < i).map((x) => x.table);
    const conflicts = findPriceConflicts(table, [...stored, ...others]);
    if (conflicts.length) out.push({ row, name: table.name, conflicts });
  }
  return out;
}

/** Existing tables named by the ID column, of the import's kind (others answer "does not exist"). */
async function existingIds(db: Db, kind: PriceKind, drafts: readonly BookDraft[]) {
  const ids = drafts.map((d) => d.id).filter((x): x is string => !!x && z.uuid().safeParse(x).success);
  if (!ids.length) return new Set<string>();
  const rows = await db
    .select({ id: fmsPrice.id, kind: fmsPrice.kind })
    .from(fmsPrice)
    .where(inArray(fmsPrice.id, ids));
  return new Set(rows.filter((r) => r.kind === kind).map((r) => r.id));
}

/**
 * Preview (job): reads the workbook, checks every row (the import row rules, formats, codes) and every
 * table (`checkPriceTable`), and reports the overlaps. Answers `{importId, total, existing, rows,
 * errors, conflicts}`; nothing is written.
 */
export async function previewPriceBook(
  ctx: AuthedContext,
  input: z.output<typeof priceBookPreviewPayload>,
  job: JobProgress,
) {
  await job.progress(0, 0, 'jobReadingFile');
  const { drafts, errors } = readPriceBook(await readUpload(ctx, input.fileId), ctx.lang);
  await job.progress(0, drafts.length, 'jobCheckingRows');
  const codes = await priceCodes(ctx.db);
  const existing = await existingIds(ctx.db, input.kind, drafts);
  const good: { row: number; id: string | null; table: PriceTable }[] = [];
  for (const d of drafts) {
    if (d.id && !existing.has(d.id)) {
      errors.push(headerError(d, 'id', renderRuleMessage(ctx.lang, ruleFail('notExist', `ID ${d.id}`)), ctx));
      continue;
    }
    const out = tableOfDraft(ctx, input.kind, d, codes);
    if ('errors' in out) errors.push(...out.errors);
    else good.push({ row: d.row, id: d.id, table: out.table });
  }
  const conflicts = errors.length ? [] : await conflictsOf(ctx.db, good);
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  const staged: Staged[] = good.map((g) => ({
    row: g.row,
    id: g.id,
    table: JSON.parse(JSON.stringify(g.table)),
  }));
  return {
    importId: await stageImport(
      ctx,
      IMPORT_ENTITY,
      [{ row: 0, values: { kind: input.kind, tables: staged } }],
      sorted,
    ),
    total: drafts.length,
    existing: existing.size,
    rows: good.slice(0, 100).map((g) => ({
      row: g.row,
      id: g.id,
      name: g.table.name,
      weightRanges: g.table.weightRanges.length,
      conflicts: conflicts.find((c) => c.row === g.row)?.conflicts.length ?? 0,
    })),
    errors: sorted,
    conflicts,
  };
}

/** The staged tables of a preview (the caller's, not expired, without errors). */
async function stagedTables(ctx: AuthedContext, importId: string) {
  const staged = await stagedImport(ctx, IMPORT_ENTITY, importId);
  const values = (staged.rows[0]?.values ?? {}) as { kind: PriceKind; tables: Staged[] };
  const tables = values.tables.map((s) => ({ ...s, table: priceTableSchema.parse(s.table) }));
  return { id: staged.id, kind: values.kind, tables };
}

/** As written in a mode: append drops the ids (every table new). */
const inMode = (t: PriceTable, id: string | null, row: number, mode: number) =>
  mode === 0 && id ? t : { ...t, id: `row-${row}` };

/**
 * Before the confirmation job starts: the import permission, and the overlaps of the tables as the
 * mode writes them — code 2000 with the conflicts unless `force` (the request layer asks and repeats).
 */
export async function checkPriceBookConfirm(
  ctx: AuthedContext,
  input: z.output<typeof priceBookConfirmPayload>,
) {
  const staged = await stagedTables(ctx, input.importId);
  requirePrice(ctx, staged.kind, 'import');
  if (input.force) return;
  const conflicts = await conflictsOf(
    ctx.db,
    staged.tables.map((s) => ({ row: s.row, table: inMode(s.table, s.id, s.row, input.mode) })),
  );
  const all = conflicts.flatMap((c) => c.conflicts);
  if (all.length) throw new BizError('pricingOverlap', [all.length], BizCode.confirmNeeded, all);
}

/** Confirmation (job): every table written in one transaction (history row `import`), or none. */
export async function confirmPriceBook(
  ctx: AuthedContext,
  input: z.output<typeof priceBookConfirmPayload>,
  job: JobProgress,
) {
  const staged = await stagedTables(ctx, input.importId);
  requirePrice(ctx, staged.kind, 'import');
  let inserted = 0;
  let updated = 0;
  await ctx.db.transaction(async (tx) => {
    const errors: BookRowError[] = [];
    for (const [i, s] of staged.tables.entries()) {
      if (i % 20 === 0) await job.progress(i, staged.tables.length, 'jobWritingRows');
      try {
        if (input.mode === 0 && s.id) {
          await updateTable(tx, ctx, staged.kind, s.table, input.force);
          updated += 1;
        } else {
          const { id: _id, ...t } = s.table;
          await insertTable(tx, ctx, t, input.force, 'import');
          inserted += 1;
        }
      } catch (err) {
        if (!(err instanceof BizError) || err.code === BizCode.confirmNeeded) throw err;
        errors.push({ row: s.row, column: '', message: err.render(ctx.lang) });
      }
    }
    if (errors.length) throw importFailed(errors);
    await tx.delete(entityImport).where(eq(entityImport.id, staged.id));
  });
  await job.progress(staged.tables.length, staged.tables.length, 'jobWritingRows');
  return { inserted, updated, skipped: 0 };
}

/**
 * Overwrites a stored table with the imported one (a new version, history row `import`); what the
 * workbook does not carry (end agent, contract file) stays as stored.
 */
async function updateTable(
  tx: Db,
  ctx: AuthedContext,
  kind: PriceKind,
  imported: PriceTable,
  force: boolean,
) {
  const [current] = await lockPrices(tx, kind, [imported.id]);
  const t = { ...imported, endAgentId: current!.endAgentId, contractFileId: current!.contractFileId };
  await checkTable(tx, t);
  await resolveOverlaps(tx, ctx, t, force);
  const [row] = await tx
    .update(fmsPrice)
    .set({ ...valuesOf(t), version: current!.version + 1, ...stamp(ctx, false) })
    .where(eq(fmsPrice.id, t.id))
    .returning();
  await recordVersions(tx, ctx, 'import', [row!], new Map([[t.id, current!]]));
}
