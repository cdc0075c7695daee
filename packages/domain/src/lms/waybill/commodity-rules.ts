import { ruleFail as fail, type RuleFailure } from './rule-result.ts';
import type { CommodityInput } from './waybill-fields.ts';

/**
 * Commodity edit in the customer drawer (spec platform-core §5 "Commodity edit"). Editing needs any
 * of COMMODITY_EDIT_PERMISSIONS (permissions.ts); these functions hold the rules of the edit itself.
 */

/** Public-config field names that make a commodity field editable start with this prefix. */
export const COMMODITY_FIELD_PREFIX = 'commodities.';

export type CommodityLine = Omit<Partial<CommodityInput>, 'quantity'> & {
  id?: string;
  quantity?: number | string | null;
};

/** The line made when edit mode opens with no lines: quantity 1, origin CN, default unit, no goods descriptions. */
export function defaultCommodityLine(): CommodityLine {
  return { quantity: 1, origin: 'CN', unit: 'PCS', goodsDescs: [] };
}

/** The lines to edit: the given ones, or one default line when there are none. */
export function linesForEdit(lines: readonly CommodityLine[]): CommodityLine[] {
  return lines.length > 0 ? [...lines] : [defaultCommodityLine()];
}

/** Removes a line; removing the last remaining line is ignored (at least one line always remains). */
export function deleteCommodityLine(lines: readonly CommodityLine[], index: number): CommodityLine[] {
  if (lines.length <= 1 || index < 0 || index >= lines.length) return [...lines];
  return lines.filter((_, i) => i !== index);
}

/**
 * Save check: every quantity present, not zero, and a whole number; otherwise the warning
 * "quantity must not be zero" (or "must be a whole number") and nothing is saved.
 */
export function checkCommodityQuantities(lines: readonly CommodityLine[]): RuleFailure | undefined {
  if (lines.length === 0) return fail('lmsCommodityRequired');
  for (const [i, line] of lines.entries()) {
    const q = line.quantity;
    if (q === null || q === undefined || String(q).trim() === '' || Number(q) === 0) {
      return fail('lmsQuantityNotZero', i + 1);
    }
    if (!Number.isInteger(Number(q)) || Number(q) < 0) return fail('lmsQuantityInteger', i + 1);
  }
  return undefined;
}

export type PublicConfigField = { field: string; enableSingle?: boolean | null };

/** The commodity fields editable for a single waybill: public-config fields `commodities.*` with enableSingle. */
export function editableCommodityFields(fields: readonly PublicConfigField[]): Set<string> {
  return new Set(
    fields
      .filter((f) => f.enableSingle && f.field.startsWith(COMMODITY_FIELD_PREFIX))
      .map((f) => f.field.slice(COMMODITY_FIELD_PREFIX.length)),
  );
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * Server-side check that an edit changes only editable fields: an existing line (matched by id)
 * may differ only in editable fields, a new line may fill only editable fields (and the defaults).
 */
export function checkEditableOnly(
  original: readonly CommodityLine[],
  edited: readonly CommodityLine[],
  editable: ReadonlySet<string>,
): RuleFailure | undefined {
  const byId = new Map(original.filter((c) => c.id).map((c) => [c.id, c]));
  const defaults = defaultCommodityLine() as Record<string, unknown>;
  for (const line of edited) {
    const before = (line.id ? byId.get(line.id) : undefined) as Record<string, unknown> | undefined;
    if (line.id && !before) return fail('staleData');
    for (const [field, value] of Object.entries(line)) {
      if (field === 'id' || editable.has(field)) continue;
      const unchanged = before ? same(before[field], value) : value == null || same(defaults[field], value);
      if (!unchanged) return fail('lmsFieldNotEditable', field);
    }
  }
  return undefined;
}
