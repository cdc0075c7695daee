import { LANGUAGES, type Language, type Message } from '@freightdesk/domain';
import { BizError } from '#platform/http/errors.ts';
import { type CellRaw, writeSheet } from './excel.service.ts';

/**
 * What every import sheet shares: a template whose headers are in the caller's language (required
 * ones marked `*`), headers read back in any of the three languages, and cells read as trimmed text.
 */

/** A column of an import sheet. */
export type ImportColumn = { key: string; label: Message; required?: boolean; width?: number };

const norm = (s: string) => s.replace(/^\*/, '').trim().toLowerCase();

/** The template: one header row in the caller's language. */
export function importTemplate(
  sheet: string,
  columns: readonly ImportColumn[],
  lang: Language,
): Promise<Buffer> {
  return writeSheet(
    sheet,
    columns.map((c) => ({
      header: `${c.required ? '*' : ''}${c.label[lang]}`,
      width: c.width ?? Math.max(12, c.label[lang].length + 4),
    })),
    [],
  );
}

/** Column index per key, from headers in any of the three languages; a missing required column is refused. */
export function matchImportColumns(
  columns: readonly ImportColumn[],
  headers: readonly string[],
  lang: Language,
): Map<string, number> {
  const at = new Map<string, number>();
  for (const c of columns) {
    const names = new Set(LANGUAGES.map((l) => norm(c.label[l])));
    const i = headers.findIndex((h) => names.has(norm(h)));
    if (i >= 0) at.set(c.key, i);
  }
  const missing = columns.filter((c) => c.required && !at.has(c.key));
  if (missing.length)
    throw new BizError('importColumnMissing', [missing.map((c) => c.label[lang]).join(', ')]);
  return at;
}

/** A cell as trimmed text (a date as its ISO form); empty as undefined. */
export function cellText(cell: CellRaw | undefined): string | undefined {
  if (cell === null || cell === undefined) return undefined;
  const s = cell instanceof Date ? cell.toISOString() : String(cell).trim();
  return s === '' ? undefined : s;
}
