import Decimal from 'decimal.js';
import { type RuleFailure, ruleFail } from '../../lms/waybill/index.ts';
import type { EffectStatus, PriceKind, PriceMode, PriceTable } from './price-schema.ts';
import { subRowFailures } from './price-sub-rules.ts';

/**
 * Rules of price data (back-office §4 "Effect", §5 "Price and fee"): forbidden modes, validity and
 * its status by the clock, import row checks and overlap detection.
 */

/** Agent price does not support base mode; sales price does not support API mode. */
export function checkPriceMode(kind: PriceKind, mode: PriceMode): RuleFailure | undefined {
  if (kind === 'agent' && mode === 'base') return ruleFail('pricingAgentNoBase');
  if (kind === 'sales' && mode === 'api') return ruleFail('pricingSalesNoApi');
  return undefined;
}

/** Functions only customer quotations have (effective customers, forbid query). */
export function checkCustomerOnly(kind: PriceKind): RuleFailure | undefined {
  return kind === 'customer' ? undefined : ruleFail('pricingOnlyCustomerQuote');
}

/** Whole-table checks before saving: mode, its companion field, validity. */
export function checkPriceTable(t: PriceTable): RuleFailure | undefined {
  const mode = checkPriceMode(t.kind, t.mode);
  if (mode) return mode;
  if (t.mode === 'base' && !t.base) return ruleFail('pricingBaseRequired');
  if (t.mode === 'api' && !t.priceApiId) return ruleFail('pricingApiRequired');
  if (t.kind !== 'customer' && (t.customerIds.length > 0 || t.forbidQuery)) return checkCustomerOnly(t.kind);
  if (t.effectiveTo && t.effectiveTo <= t.effectiveFrom) return ruleFail('pricingEffectiveRange');
  for (const [i, r] of t.weightRanges.entries()) {
    if (r.startWeight && r.endWeight && new Decimal(r.endWeight).lte(r.startWeight)) {
      return ruleFail('pricingWeightRangeOrder', i + 1);
    }
  }
  return subRowFailures(t)[0];
}

type Validity = { effectiveFrom: Date; effectiveTo?: Date | null };

/** effective from `effectiveFrom` (inclusive) until `effectiveTo` (exclusive); before: willEffective; after: expired. */
export function effectStatus(v: Validity, now: Date): EffectStatus {
  if (now < v.effectiveFrom) return 'willEffective';
  if (v.effectiveTo && now >= v.effectiveTo) return 'expired';
  return 'effective';
}

const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/** Price import row (row numbers from 1): weight range and zone both empty; type or value empty. */
export function checkPriceImportRow(
  row: {
    zone?: unknown;
    startWeight?: unknown;
    endWeight?: unknown;
    attributeType?: unknown;
    price?: unknown;
  },
  rowNo: number,
): RuleFailure | undefined {
  if (blank(row.zone) && blank(row.startWeight) && blank(row.endWeight)) {
    return ruleFail('pricingImportRangeAndZoneEmpty', rowNo);
  }
  if (blank(row.attributeType) || blank(row.price)) return ruleFail('pricingImportTypeOrValueEmpty', rowNo);
  return undefined;
}

export function checkServiceFeeRow(row: { subject?: unknown; appendPercent?: unknown }, rowNo: number) {
  return blank(row.subject) || blank(row.appendPercent)
    ? ruleFail('pricingServiceFeeRowEmpty', rowNo)
    : undefined;
}

export function checkSurchargeTemplateRow(row: { formula?: unknown }, rowNo: number) {
  return blank(row.formula) ? ruleFail('pricingSurchargeTemplateFormulaEmpty', rowNo) : undefined;
}

/** Everything, or a set of names/ids. */
type Scope = 'all' | ReadonlySet<string>;
export type PriceConflict = {
  priceId: string;
  name: string;
  /** Shared customers and zones ('all' when both cover everything). */
  customers: 'all' | string[];
  zones: 'all' | string[];
  from: Date;
  to: Date | null;
};

const scopeOf = (list: readonly string[]): Scope => (list.length === 0 ? 'all' : new Set(list));
/** Zones a table prices: those its weight ranges name; a range naming none covers every zone. */
function zoneScope(t: PriceTable): Scope {
  if (t.weightRanges.length === 0 || t.weightRanges.some((r) => r.zones.length === 0)) return 'all';
  return new Set(t.weightRanges.flatMap((r) => r.zones));
}
function intersect(a: Scope, b: Scope): 'all' | string[] {
  if (a === 'all' && b === 'all') return 'all';
  if (a === 'all') return [...(b as ReadonlySet<string>)].sort();
  if (b === 'all') return [...a].sort();
  return [...a].filter((x) => b.has(x)).sort();
}
const overlaps = (x: 'all' | string[]) => x === 'all' || x.length > 0;

function periodsOverlap(a: Validity, b: Validity): boolean {
  const aEndsAfterBStarts = !a.effectiveTo || a.effectiveTo > b.effectiveFrom;
  const bEndsAfterAStarts = !b.effectiveTo || b.effectiveTo > a.effectiveFrom;
  return aEndsAfterBStarts && bEndsAfterAStarts;
}

/**
 * The prices a candidate overlaps: same kind, product and channel, sharing a customer (an empty list
 * is every customer), a zone and a moment of validity. Symmetric: a overlaps b exactly when b
 * overlaps a. The server answers code 2000 with this list unless the call says `force: true`.
 */
export function findPriceConflicts(candidate: PriceTable, existing: readonly PriceTable[]): PriceConflict[] {
  const out: PriceConflict[] = [];
  for (const other of existing) {
    if (other.id === candidate.id || other.kind !== candidate.kind) continue;
    if (
      other.productId !== candidate.productId ||
      (other.channelId ?? null) !== (candidate.channelId ?? null)
    ) {
      continue;
    }
    if (!periodsOverlap(candidate, other)) continue;
    const customers = intersect(scopeOf(candidate.customerIds), scopeOf(other.customerIds));
    const zones = intersect(zoneScope(candidate), zoneScope(other));
    if (!overlaps(customers) || !overlaps(zones)) continue;
    out.push({
      priceId: other.id,
      name: other.name,
      customers,
      zones,
      from: other.effectiveFrom,
      to: other.effectiveTo ?? null,
    });
  }
  return out;
}
