import {
  LANGUAGES,
  type Language,
  type ParcelImportProblem,
  type ParcelImportValues,
  PDS_IMPORT_COLUMNS,
  parcelImportColumnLabel,
} from '@freightdesk/domain';
import { type CellRaw, type ReadSheet, writeSheet } from '#platform/excel/excel.service.ts';
import { BizError } from '#platform/http/errors.ts';
import { issueError, issueField } from '#platform/http/validation.ts';
import type { ImportRowError } from './import-waybill.schema.ts';

/**
 * The batch order sheet: headers in the caller's language (required ones marked `*`), read back in
 * any of the three; one parcel a row.
 */

const norm = (s: string) => s.replace(/^\*/, '').trim().toLowerCase();

/** The template: one header row in the caller's language. */
export function templateSheet(lang: Language): Promise<Buffer> {
  return writeSheet(
    'parcels',
    PDS_IMPORT_COLUMNS.map((c) => ({
      header: `${c.required ? '*' : ''}${c.label[lang]}`,
      width: c.width ?? Math.max(12, c.label[lang].length + 4),
    })),
    [],
  );
}

/** Column index per key from headers in any language; a missing required column is refused. */
export function matchColumns(headers: readonly string[], lang: Language): Map<string, number> {
  const at = new Map<string, number>();
  for (const c of PDS_IMPORT_COLUMNS) {
    const names = new Set(LANGUAGES.map((l) => norm(c.label[l])));
    const i = headers.findIndex((h) => names.has(norm(h)));
    if (i >= 0) at.set(c.key, i);
  }
  const missing = PDS_IMPORT_COLUMNS.filter((c) => c.required && !at.has(c.key));
  if (missing.length)
    throw new BizError('importColumnMissing', [missing.map((c) => c.label[lang]).join(', ')]);
  return at;
}

function text(cell: CellRaw | undefined): string | undefined {
  if (cell === null || cell === undefined) return undefined;
  const s = cell instanceof Date ? cell.toISOString() : String(cell).trim();
  return s === '' ? undefined : s;
}

/** The rows of the sheet as values by column key. */
export function sheetRows(sheet: ReadSheet, at: Map<string, number>) {
  return sheet.rows.map((r) => {
    const values: ParcelImportValues = {};
    for (const [key, i] of at) values[key] = text(r.cells[i]);
    return { row: r.row, values };
  });
}

/** A row problem in the caller's language, on its column. */
export function problemText(p: ParcelImportProblem, lang: Language): ImportRowError {
  const label = parcelImportColumnLabel(p.column);
  const err =
    'issue' in p
      ? issueError(p.issue, label ? { [issueField(p.issue.path)]: label } : undefined)
      : new BizError(p.key, p.params);
  return { column: label?.[lang] ?? '', message: err.render(lang) };
}
