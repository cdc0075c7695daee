import Decimal from 'decimal.js';
import { MONEY_SCALE } from '../../platform/constants.ts';
import type { MessageKey } from '../../platform/messages/catalogue.ts';
import { RECONCILE_KINDS, type ReconcileKind } from './agent-reconcile-labels.ts';

/**
 * The matching of an agent's statement with our agent fees (pure): both sides summed per waybill
 * and currency, rounded half up to the cent, then compared. docs/finance.md "Agent reconciliation".
 */

/** One line of the statement as read with the saved mapping (texts as in the file). */
export type AgentStatementRow = {
  row: number;
  number?: string;
  amount?: string;
  currency?: string;
  feeName?: string;
  date?: string;
};
/** One of our agent fee rows, with the number the statement names its waybill by. */
export type OurFee = {
  waybillId: string;
  waybillNo: string;
  number: string;
  currency: string;
  value: string;
};

export type ReconcileLineDraft = {
  kind: ReconcileKind;
  waybillId: string | null;
  waybillNo: string | null;
  number: string;
  currency: string | null;
  ours: string | null;
  theirs: string | null;
  /** Theirs − ours. */
  difference: string | null;
  rows: number[];
  feeNames: string[];
  messageKey: MessageKey | null;
  messageParams: (string | number)[];
};
export type ReconcileTotal = {
  kind: ReconcileKind;
  currency: string | null;
  count: number;
  ours: string;
  theirs: string;
  difference: string;
};

const cents = (d: Decimal) => d.toDecimalPlaces(MONEY_SCALE, Decimal.ROUND_HALF_UP).toFixed(MONEY_SCALE);
const key = (number: string) => number.trim().toUpperCase();

/** An amount as written in a statement ("1,234.50", " 12 "), or null when it is not one. */
export function agentStatementAmount(text: string | undefined): Decimal | null {
  const s = (text ?? '').replace(/[,\s]/g, '');
  if (!/^[-+]?(\d+(\.\d*)?|\.\d+)$/.test(s)) return null;
  return new Decimal(s);
}

const blank = (over: Partial<ReconcileLineDraft>): ReconcileLineDraft => ({
  kind: 'refused',
  waybillId: null,
  waybillNo: null,
  number: '',
  currency: null,
  ours: null,
  theirs: null,
  difference: null,
  rows: [],
  feeNames: [],
  messageKey: null,
  messageParams: [],
  ...over,
});

type Theirs = { number: string; currency: string; sum: Decimal; rows: number[]; feeNames: string[] };
type Ours = { waybillId: string; waybillNo: string; sum: Decimal; used: boolean };

/** Valid statement rows summed per number and currency; the others refused with their reason. */
function readTheirs(rows: readonly AgentStatementRow[]) {
  const refused: ReconcileLineDraft[] = [];
  const groups = new Map<string, Theirs>();
  for (const r of rows) {
    const number = r.number?.trim() ?? '';
    const amount = agentStatementAmount(r.amount);
    const currency = r.currency?.trim().toUpperCase() ?? '';
    const refuse = (messageKey: MessageKey, params: (string | number)[]) =>
      refused.push(blank({ number, rows: [r.row], theirs: null, messageKey, messageParams: params }));
    if (!number) refuse('agentReconcileLineNoNumber', [r.row]);
    else if (!amount) refuse('agentReconcileLineAmount', [r.row, r.amount ?? '']);
    else if (!currency) refuse('agentReconcileLineNoCurrency', [r.row]);
    else {
      const k = `${key(number)}\u0000${currency}`;
      const g = groups.get(k) ?? { number, currency, sum: new Decimal(0), rows: [], feeNames: [] };
      g.sum = g.sum.plus(amount);
      g.rows.push(r.row);
      if (r.feeName?.trim()) g.feeNames.push(r.feeName.trim());
      groups.set(k, g);
    }
  }
  return { refused, groups: [...groups.values()] };
}

/** Our fees summed per number and currency. */
function readOurs(fees: readonly OurFee[]): Map<string, Map<string, Ours>> {
  const out = new Map<string, Map<string, Ours>>();
  for (const f of fees) {
    const byCurrency = out.get(key(f.number)) ?? new Map<string, Ours>();
    const o = byCurrency.get(f.currency) ?? {
      waybillId: f.waybillId,
      waybillNo: f.waybillNo,
      sum: new Decimal(0),
      used: false,
    };
    o.sum = o.sum.plus(f.value);
    byCurrency.set(f.currency, o);
    out.set(key(f.number), byCurrency);
  }
  return out;
}

