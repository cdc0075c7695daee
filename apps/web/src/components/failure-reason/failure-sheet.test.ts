import { describe, expect, it } from 'vitest';
import { failureRowsOf, failureSheetFile, failureSheetRows, toCsv } from './failure-sheet.ts';

const headers = { index: 'No.', row: 'Row', column: 'Column', message: 'Reason' };
const rows = [
  { row: 3, column: 'Two-letter code', message: 'Two-letter code is not in a valid format' },
  { row: 7, column: 'Chinese name, English name', message: 'Say "hi", then\nleave' },
];

describe('failure reason sheet', () => {
  it('numbers the rows under a header', () => {
    expect(failureSheetRows(rows, headers)).toEqual([
      ['No.', 'Row', 'Column', 'Reason'],
      ['1', '3', 'Two-letter code', 'Two-letter code is not in a valid format'],
      ['2', '7', 'Chinese name, English name', 'Say "hi", then\nleave'],
    ]);
  });

  it('writes CSV with a BOM, quoting where needed', () => {
    const csv = toCsv(failureSheetRows(rows, headers));
    expect(csv.startsWith('\uFEFFNo.,Row,Column,Reason\r\n')).toBe(true);
    expect(csv).toContain('1,3,Two-letter code,Two-letter code is not in a valid format\r\n');
    expect(csv).toContain('2,7,"Chinese name, English name","Say ""hi"", then\nleave"');
  });

  it('never lets a cell start a formula', () => {
    expect(toCsv([['=SUM(A1)', '-1', 'plain']])).toBe("\uFEFF'=SUM(A1),'-1,plain");
  });

  it('gives a CSV file', async () => {
    const file = failureSheetFile(rows, headers, 'failure.csv');
    expect(file.filename).toBe('failure.csv');
    expect(file.blob.type).toBe('text/csv;charset=utf-8');
    const bytes = new Uint8Array(await file.blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });
});

describe('row problems of a refused call', () => {
  it('are read from data.errors', () => {
    expect(
      failureRowsOf({ errors: [{ row: 2, column: 'Code', message: 'Code already exists' }, { row: 'x' }] }),
    ).toEqual([{ row: 2, column: 'Code', message: 'Code already exists' }]);
    expect(failureRowsOf({ errors: [] })).toBeNull();
    expect(failureRowsOf(null)).toBeNull();
  });
});
