import { randomUUID } from 'node:crypto';
import { type FieldDef, hasPermission, ImportMode } from '@freightdesk/domain';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#platform/db/db.ts';
import { readSheet } from '#platform/excel/excel.service.ts';
import { BizError, renderParam } from '#platform/http/errors.ts';
import { uploadedFile } from '#platform/http/multipart.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { issueError, issueField } from '#platform/http/validation.ts';
import type { JobProgress } from '#platform/jobs/job-runner.ts';
import { changedValues } from './changed-values.ts';
import { isCustomerUser } from './entity-access.ts';
import { checkRows, joinedLabel, type RowProblem } from './entity-check.ts';
import { entityImport, type ImportError, type StagedImportRow } from './entity-import.schema.ts';
import { findMatches } from './entity-import-match.ts';
import type { EntityRuntime } from './entity-runtime.ts';
import type { EntityLogEntry } from './entity-services.ts';
import {
  cellText,
  loadDictionaries,
  matchHeaders,
  payloadValueOf,
  resolveCustomers,
  resolveRefs,
  sheetColumns,
  yesNo,
} from './entity-sheet.ts';
import { formFields, toColumnValues } from './entity-values.ts';
import { inTransaction } from './entity-write.service.ts';
import { importFailed, stagedImport, stageImport } from './import-staging.ts';

export const importPayload = z.object({ file: uploadedFile });
export const confirmImportPayload = z.object({
  importId: z.uuid(),
  mode: z.coerce
    .number()
    .int()
    .refine((m) => m === ImportMode.overwrite || m === ImportMode.append, { message: 'invalidEnum' }),
});

/** Most rows one import file may hold. */
export const IMPORT_MAX_ROWS = 10_000;
/** Rows shown in the preview answer. */
const PREVIEW_ROWS = 100;
const BATCH = 500;

const norm = (s: string) => s.trim().toLowerCase();
const splitCell = (text: string) =>
  text
    .split(/[,，;；]/)
    .map((s) => s.trim())
    .filter(Boolean);

/** An import error with the field it is about, for ordering errors as the columns are ordered. */
type KeyedError = ImportError & { key: string };

function importError(ctx: AuthedContext, rt: EntityRuntime, p: RowProblem): KeyedError {
  return {
    row: p.row,
    key: p.fields[0] ?? '',
    column: String(renderParam(ctx.lang, { label: joinedLabel(rt, p.fields) })),
    message: p.error.render(ctx.lang),
  };
}

/** Errors by row, then in column order, without their keys. */
function ordered(rt: EntityRuntime, errors: readonly KeyedError[]): ImportError[] {
  const order = [...formFields(rt), 'enabled', 'customerId'];
  const at = (key: string) => order.indexOf(key) + 1 || order.length + 1;
  return [...errors].sort((a, b) => a.row - b.row || at(a.key) - at(b.key)).map(({ key: _, ...e }) => e);
}

/** Masked fields the caller may not see: an import leaves them as stored. */
function hiddenFields(ctx: AuthedContext, rt: EntityRuntime): string[] {
  return Object.entries(rt.def.fields)
    .filter(([, f]) => f.maskPermission && !hasPermission(ctx.auth.permissions, f.maskPermission))
    .map(([key]) => key);
}

/**
 * Reads an import file: maps headers (any language) to fields, turns labels into values, validates every
 * row with the entity's payload schema, rules, references and unique keys, and keeps the result for
 * `confirmImport`. Runs as a job reporting the rows read; answers the preview:
 * `{importId, total, rows, errors, existing}`.
 */
