import { describe, expect, it } from 'vitest';
import {
  guessStatementMapping,
  parseStatementAmount,
  parseStatementTime,
  readStatementRow,
  type StatementCell,
  type StatementField,
  type StatementLine,
  statementFingerprints,
} from './statement-lines.ts';

describe('statement amounts', () => {
  it.each([
    ['1,234.50', '1234.50'],
    ['-12', '-12.00'],
    ['(12.50)', '-12.50'],
    ['¥ 8.005', '8.01'],
    ['+3.1', '3.10'],
    [1234.5, '1234.50'],
    [0.1 + 0.2, '0.30'],
  ])('%s reads as %s', (cell, expected) => {
    expect(parseStatementAmount(cell)?.toFixed(2)).toBe(expected);
  });
  it('empty is null, words are unreadable', () => {
    expect(parseStatementAmount('')).toBeNull();
    expect(parseStatementAmount(null)).toBeNull();
    expect(parseStatementAmount('twelve')).toBeUndefined();
    expect(parseStatementAmount('1.2.3')).toBeUndefined();
  });
});

describe('statement times', () => {
  it('reads text as the accounting wall clock (UTC+8)', () => {
    expect(parseStatementTime('2026-11-02 09:30')?.toISOString()).toBe('2026-11-02T01:30:00.000Z');
    expect(parseStatementTime('2026/11/02')?.toISOString()).toBe('2026-11-01T16:00:00.000Z');
    expect(parseStatementTime('20261102')?.toISOString()).toBe('2026-11-01T16:00:00.000Z');
  });
  it('reads an xlsx date by its wall clock', () => {
    expect(parseStatementTime(new Date(Date.UTC(2026, 10, 2, 9, 30)))?.toISOString()).toBe(
      '2026-11-02T01:30:00.000Z',
    );
  });
  it('refuses impossible dates and text', () => {
    expect(parseStatementTime('2026-02-30')).toBeUndefined();
    expect(parseStatementTime('2026-11-02 25:00')).toBeUndefined();
    expect(parseStatementTime('yesterday')).toBeUndefined();
  });
});

const row = (cells: Partial<Record<StatementField, StatementCell>>) => (f: StatementField) =>
  cells[f] ?? null;

describe('reading a row', () => {
  it('takes one signed amount column', () => {
    const line = readStatementRow(2, row({ tradeTime: '2026-11-02', amount: '-35.00', summary: ' fee ' }), {
      tradeTime: 'Date',
      amount: 'Amount',
      summary: 'Memo',
    });
    expect(line).toMatchObject({ row: 2, value: '-35.00', summary: 'fee', counterpartyName: null });
  });
  it('takes money in and money out columns, exactly one filled', () => {
    const mapping = { tradeTime: 'D', inValue: 'In', outValue: 'Out' };
    expect(
      readStatementRow(3, row({ tradeTime: '2026-11-02', inValue: '100', outValue: '' }), mapping),
    ).toMatchObject({ value: '100.00' });
    expect(readStatementRow(4, row({ tradeTime: '2026-11-02', outValue: '7.5' }), mapping)).toMatchObject({
      value: '-7.50',
    });
    expect(
      readStatementRow(5, row({ tradeTime: '2026-11-02', inValue: '1', outValue: '2' }), mapping),
    ).toEqual({
      row: 5,
      field: 'outValue',
      key: 'statementBadAmount',
    });
    expect(readStatementRow(6, row({ tradeTime: '2026-11-02' }), mapping)).toEqual({
      row: 6,
      field: 'inValue',
      key: 'statementBadAmount',
    });
  });
  it('names the field it could not read', () => {
    expect(
      readStatementRow(7, row({ tradeTime: 'soon', amount: '1' }), { tradeTime: 'D', amount: 'A' }),
    ).toEqual({
      row: 7,
      field: 'tradeTime',
      key: 'statementBadTime',
    });
    expect(
      readStatementRow(8, row({ tradeTime: '2026-11-02', amount: '0' }), { tradeTime: 'D', amount: 'A' }),
    ).toEqual({ row: 8, field: 'amount', key: 'statementBadAmount' });
  });
});

describe('fingerprints', () => {
  const line = (row: number, value: string): StatementLine => ({
    row,
    tradeTime: new Date('2026-11-02T00:00:00Z'),
    value,
    counterpartyName: null,
    counterpartyCard: null,
    summary: 'fee',
    bankRef: null,
  });
  it('tells two equal lines of one file apart and gives a re-import the same ones', () => {
    const first = statementFingerprints('a', [line(2, '-1.00'), line(3, '-1.00'), line(4, '-2.00')]);
    expect(new Set(first).size).toBe(3);
    expect(statementFingerprints('a', [line(9, '-1.00'), line(10, '-1.00'), line(11, '-2.00')])).toEqual(
      first,
    );
    expect(statementFingerprints('b', [line(2, '-1.00')])[0]).not.toBe(first[0]);
  });
});

describe('guessing the mapping', () => {
  it('finds Chinese and English bank headers', () => {
    expect(
      guessStatementMapping(['交易时间', '收入金额', '支出金额', '对方户名', '对方账号', '摘要']),
    ).toEqual({
      tradeTime: '交易时间',
      inValue: '收入金额',
      outValue: '支出金额',
      counterpartyName: '对方户名',
      counterpartyCard: '对方账号',
      summary: '摘要',
    });
    expect(guessStatementMapping(['Date', 'Amount', 'Memo', 'Reference'])).toEqual({
      tradeTime: 'Date',
      amount: 'Amount',
      summary: 'Memo',
      bankRef: 'Reference',
    });
  });
});
