import {
  type Language,
  type ParcelImportProblem,
  type ParcelImportValues,
  PDS_IMPORT_COLUMNS,
  parcelImportColumnLabel,
} from '@freightdesk/domain';
import type { ReadSheet } from '#platform/excel/excel.service.ts';
import { cellText, importTemplate, matchImportColumns } from '#platform/excel/import-sheet.ts';
import { BizError } from '#platform/http/errors.ts';
import { issueError, issueField } from '#platform/http/validation.ts';
import type { ImportRowError } from './import-waybill.schema.ts';

/**
 * The batch order sheet: headers in the caller's language (required ones marked `*`), read back in
 * any of the three; one parcel a row.
 */

/** The template: one header row in the caller's language. */
export const templateSheet = (lang: Language) => importTemplate('parcels', PDS_IMPORT_COLUMNS, lang);

/** Column index per key from headers in any language; a missing required column is refused. */
export const matchColumns = (headers: readonly string[], lang: Language) =>
  matchImportColumns(PDS_IMPORT_COLUMNS, headers, lang);

/** The rows of the sheet as values by column key. */
export function sheetRows(sheet: ReadSheet, at: Map<string, number>) {
  return sheet.rows.map((r) => {
    const values: ParcelImportValues = {};
    for (const [key, i] of at) values[key] = cellText(r.cells[i]);
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
