import { fileFormat, type MessageKey } from '@freightdesk/domain';
import { BizError } from '#platform/http/errors.ts';
import { type CellRaw, type ReadSheet, readSheet } from './excel.service.ts';

/**
 * Tables users upload as xlsx or csv (bank and agent statements): csv in UTF-8 or, as Chinese banks
 * export it, GB18030; cells separated by commas, semicolons or tabs, as the first line uses them.
 */
export const TABLE_FORMATS = ['xlsx', 'csv'] as const;

/** The text of a csv file: UTF-8 (a BOM dropped) when it is valid UTF-8, else GB18030. */
export function csvText(content: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content).replace(/^\uFEFF/, '');
  } catch {
    return new TextDecoder('gb18030').decode(content);
  }
}

const count = (text: string, ch: string) => text.split(ch).length - 1;

/** The separator a csv's first line uses most: tab, semicolon or comma. */
function separatorOf(firstLine: string): string {
  const [best] = ['\t', ';', ','].sort((a, b) => count(firstLine, b) - count(firstLine, a));
  return best && count(firstLine, best) > 0 ? best : ',';
}

/** Splits csv text into rows of cells; double quotes around cells holding separators or quotes. */
export function csvRows(source: string): string[][] {
  const firstLine = source.slice(0, source.search(/\r?\n|$/));
  const sep = separatorOf(firstLine);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"' && source[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === sep) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && source[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

/** A csv file as a sheet: the first non-empty row holds the headers. */
function csvSheet(content: Buffer): ReadSheet {
  const all = csvRows(csvText(content)).map((cells, i) => ({
    row: i + 1,
    cells: cells.map((c) => c.trim()),
  }));
  const filled = all.filter((r) => r.cells.some((c) => c !== ''));
  const [head, ...rest] = filled;
  if (!head) return { headers: [], rows: [] };
  const width = head.cells.length;
  return {
    headers: head.cells,
    rows: rest.map((r) => ({
      row: r.row,
      cells: Array.from({ length: width }, (_, i): CellRaw => r.cells[i] || null),
    })),
  };
}

/** Reads an xlsx or csv file by its name; another format is refused with `notAFile`. */
export async function readTableFile(name: string, content: Buffer, notAFile: MessageKey): Promise<ReadSheet> {
  const format = fileFormat(name);
  if (format === 'csv') return csvSheet(content);
  if (format === 'xlsx') return readSheet(content);
  throw new BizError(notAFile);
}