export async function previewImport(
  ctx: AuthedContext,
  rt: EntityRuntime,
  input: z.output<typeof importPayload>,
  job: JobProgress,
) {
  await job.progress(0, 0, 'jobReadingFile');
  const sheet = await readSheet(input.file.data);
  if (!sheet.rows.length) throw new BizError('noDataCheck');
  if (sheet.rows.length > IMPORT_MAX_ROWS) throw new BizError('importTooManyRows', [IMPORT_MAX_ROWS]);
  const total = sheet.rows.length;
  // masked columns the caller may not see hold stars (its own export): ignored, stored values kept
  const hidden = new Set(hiddenFields(ctx, rt));
  const columns = sheetColumns(ctx, rt).filter(
    (c) => (c.key !== 'customerId' || !isCustomerUser(ctx)) && !hidden.has(c.key),
  );
  const at = matchHeaders(columns, sheet.headers);
  const dicts = await loadDictionaries(ctx.db, rt);
  const textAt = (cells: (typeof sheet.rows)[number]['cells'], key: string) =>
    cellText(cells[at.get(key)!] ?? null);

  const refs = new Map<string, Map<string, string | 'ambiguous'>>();
  for (const c of columns) {
    if (c.field?.type !== 'ref' || !at.has(c.key)) continue;
    const texts = sheet.rows.flatMap((r) => splitCell(textAt(r.cells, c.key)));
    refs.set(c.key, await resolveRefs(ctx.db, ctx, rt, c.key, texts));
  }
  const customers =
    rt.def.customerScoped && at.has('customerId')
      ? await resolveCustomers(
          ctx.db,
          rt,
          sheet.rows.map((r) => textAt(r.cells, 'customerId')),
        )
      : new Map<string, string>();

  const found: KeyedError[] = [];
  const staged: StagedImportRow[] = [];
  const shown = new Map<number, Record<string, unknown>>();
  for (const [i, r] of sheet.rows.entries()) {
    if (i % BATCH === 0) await job.progress(i, total, 'jobCheckingRows');
    const candidate: Record<string, unknown> = {};
    const labels: Record<string, unknown> = {};
    const bad = new Set<string>();
    const fail = (key: string, error: BizError) => {
      bad.add(key);
      found.push({ row: r.row, key, column: rt.labels[key]![ctx.lang], message: error.render(ctx.lang) });
    };
    let enabled: boolean | undefined;
    for (const c of columns) {
      if (!at.has(c.key)) continue;
      const cell = r.cells[at.get(c.key)!] ?? null;
      const text = cellText(cell);
      if (c.key === 'enabled') {
        enabled = text ? yesNo(cell) : undefined;
        if (text && enabled === undefined) fail(c.key, new BizError('invalidEnum', [{ label: c.label }]));
      } else if (c.key === 'customerId' && !c.field) {
        if (!text) continue;
        const id = customers.get(norm(text));
        if (id) candidate.customerId = id;
        else fail(c.key, new BizError('notExist', [{ label: c.label }]));
      } else if (c.field!.type === 'ref') {
        if (!text) continue;
        const f = c.field as Extract<FieldDef, { type: 'ref' }>;
        const ids = splitCell(text).map((t) => refs.get(c.key)?.get(norm(t)));
        labels[`${c.key}Label`] = f.multiple ? splitCell(text) : text;
        if (ids.some((id) => id === 'ambiguous'))
          fail(c.key, new BizError('duplicated', [{ label: c.label }]));
        else if (ids.some((id) => id === undefined))
          fail(c.key, new BizError('notExist', [{ label: c.label }]));
        else candidate[c.key] = f.multiple ? ids : ids[0];
      } else {
        const v = payloadValueOf(c.field!, cell, dicts);
        if ('error' in v) fail(c.key, new BizError(v.error, [{ label: c.label }]));
        else candidate[c.key] = v.value;
      }
    }
    const parsed = rt.insert.safeParse(candidate, { reportInput: true });
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const key = issueField(issue.path);
        if (bad.has(key)) continue;
        bad.add(key);
        const message = issueError(issue, rt.labels).render(ctx.lang);
        found.push({ row: r.row, key, column: rt.labels[key]?.[ctx.lang] ?? key, message });
      }
      continue;
    }
    if (bad.size) continue;
    const values = parsed.data as Record<string, unknown>;
    for (const key of hidden) delete values[key];
    staged.push({ row: r.row, values, ...(enabled !== undefined ? { enabled } : {}) });
    if (shown.size < PREVIEW_ROWS) shown.set(r.row, { row: r.row, ...values, ...labels });
  }

  await job.progress(total, total, 'jobCheckingRows');
  const matches = await findMatches(ctx.db, ctx, rt, staged);
  const problems = await checkRows(
    ctx.db,
    ctx,
    rt,
    staged.map((s) => ({
      row: s.row,
      values: toColumnValues(rt, s.values),
      id: matches.get(s.row)?.id as string | undefined,
    })),
  );
  found.push(...problems.map((p) => importError(ctx, rt, p)));
  const errors = ordered(rt, found);

  return {
    importId: await stageImport(ctx, rt.def.name, staged, errors),
    total,
    existing: matches.size,
    rows: [...shown.values()].map((r) => ({ ...r, exists: matches.has(Number(r.row)) })),
    errors,
  };
}

/**
 * Writes a previewed import in one transaction: overwrite (0) updates the rows matched by the unique key
 * and inserts the rest (rows identical to a stored one are skipped for entities without a key); append (1)
 * only inserts, an existing key being an error. Any error writes nothing and fails the job with the row
 * errors as its result. Runs as a job reporting the rows written.
 */
