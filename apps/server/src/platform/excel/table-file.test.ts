import { describe, expect, it } from 'vitest';
import { csvRows, csvText, readTableFile } from './table-file.ts';

describe('csv tables', () => {
  it('splits by the separator the first line uses, with quoted cells', () => {
    expect(csvRows('a,b\r\n"1,5","say ""hi"""\n')).toEqual([
      ['a', 'b'],
      ['1,5', 'say "hi"'],
    ]);
    expect(csvRows('a;b;c\n1;2,5;3')).toEqual([
      ['a', 'b', 'c'],
      ['1', '2,5', '3'],
    ]);
    expect(csvRows('a\tb\n1\t2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('reads UTF-8 (its BOM dropped) and, failing that, GB18030', () => {
    expect(csvText(Buffer.from('\uFEFF交易时间,金额'))).toBe('交易时间,金额');
    // 交易 in GB18030
    expect(csvText(Buffer.from([0xbd, 0xbb, 0xd2, 0xd7]))).toBe('交易');
  });

  it('keeps file rows as numbered, skipping empty ones, and refuses another format', async () => {
    const sheet = await readTableFile('s.csv', Buffer.from('h1,h2\n\nx,\n'), 'statementNotAFile');
    expect(sheet).toEqual({ headers: ['h1', 'h2'], rows: [{ row: 3, cells: ['x', null] }] });
    await expect(readTableFile('s.pdf', Buffer.from('x'), 'statementNotAFile')).rejects.toMatchObject({
      key: 'statementNotAFile',
    });
  });
});
