import Decimal from 'decimal.js';
import ExcelJS from 'exceljs';
import { BizError } from '#platform/http/errors.ts';

/** A cell as read from or written to a sheet. */
export type CellRaw = string | number | boolean | Date | null;

/**
 * Money (exact decimal text) as the number a sheet cell holds: a spreadsheet keeps every number as a
 * double, so the text is read by the decimal library and handed over as it is, never computed on.
 */
export function moneyCell(value: string | number): number {
  return new Decimal(value).toNumber();
}

/** One written column: header text, width, and an Excel number format for numeric cells. */
export type SheetColumnSpec = { header: string; width?: number; numFmt?: string; note?: string };

/** A sheet read back: header texts and the non-empty data rows with their spreadsheet row numbers. */
export type ReadSheet = { headers: string[]; rows: { row: number; cells: CellRaw[] }[] };

/** Writes one sheet (bold header row, frozen) and returns the xlsx file. */
export async function writeSheet(
  name: string,
  columns: readonly SheetColumnSpec[],
  rows: readonly CellRaw[][],
): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name.replace(/[\\/?*[\]:]/g, ' ').slice(0, 31) || 'Sheet1', {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => ({
    header: c.header,
    width: c.width ?? Math.max(12, c.header.length + 4),
  }));
  sheet.getRow(1).font = { bold: true };
  columns.forEach((c, i) => {
    if (c.note) sheet.getRow(1).getCell(i + 1).note = c.note;
  });
  for (const values of rows) {
    const row = sheet.addRow(values);
    columns.forEach((c, i) => {
      if (c.numFmt && typeof values[i] === 'number') row.getCell(i + 1).numFmt = c.numFmt;
    });
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

function cellRaw(value: ExcelJS.CellValue): CellRaw {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  if (value instanceof Date) return value;
  if ('richText' in value) return value.richText.map((t) => t.text).join('');
  if ('hyperlink' in value) return value.text;
  if ('formula' in value || 'sharedFormula' in value) {
    const result = value.result;
    return result === undefined || (typeof result === 'object' && !(result instanceof Date)) ? null : result;
  }
  return null;
}

const isEmpty = (c: CellRaw) => c === null || (typeof c === 'string' && c.trim() === '');

/** Reads the first sheet of an xlsx file (refused with "file read failed" when it is not one). */
export async function readSheet(file: Buffer): Promise<ReadSheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file as unknown as ExcelJS.Buffer);
  } catch {
    throw new BizError('excelReadFailed');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new BizError('excelReadFailed');
  const width = sheet.columnCount;
  const read = (r: ExcelJS.Row) => Array.from({ length: width }, (_, i) => cellRaw(r.getCell(i + 1).value));
  const headers = read(sheet.getRow(1)).map((h) => (h === null ? '' : String(h).trim()));
  const rows: ReadSheet['rows'] = [];
  sheet.eachRow({ includeEmpty: false }, (r, row) => {
    if (row === 1) return;
    const cells = read(r);
    if (cells.some((c) => !isEmpty(c))) rows.push({ row, cells });
  });
  return { headers, rows };
}
