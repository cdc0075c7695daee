import { message, type SearchPayload } from '@freightdesk/domain';
import { asc, sql } from 'drizzle-orm';
import { type CellRaw, writeSheet } from '#platform/excel/excel.service.ts';
import { BizError } from '#platform/http/errors.ts';
import { FileResponse, XLSX_CONTENT_TYPE } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { JobProgress } from '#platform/jobs/job-runner.ts';
import { scopeFilter } from './entity-access.ts';
import {
  col,
  MASK,
  maskRecord,
  orderTerms,
  qualified,
  recordSelection,
  searchWhere,
} from './entity-query.ts';
import { entityTitle } from './entity-read.service.ts';
import type { EntityRuntime } from './entity-runtime.ts';
import { sampleRow } from './entity-sample.ts';
import { cellOf, headerSpec, loadDictionaries, sheetColumns } from './entity-sheet.ts';

/** Most rows one export holds (larger exports must narrow the search). */
export const EXPORT_MAX_ROWS = 50_000;
/** Rows turned into cells between two progress reports. */
const PROGRESS_BATCH = 1_000;

/** `yyyyMMddHHmmss` of an instant (file names). */
function stamp(now: Date): string {
  return now.toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

function xlsx(name: string, body: Buffer): FileResponse {
  return new FileResponse(name, XLSX_CONTENT_TYPE, body);
}

/**
 * Exports the rows matching a search (same criteria, sort and scope) as xlsx: headers are the field labels
 * in the caller's language; enums, booleans and references appear as labels. Runs as a job (the file
 * is its result), reporting the rows done.
 */
export async function exportEntity(
  ctx: AuthedContext,
  rt: EntityRuntime,
  input: SearchPayload,
  job: JobProgress,
): Promise<FileResponse> {
  const where = await searchWhere(ctx, rt, input);
  const selection = recordSelection(rt, ctx.lang);
  if (rt.def.customerScoped) {
    selection.customerCode =
      sql<string>`(select c.code from customer c where c.id = ${qualified(rt, 'customerId')})`.as(
        'customer_code',
      );
  }
  const rows = await ctx.db
    .select(selection)
    .from(rt.table)
    .where(where)
    .orderBy(...orderTerms(rt, input.sort))
    .limit(EXPORT_MAX_ROWS + 1);
  if (rows.length > EXPORT_MAX_ROWS) throw new BizError('exportTooManyRows', [EXPORT_MAX_ROWS]);
  const columns = sheetColumns(ctx, rt);
  const dicts = await loadDictionaries(ctx.db, rt);
  const cells: CellRaw[][] = [];
  for (const [i, r] of rows.entries()) {
    if (i % PROGRESS_BATCH === 0) await job.progress(i, rows.length, 'jobExportingRows');
    const record = maskRecord(ctx, rt, r);
    cells.push(
      columns.map((c) =>
        c.field?.maskPermission && record[c.key] === MASK ? MASK : cellOf(c, record, ctx.lang, dicts),
      ),
    );
  }
  await job.progress(rows.length, rows.length, 'jobExportingRows');
  const title = entityTitle(rt, ctx.lang);
  const body = await writeSheet(
    title,
    columns.map((c) => headerSpec(c, ctx.lang)),
    cells,
  );
  return xlsx(`${title}-${stamp(ctx.now)}.xlsx`, body);
}

/** The import template: the import columns (required ones marked `*`) and one example row. */
export async function importTemplate(ctx: AuthedContext, rt: EntityRuntime): Promise<FileResponse> {
  const columns = sheetColumns(ctx, rt);
  const dicts = await loadDictionaries(ctx.db, rt);
  const example = (await rt.rules.importExample?.(ctx)) ?? {};
  const record: Record<string, unknown> = { ...sampleRow(rt.def, 1), ...example, enabled: true };
  for (const [key, f] of Object.entries(rt.def.fields)) {
    if (f.type === 'dict') {
      const first = [...(dicts.get(f.dictionary)?.keys() ?? [])][0];
      record[key] = first ? (f.multiple ? [first] : first) : null;
    }
    if (f.type === 'ref') {
      const target = rt.registry.get(f.entity);
      const label = col(target, f.labelField);
      const [row] = await ctx.db
        .select({ label })
        .from(target.table)
        .where(scopeFilter(ctx, target))
        .orderBy(asc(label))
        .limit(1);
      record[`${key}Label`] = row?.label ?? f.label[ctx.lang];
      record[key] = 'ref';
    }
  }
  const cells: CellRaw[] = columns.map((c) => cellOf(c, record, ctx.lang, dicts));
  const specs = columns.map((c) => headerSpec(c, ctx.lang, true));
  if (specs[0]) specs[0] = { ...specs[0], note: message(ctx.lang, 'importExampleRow') };
  const title = entityTitle(rt, ctx.lang);
  return xlsx(`${title}-template.xlsx`, await writeSheet(title, specs, [cells]));
}
