import Decimal from 'decimal.js';
import { FeeStatus } from '../../lms/waybill/index.ts';
import type { MessageKey } from '../../platform/messages/catalogue.ts';
import type { FeeKind } from './fee-kinds.ts';

/**
 * Fee recalculation (back-office §3 "Fee", "Recalculation modes"): which price date and table
 * price a waybill, and which of its existing fee rows a recalculation replaces. Pure; the server
 * loads the rows and writes the answer (docs/pricing.md "Fees on waybills").
 *
 * - smart: the price effective at receive time, unless the waybill's fees were priced with a
 *   specified price (priceNo), which is used again;
 * - receiveTime / sendTime: the price effective at that time (a waybill without it is refused);
 * - specified: the given price table (for its kind), at receive time.
 * Rows: billed / written-off rows and manual rows are never replaced; a row the user adjusted
 * (value ≠ sysValue) only with `force`; a row the user deleted is restored only with
 * `previouslyDeleted`. A row that is kept keeps its subject: no calculated line is added beside it.
 * A locked receivable (payable) keeps every customer (agent) fee.
 */

export const RECALCULATE_MODES = ['smart', 'receiveTime', 'sendTime', 'specified'] as const;
export type RecalculateMode = (typeof RECALCULATE_MODES)[number];

export type RecalcWaybill = {
  receiveTime: Date | null;
  sendTime: Date | null;
  /** Locked receivable / payable: the customer / agent fees are left as they are. */
  isLockReceivable?: boolean;
  isLockPayable?: boolean;
};

/** The kinds whose fees a recalculation may write (a locked receivable or payable is left alone). */
export function recalculableKinds(w: RecalcWaybill): FeeKind[] {
  return [
    ...(w.isLockReceivable ? [] : (['customer'] as const)),
    ...(w.isLockPayable ? [] : (['agent'] as const)),
  ];
}

/** What the decision needs of an existing fee row. */
export type RecalcFeeRow = {
  id: string;
  kind: FeeKind;
  subjectName: string;
  value: string;
  sysValue: string | null;
  isManual: boolean;
  status: number;
  writeOffValue?: string | null;
  isDeleted: boolean;
  priceNo?: string | null;
};

export type RecalcOptions = {
  mode: RecalculateMode;
  /** The specified price (mode specified) and its kind. */
  specified?: { priceId: string; kind: FeeKind } | null;
  force?: boolean;
  previouslyDeleted?: boolean;
  now: Date;
};

export type RecalcPlan =
  | {
      ok: true;
      /** The pricing date. */
      date: Date;
      /** A price table to use instead of selecting one, by kind (specified, or smart reusing priceNo). */
      priceIds: Partial<Record<FeeKind, string>>;
      /** Existing rows the calculated lines replace (removed before writing). */
      replaceIds: string[];
      /** `kind:subject` of kept rows: no calculated line of these is written. */
      keptSubjects: Set<string>;
    }
  | { ok: false; reason: MessageKey };

/** A fee subject of a kind; subjects compare without case ("Freight" typed by hand is the engine's `freight`). */
export const subjectKey = (kind: FeeKind, subject: string) => `${kind}:${subject.trim().toLowerCase()}`;

/** Billed or written off: a row that belongs to a bill and is never touched by fee work. */
export const isSettledFee = (f: Pick<RecalcFeeRow, 'status' | 'writeOffValue'>): boolean =>
  f.status >= FeeStatus.billed || (f.writeOffValue != null && f.writeOffValue !== '');

/** A money text as a decimal (an empty text is zero, as the lists show it). */
const amount = (v: string) => new Decimal(v.trim() === '' ? 0 : v);

/** A calculated row whose value the user changed (supplement, edit): sysValue ≠ value. */
export const isAdjustedFee = (f: Pick<RecalcFeeRow, 'isManual' | 'sysValue' | 'value'>): boolean =>
  !f.isManual && f.sysValue != null && !amount(f.sysValue).eq(amount(f.value));

/** Whether a recalculation with these options replaces the row. */
export function isReplaceable(f: RecalcFeeRow, options: Pick<RecalcOptions, 'force' | 'previouslyDeleted'>) {
  if (isSettledFee(f) || f.isManual) return false;
  if (f.isDeleted) return Boolean(options.previouslyDeleted);
  if (isAdjustedFee(f)) return Boolean(options.force);
  return true;
}

function pricingDate(
  waybill: RecalcWaybill,
  options: RecalcOptions,
): { ok: true; date: Date } | { ok: false; reason: MessageKey } {
  if (options.mode === 'sendTime') {
    return waybill.sendTime ? { ok: true, date: waybill.sendTime } : { ok: false, reason: 'feeNoSendTime' };
  }
  if (options.mode === 'receiveTime' && !waybill.receiveTime)
    return { ok: false, reason: 'feeNoReceiveTime' };
  return { ok: true, date: waybill.receiveTime ?? options.now };
}

/** The price a waybill's fees were fixed to (priceNo of its calculated rows), by kind. */
function fixedPrices(fees: readonly RecalcFeeRow[]): Partial<Record<FeeKind, string>> {
  const out: Partial<Record<FeeKind, string>> = {};
  for (const f of fees) if (!f.isManual && f.priceNo && !out[f.kind]) out[f.kind] = f.priceNo;
  return out;
}

/** The plan of one waybill's recalculation. */
export function planRecalculation(
  waybill: RecalcWaybill,
  fees: readonly RecalcFeeRow[],
  options: RecalcOptions,
): RecalcPlan {
  const when = pricingDate(waybill, options);
  if (!when.ok) return when;
  if (options.mode === 'specified' && !options.specified)
    return { ok: false, reason: 'feeSpecifiedPriceRequired' };
  const priceIds =
    options.mode === 'specified'
      ? { [options.specified!.kind]: options.specified!.priceId }
      : options.mode === 'smart'
        ? fixedPrices(fees)
        : {};
  const replaceIds: string[] = [];
  const keptSubjects = new Set<string>();
  const kinds = recalculableKinds(waybill);
  for (const f of fees) {
    // a deleted manual line is gone for good: it neither comes back nor holds its subject
    if (f.isManual && f.isDeleted) continue;
    if (kinds.includes(f.kind) && isReplaceable(f, options)) replaceIds.push(f.id);
    else keptSubjects.add(subjectKey(f.kind, f.subjectName));
  }
  return { ok: true, date: when.date, priceIds, replaceIds, keptSubjects };
}
