import { type Language, type Message, message } from '@freightdesk/domain';
import { BizError } from '#platform/http/errors.ts';
import { FileResponse, XLSX_CONTENT_TYPE } from '#platform/http/file-response.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { JobProgress } from '#platform/jobs/job-runner.ts';
import { type CellRaw, moneyCell, writeSheet } from './excel.service.ts';

/**
 * The export of a list's search as an xlsx file, inside its job: the rows found (one page of at most
 * `maxRows` + 1, so that one too many is refused), progress every 1,000 rows, the caller's language.
 */

const PROGRESS_BATCH = 1_000;

/**
 * A column of an exported sheet: a field of the row, or `text` of it. Money is a number cell with two
 * decimals, a time a date cell, yes / no a word in the caller's language.
 */
export type ExportColumn<Row> = {
  key: Extract<keyof Row, string> | (string & {});
  label: Message;
  money?: boolean;
  time?: boolean;
  text?: (row: Row, lang: Language) => CellRaw;
};

/** One cell of a row as the sheet shows it. */
export function exportRowCell<Row>(column: ExportColumn<Row>, row: Row, lang: Language): CellRaw {
  if (column.text) return column.text(row, lang);
  const v = (row as Record<string, unknown>)[column.key];
  if (typeof v === 'boolean') return message(lang, v ? 'yes' : 'no');
  if (v === null || v === undefined) return null;
  if (column.money) return moneyCell(String(v));
  if (column.time) return new Date(String(v));
  return v as CellRaw;
}

const stamp = (now: Date) => now.toISOString().replace(/[-:T]/g, '').slice(0, 14);

type Sheet<Raw, Row> = {
  /** What the search found: one page of at most `maxRows` + 1 rows. */
  rows: readonly Raw[];
  maxRows: number;
  rowOut: (raw: Raw) => Row;
  columns: readonly ExportColumn<Row>[];
  /** The sheet's title, also the file's name before its time stamp. */
  title: string;
};

/** The xlsx file of a search's rows (`title-yyyymmddhhmmss.xlsx`); more than `maxRows` is refused. */
export async function exportRowsFile<Raw, Row>(
  ctx: AuthedContext,
  job: JobProgress,
  { rows, maxRows, rowOut, columns, title }: Sheet<Raw, Row>,
) {
  if (rows.length > maxRows) throw new BizError('exportTooManyRows', [maxRows]);
  const cells: CellRaw[][] = [];
  for (const [i, raw] of rows.entries()) {
    if (i % PROGRESS_BATCH === 0) await job.progress(i, rows.length, 'jobExportingRows');
    const row = rowOut(raw);
    cells.push(columns.map((c) => exportRowCell(c, row, ctx.lang)));
  }
  await job.progress(rows.length, rows.length, 'jobExportingRows');
  const body = await writeSheet(
    title,
    columns.map((c) => ({
      header: c.label[ctx.lang],
      ...(c.money ? { numFmt: '0.00' } : {}),
      ...(c.time ? { width: 20 } : {}),
    })),
    cells,
  );
  return new FileResponse(`${title}-${stamp(ctx.now)}.xlsx`, XLSX_CONTENT_TYPE, body);
}