/** One statement group against our side: matched, different, only theirs, or refused for its currency. */
function compare(g: Theirs, ours: Map<string, Map<string, Ours>>): ReconcileLineDraft[] {
  const byCurrency = ours.get(key(g.number));
  const theirs = cents(g.sum);
  const common = { number: g.number, currency: g.currency, rows: g.rows, feeNames: g.feeNames };
  if (!byCurrency) return [blank({ ...common, kind: 'onlyTheirs', theirs, difference: theirs })];
  const o = byCurrency.get(g.currency);
  if (!o) {
    const first = [...byCurrency.values()][0]!;
    const currencies = [...byCurrency.keys()].join(', ');
    return g.rows.map((row) =>
      blank({
        number: g.number,
        currency: g.currency,
        waybillId: first.waybillId,
        waybillNo: first.waybillNo,
        rows: [row],
        messageKey: 'agentReconcileLineCurrency',
        messageParams: [row, g.currency, first.waybillNo, currencies],
      }),
    );
  }
  o.used = true;
  const mine = cents(o.sum);
  const difference = cents(new Decimal(theirs).minus(mine));
  return [
    blank({
      ...common,
      kind: new Decimal(difference).isZero() ? 'matched' : 'different',
      waybillId: o.waybillId,
      waybillNo: o.waybillNo,
      ours: mine,
      theirs,
      difference,
    }),
  ];
}

/**
 * Reconciles statement rows with our fees: per number and currency, matched (equal to the cent),
 * different (with theirs − ours), only theirs, only ours (fees the statement does not name), and
 * refused rows (no number, no valid amount, no currency, or a currency our fees of the waybill are
 * not in). Lines come by kind, then number.
 */
export function reconcileStatement(
  rows: readonly AgentStatementRow[],
  fees: readonly OurFee[],
): { lines: ReconcileLineDraft[]; totals: ReconcileTotal[] } {
  const { refused, groups } = readTheirs(rows);
  const ours = readOurs(fees);
  const lines = [...refused, ...groups.flatMap((g) => compare(g, ours))];
  for (const [number, byCurrency] of ours)
    for (const [currency, o] of byCurrency)
      if (!o.used) {
        const mine = cents(o.sum);
        lines.push(
          blank({
            kind: 'onlyOurs',
            number: o.waybillNo || number,
            currency,
            waybillId: o.waybillId,
            waybillNo: o.waybillNo,
            ours: mine,
            difference: cents(new Decimal(mine).negated()),
          }),
        );
      }
  const order = (k: ReconcileKind) => RECONCILE_KINDS.indexOf(k);
  lines.sort((a, b) => order(a.kind) - order(b.kind) || a.number.localeCompare(b.number));
  return { lines, totals: reconcileTotals(lines) };
}

/** Count and sums per kind and currency (refused lines per kind only). */
export function reconcileTotals(
  lines: readonly Pick<ReconcileLineDraft, 'kind' | 'currency' | 'ours' | 'theirs' | 'difference'>[],
): ReconcileTotal[] {
  const out = new Map<string, { t: ReconcileTotal; o: Decimal; th: Decimal; d: Decimal }>();
  for (const l of lines) {
    const currency = l.kind === 'refused' ? null : l.currency;
    const k = `${l.kind}\u0000${currency ?? ''}`;
    const e = out.get(k) ?? {
      t: { kind: l.kind, currency, count: 0, ours: '0.00', theirs: '0.00', difference: '0.00' },
      o: new Decimal(0),
      th: new Decimal(0),
      d: new Decimal(0),
    };
    e.t.count += 1;
    e.o = e.o.plus(l.ours ?? 0);
    e.th = e.th.plus(l.theirs ?? 0);
    e.d = e.d.plus(l.difference ?? 0);
    out.set(k, e);
  }
  const order = (k: ReconcileKind) => RECONCILE_KINDS.indexOf(k);
  return [...out.values()]
    .map((e) => ({ ...e.t, ours: cents(e.o), theirs: cents(e.th), difference: cents(e.d) }))
    .sort((a, b) => order(a.kind) - order(b.kind) || (a.currency ?? '').localeCompare(b.currency ?? ''));
}
