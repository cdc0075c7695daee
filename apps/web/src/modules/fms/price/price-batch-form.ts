import { type PriceKind, type Surcharge, splitList } from '@freightdesk/domain';
import type { BatchEditOp, SurchargeTemplateRecord } from './price-book-api.ts';

/**
 * The logic of the batch-change dialog and of "add surcharges from template": form values to the
 * API body of each batch change, and templates copied into a table's surcharges.
 */

type Num = number | string | null | undefined;
const dec = (v: Num): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/** The values of the batch-change form; which ones count depends on the change (and its `op`). */
export type BatchValues = {
  op?: string;
  /** fuel: which settings to set (an empty value clears it). */
  setRate?: boolean;
  setDiscount?: boolean;
  customFuelRate?: Num;
  fuelDiscount?: Num;
  /** zone: the zone, its new prefixes (pasted text) or new name. */
  zone?: string;
  prefixes?: string;
  newName?: string;
  /** surcharge (by subject). */
  subject?: string;
  formula?: string | null;
  minValue?: Num;
  maxValue?: Num;
  fuelIncluded?: boolean;
  thirdPartySettlement?: boolean;
  customerIds?: string[];
  remark?: string;
};
type SurchargeValues = Pick<
  BatchValues,
  'formula' | 'minValue' | 'maxValue' | 'fuelIncluded' | 'customFuelRate' | 'thirdPartySettlement'
> & { subject: string };

/** The surcharge a form or template describes, without empty settings. */
function surchargeOf(v: SurchargeValues | SurchargeTemplateRecord): Surcharge {
  return {
    subject: v.subject.trim(),
    formula: (v.formula ?? '').trim(),
    minValue: dec(v.minValue),
    maxValue: dec(v.maxValue),
    fuelIncluded: !!v.fuelIncluded,
    customFuelRate: dec(v.customFuelRate),
    thirdPartySettlement: !!v.thirdPartySettlement,
    zones: [],
    goodsTypes: [],
  };
}

/** The API body of a batch change; `null` when the fuel form names nothing to change. */
export function batchBody(
  op: BatchEditOp,
  kind: PriceKind,
  ids: string[],
  v: BatchValues,
): Record<string, unknown> | null {
  const target = { kind, ids };
  switch (op) {
    case 'fuel': {
      const fields = [...(v.setRate ? ['customFuelRate'] : []), ...(v.setDiscount ? ['fuelDiscount'] : [])];
      if (!fields.length) return null;
      return { ...target, fields, customFuelRate: dec(v.customFuelRate), fuelDiscount: dec(v.fuelDiscount) };
    }
    case 'zone':
      return v.op === 'rename'
        ? { ...target, op: 'rename', zone: v.zone?.trim(), newName: v.newName?.trim() }
        : { ...target, op: 'prefixes', zone: v.zone?.trim(), postcodePrefixes: splitList(v.prefixes ?? '') };
    case 'surcharge':
      return v.op === 'remove'
        ? { ...target, op: 'remove', subject: v.subject?.trim() }
        : { ...target, op: v.op, surcharge: surchargeOf({ ...v, subject: v.subject ?? '' }) };
    case 'customer':
      return { ...target, op: v.op, customerIds: v.customerIds ?? [] };
    case 'remark':
      return { ...target, remark: (v.remark ?? '').trim() };
  }
}

/**
 * "Add surcharges from template": each chosen template becomes a surcharge of the table; one with the
 * subject of a surcharge already there replaces it (a table charges a subject once).
 */
export function withTemplates<S extends { subject: string }>(
  current: readonly S[],
  templates: readonly SurchargeTemplateRecord[],
): (S | Surcharge)[] {
  const added = templates.filter((t) => t.formula).map(surchargeOf);
  const subjects = new Set(added.map((s) => s.subject));
  return [...current.filter((s) => !subjects.has(s.subject)), ...added];
}
