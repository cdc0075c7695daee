/**
 * The "failure reason" list (spec §8): numbered rows naming the failing row, column and message,
 * and its export as a sheet built in the browser (CSV with a byte-order mark, which Excel opens
 * with the right encoding).
 */

/** One problem of an import or batch action: the spreadsheet row, the failing column(s), the message. */
export type FailureRow = { row: number; column: string; message: string };

/** Headers of the sheet, in the user's language. */
export type FailureSheetHeaders = { index: string; row: string; column: string; message: string };

/** The sheet's rows: a header line, then one numbered line per problem (numbering from 1). */
export function failureSheetRows(rows: readonly FailureRow[], headers: FailureSheetHeaders): string[][] {
  return [
    [headers.index, headers.row, headers.column, headers.message],
    ...rows.map((r, i) => [String(i + 1), String(r.row), r.column, r.message]),
  ];
}

const BOM = '\uFEFF';

function csvCell(value: string): string {
  // formulas are not evaluated from an exported message (CSV injection)
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** CSV text of a sheet: a BOM, cells quoted when needed, CRLF line ends. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return BOM + rows.map((r) => r.map(csvCell).join(',')).join('\r\n');
}

/** The failure sheet as a CSV file. */
export function failureSheetFile(
  rows: readonly FailureRow[],
  headers: FailureSheetHeaders,
  filename: string,
): { blob: Blob; filename: string } {
  const text = toCsv(failureSheetRows(rows, headers));
  return { blob: new Blob([text], { type: 'text/csv;charset=utf-8' }), filename };
}

/** The row problems a refused call carries in its `data.errors` (imports, batch inserts), or null. */
export function failureRowsOf(data: unknown): FailureRow[] | null {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return null;
  const rows = errors.filter(
    (e): e is FailureRow =>
      typeof e === 'object' &&
      e !== null &&
      typeof (e as FailureRow).row === 'number' &&
      typeof (e as FailureRow).column === 'string' &&
      typeof (e as FailureRow).message === 'string',
  );
  return rows.length ? rows : null;
}