export async function confirmImport(
  ctx: AuthedContext,
  rt: EntityRuntime,
  input: z.output<typeof confirmImportPayload>,
  job: JobProgress,
) {
  const staged = await stagedImport(ctx, rt.def.name, input.importId);
  return inTransaction(ctx, rt, async (tx) => {
    const rows = staged.rows;
    await job.progress(0, rows.length, 'jobCheckingRows');
    const matches = await findMatches(tx, ctx, rt, rows);
    const overwrite = input.mode === ImportMode.overwrite;
    const keyed = rt.uniqueKeys.length > 0;
    const updates = overwrite && keyed ? rows.filter((r) => matches.has(r.row)) : [];
    const skipped = overwrite && !keyed ? rows.filter((r) => matches.has(r.row)) : [];
    const inserts = rows.filter((r) => !updates.includes(r) && !skipped.includes(r));
    const problems = await checkRows(tx, ctx, rt, [
      ...updates.map((r) => ({
        row: r.row,
        values: toColumnValues(rt, r.values),
        id: String(matches.get(r.row)!.id),
      })),
      ...inserts.map((r) => ({ row: r.row, values: toColumnValues(rt, r.values) })),
    ]);
    const errors = problems.map((p) => importError(ctx, rt, p));
    if (rt.def.customerScoped && !isCustomerUser(ctx))
      errors.push(...(await missingCustomers(tx, ctx, rt, rows)));
    if (errors.length) throw importFailed(ordered(rt, errors));

    const customerOf = (r: StagedImportRow) =>
      rt.def.customerScoped
        ? {
            customerId: isCustomerUser(ctx)
              ? ctx.auth.customerId
              : ((r.values.customerId as string | null) ?? null),
          }
        : {};
    const audit = { updatedAt: ctx.now, updatedBy: ctx.auth.userId };
    const inserted = inserts.map((r) => ({
      id: randomUUID(),
      ...toColumnValues(rt, r.values),
      ...rt.def.fixed,
      ...customerOf(r),
      ...(r.enabled !== undefined && rt.table.enabled ? { enabled: r.enabled } : {}),
      createdAt: ctx.now,
      createdBy: ctx.auth.userId,
      ...audit,
    }));
    for (let i = 0; i < inserted.length; i += BATCH) {
      await job.progress(i, rows.length, 'jobWritingRows');
      await tx.insert(rt.table).values(inserted.slice(i, i + BATCH));
    }
    const logs: EntityLogEntry[] = inserted.map((v) => ({
      entity: rt.def.name,
      entityId: v.id,
      action: 'import',
      customerId: ('customerId' in v ? v.customerId : null) as string | null,
      after: v,
    }));
    let updated = 0;
    for (const [i, r] of updates.entries()) {
      if (i % BATCH === 0) await job.progress(inserted.length + i, rows.length, 'jobWritingRows');
      const before = matches.get(r.row)!;
      const values = {
        ...toColumnValues(rt, r.values),
        ...(r.enabled !== undefined && rt.table.enabled ? { enabled: r.enabled } : {}),
      };
      const changes = changedValues(before, values, Object.keys(values));
      if (!Object.keys(changes.after ?? {}).length) continue; // identical: nothing to write
      await tx
        .update(rt.table)
        .set({ ...values, version: sql`${rt.table.version} + 1`, ...audit })
        .where(eq(rt.table.id, String(before.id)));
      updated += 1;
      logs.push({
        entity: rt.def.name,
        entityId: String(before.id),
        action: 'import',
        customerId: (before.customerId ?? null) as string | null,
        ...changes,
      });
    }
    await rt.registry.services.writeLog(tx, ctx, logs);
    await job.progress(rows.length, rows.length, 'jobWritingRows');
    await tx.delete(entityImport).where(eq(entityImport.id, staged.id));
    return { inserted: inserts.length, updated, skipped: skipped.length + updates.length - updated };
  });
}

/** Staff imports name customers by code; a customer deleted since the preview is an error. */
async function missingCustomers(
  tx: Db,
  ctx: AuthedContext,
  rt: EntityRuntime,
  rows: readonly StagedImportRow[],
): Promise<KeyedError[]> {
  const ids = [
    ...new Set(rows.map((r) => r.values.customerId).filter((v): v is string => typeof v === 'string')),
  ];
  if (!ids.length) return [];
  const found = new Set(await rt.registry.services.existingCustomers(tx, ids));
  return rows
    .filter((r) => typeof r.values.customerId === 'string' && !found.has(r.values.customerId))
    .map((r) => ({
      row: r.row,
      key: 'customerId',
      column: rt.labels.customerId![ctx.lang],
      message: new BizError('notExist', [{ label: rt.labels.customerId! }]).render(ctx.lang),
    }));
}
