import type { PriceKind, Surcharge } from '@freightdesk/domain';
import type { PriceDetail, PriceWrite } from './price-api.ts';
import { fromGrid, type RangeGrid, toGrid } from './range-grid.ts';

/**
 * The price form's values and their conversion from a table (edit) and to the insert / update body.
 * The sub-data the form does not edit (own zones, …) travels through unchanged; special freight,
 * service fees and append rules are kept here and replaced by the dialog with the editors' rows.
 */
export type PriceFormValues = {
  name: string;
  mode: PriceDetail['mode'];
  productId?: string;
  channelId?: string | null;
  chargeMode: PriceDetail['chargeMode'];
  customerIds: string[];
  currency: string;
  customFuelRate?: number | null;
  fuelDiscount?: number | null;
  forbidQuery: boolean;
  zoneQuery: PriceDetail['zoneQuery'];
  basePriceId?: string | null;
  baseType?: 'percent' | 'unitPrice' | 'fixed';
  baseValue?: number | null;
  priceApiId?: string | null;
  effectiveFrom?: string;
  effectiveTo?: string | null;
  surcharges: Pick<Surcharge, 'subject' | 'formula' | 'fuelIncluded'>[];
};

const num = (v: string | null | undefined) => (v === null || v === undefined || v === '' ? null : Number(v));
const dec = (v: number | null | undefined) => (v === null || v === undefined ? null : String(v));

/** Empty values of a new table (starts today, RMB, common mode, charge weight). */
export function emptyValues(today: string): PriceFormValues {
  return {
    name: '',
    mode: 'common',
    chargeMode: 'weight',
    customerIds: [],
    currency: 'RMB',
    forbidQuery: false,
    zoneQuery: 'postcode',
    effectiveFrom: today,
    effectiveTo: null,
    surcharges: [],
  };
}

/** The form's values and grid of a table (edit or save as). */
export function valuesOf(d: PriceDetail): { values: PriceFormValues; grid: RangeGrid } {
  return {
    values: {
      name: d.name,
      mode: d.mode,
      productId: d.productId,
      channelId: d.channelId ?? null,
      chargeMode: d.chargeMode,
      customerIds: d.customerIds,
      currency: d.currency,
      customFuelRate: num(d.fuel.customFuelRate),
      fuelDiscount: num(d.fuel.fuelDiscount),
      forbidQuery: d.forbidQuery,
      zoneQuery: d.zoneQuery,
      basePriceId: d.base?.priceId ?? null,
      baseType: d.base?.type,
      baseValue: num(d.base?.value),
      priceApiId: d.priceApiId ?? null,
      effectiveFrom: d.effectiveFrom,
      effectiveTo: d.effectiveTo,
      surcharges: d.surcharges.map((s) => ({
        subject: s.subject,
        formula: s.formula,
        fuelIncluded: s.fuelIncluded,
      })),
    },
    grid: toGrid(d.weightRanges),
  };
}

/** The insert body (an update adds id and version) from the values, the grid and what the form keeps. */
export function writeOf(
  kind: PriceKind,
  v: PriceFormValues,
  grid: RangeGrid,
  kept?: PriceDetail,
): PriceWrite {
  const keptSurcharges = new Map((kept?.surcharges ?? []).map((s) => [s.subject, s]));
  return {
    name: v.name.trim(),
    kind,
    mode: v.mode,
    productId: v.productId ?? '',
    channelId: v.channelId || null,
    chargeMode: v.chargeMode,
    endAgentId: kept?.endAgentId ?? null,
    customerIds: kind === 'customer' ? v.customerIds : [],
    goodsTypes: kept?.goodsTypes ?? [],
    fuel: { customFuelRate: dec(v.customFuelRate), fuelDiscount: dec(v.fuelDiscount) },
    forbidQuery: kind === 'customer' ? v.forbidQuery : false,
    zoneQuery: v.zoneQuery,
    zones: kept?.zones ?? [],
    currency: v.currency.trim().toUpperCase(),
    exchangeRate: kept?.exchangeRate ?? null,
    base:
      v.mode === 'base' && v.basePriceId
        ? { priceId: v.basePriceId, type: v.baseType ?? 'percent', value: dec(v.baseValue) ?? '0' }
        : null,
    priceApiId: v.mode === 'api' ? (v.priceApiId ?? null) : null,
    contractFileId: kept?.contractFileId ?? null,
    weightRanges: fromGrid(grid),
    specialFreights: kept?.specialFreights ?? [],
    serviceFees: kept?.serviceFees ?? [],
    // a surcharge keeps the settings the form does not show (min/max, zones, …) by its subject
    surcharges: v.surcharges.map((s) => ({
      ...keptSurcharges.get(s.subject),
      ...s,
      fuelIncluded: !!s.fuelIncluded,
    })) as Surcharge[],
    appendRules: kept?.appendRules ?? [],
    effectiveFrom: v.effectiveFrom ?? new Date().toISOString(),
    effectiveTo: v.effectiveTo ?? null,
  };
}
