import Decimal from 'decimal.js';
import { ACCOUNTING_UTC_OFFSET_HOURS } from '../lock-record/index.light.ts';

/**
 * Reading a bank statement's lines (spec back-office §7 accountFlow "import steps"): the file's
 * columns are mapped once per cash account to these fields; an amount is either one signed column or
 * two columns, money in and money out. docs/finance.md "Bank statements".
 */
export const STATEMENT_FIELDS = [
  'tradeTime',
  'amount',
  'inValue',
  'outValue',
  'counterpartyName',
  'counterpartyCard',
  'summary',
  'bankRef',
] as const;
export type StatementField = (typeof STATEMENT_FIELDS)[number];
/** Field → the header text of the file's column. */
export type StatementMapping = Partial<Record<StatementField, string>>;

/** A cell as read from the file (xlsx cells keep their type; csv cells are text). */
export type StatementCell = string | number | boolean | Date | null;

/** A statement line read from one row: `value` signed (in +, out −), two decimals. */
export type StatementLine = {
  row: number;
  tradeTime: Date;
  value: string;
  counterpartyName: string | null;
  counterpartyCard: string | null;
  summary: string | null;
  bankRef: string | null;
};
/** Why a row could not be read: the field and the message key. */
export type StatementRowError = {
  row: number;
  field: StatementField;
  key: 'statementBadAmount' | 'statementBadTime';
};

const text = (c: StatementCell): string => (c === null || c === undefined ? '' : String(c).trim());

/**
 * An amount cell as money, two decimals half up: numbers, or text with thousands separators, a sign,
 * a currency symbol or parentheses for a negative ("(12.50)"). Empty → null; unreadable → undefined.
 */
export function parseStatementAmount(cell: StatementCell): Decimal | null | undefined {
  if (typeof cell === 'number')
    return Number.isFinite(cell)
      ? new Decimal(String(cell)).toDecimalPlaces(2, Decimal.ROUND_HALF_UP)
      : undefined;
  let s = text(cell).replace(/[,\s¥$€£₫]|RMB|CNY|USD|VND/gi, '');
  if (s === '' || s === '-') return null;
  let negative = false;
  const paren = /^\((.*)\)$/.exec(s);
  if (paren) {
    negative = true;
    s = paren[1] ?? '';
  }
  if (!/^[+-]?\d+(\.\d+)?$/.test(s)) return undefined;
  const value = new Decimal(s).toDecimalPlaces(2, Decimal.ROUND_HALF_UP);
  return negative ? value.negated() : value;
}

const TIME = /^(\d{4})[-/.]?(\d{1,2})[-/.]?(\d{1,2})(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A time cell: an xlsx date (its wall clock) or text `YYYY-MM-DD[ HH:mm[:ss]]` (also `/`, `.` or none
 * between the date parts), read as the accounting time zone's wall clock.
 */
export function parseStatementTime(cell: StatementCell): Date | undefined {
  const wall = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0): Date | undefined => {
    const at = new Date(Date.UTC(y, mo - 1, d, h, mi, s));
    if (at.getUTCMonth() !== mo - 1 || at.getUTCDate() !== d || h > 23 || mi > 59 || s > 59) return undefined;
    return new Date(at.getTime() - ACCOUNTING_UTC_OFFSET_HOURS * 3_600_000);
  };
  if (cell instanceof Date) {
    if (Number.isNaN(cell.getTime())) return undefined;
    return wall(
      cell.getUTCFullYear(),
      cell.getUTCMonth() + 1,
      cell.getUTCDate(),
      cell.getUTCHours(),
      cell.getUTCMinutes(),
      cell.getUTCSeconds(),
    );
  }
  const m = TIME.exec(text(cell));
  if (!m) return undefined;
  const n = (i: number) => Number(m[i] ?? 0);
  return wall(n(1), n(2), n(3), n(4), n(5), n(6));
}

/** Reads one row with a mapping (headers → column index already resolved). */
export function readStatementRow(
  row: number,
  cellOf: (field: StatementField) => StatementCell,
  mapping: StatementMapping,
): StatementLine | StatementRowError {
  const tradeTime = parseStatementTime(cellOf('tradeTime'));
  if (!tradeTime) return { row, field: 'tradeTime', key: 'statementBadTime' };
  let value: Decimal;
  if (mapping.amount) {
    const amount = parseStatementAmount(cellOf('amount'));
    if (!amount || amount.isZero()) return { row, field: 'amount', key: 'statementBadAmount' };
    value = amount;
  } else {
    const inValue = mapping.inValue ? parseStatementAmount(cellOf('inValue')) : null;
    const outValue = mapping.outValue ? parseStatementAmount(cellOf('outValue')) : null;
    if (inValue === undefined) return { row, field: 'inValue', key: 'statementBadAmount' };
    if (outValue === undefined) return { row, field: 'outValue', key: 'statementBadAmount' };
    const hasIn = inValue !== null && !inValue.isZero();
    const hasOut = outValue !== null && !outValue.isZero();
    // exactly one side carries the amount
    if (hasIn === hasOut) return { row, field: hasIn ? 'outValue' : 'inValue', key: 'statementBadAmount' };
    value = hasIn ? (inValue as Decimal).abs() : (outValue as Decimal).abs().negated();
  }
  const optional = (field: StatementField) => (mapping[field] ? text(cellOf(field)) || null : null);
  return {
    row,
    tradeTime,
    value: value.toFixed(2),
    counterpartyName: optional('counterpartyName'),
    counterpartyCard: optional('counterpartyCard'),
    summary: optional('summary'),
    bankRef: optional('bankRef'),
  };
}

/**
 * What makes a line the same as one imported before: the account and every read field. Identical
 * lines within one file (two equal bank fees on a day) are told apart by their occurrence, so the
 * same file imported twice is refused line by line and a new file adds only its new lines.
 */
export function statementFingerprints(accountId: string, lines: readonly StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((l) => {
    const key = [
      accountId,
      l.tradeTime.toISOString(),
      l.value,
      l.counterpartyName ?? '',
      l.counterpartyCard ?? '',
      l.summary ?? '',
      l.bankRef ?? '',
    ].join('\u001f');
    const n = (seen.get(key) ?? 0) + 1;
    seen.set(key, n);
    return `${key}\u001f${n}`;
  });
}

/** A first guess of the mapping from header texts (zh-CN, en-US and vi-VN bank words). */
export function guessStatementMapping(headers: readonly string[]): StatementMapping {
  const words: Record<StatementField, RegExp> = {
    tradeTime: /交易(时间|日期)|日期|date|time|ngày/i,
    amount: /^(金额|交易金额|amount|số tiền)$/i,
    inValue: /收入|贷方|存入|credit|\bin\b|tiền vào|ghi có/i,
    outValue: /支出|借方|取出|debit|\bout\b|tiền ra|ghi nợ/i,
    counterpartyName: /对方(户名|名称)|对方单位|counterparty|payer|payee|tên đối tác/i,
    counterpartyCard: /对方(账号|卡号)|account no|card|số tài khoản/i,
    summary: /摘要|用途|附言|summary|memo|description|diễn giải|nội dung/i,
    bankRef: /流水号|交易号|参考号|reference|ref|mã giao dịch/i,
  };
  const mapping: StatementMapping = {};
  const used = new Set<string>();
  for (const field of STATEMENT_FIELDS) {
    const header = headers.find((h) => h && !used.has(h) && words[field].test(h));
    if (header) {
      mapping[field] = header;
      used.add(header);
    }
  }
  if (mapping.amount) {
    delete mapping.inValue;
    delete mapping.outValue;
  }
  return mapping;
}
