import Decimal from 'decimal.js';
import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { ruleFail as fail, type RuleFailure } from './rule-result.ts';
import { WeighMode, type WeighModeValue } from './waybill-enums.ts';
import type {
  CarryRule,
  DecimalInput,
  PieceMeasure,
  WaybillWeights,
  WeightRule,
  WeightSettings,
} from './weights.ts';

/**
 * Order, receive and send weights are kept apart (spec §3 "Weights"): the customer's order
 * weights, the warehouse's receive weights (what the customer is charged: receivableRealChargeWeight)
 * and the send weights handed to the carrier. Each stage has its own columns.
 */
export const WEIGHT_STAGES = ['order', 'receive', 'send'] as const;
export type WeightStage = (typeof WEIGHT_STAGES)[number];

export const WEIGHT_COLUMNS = {
  order: {
    actualWeight: 'orderActualWeight',
    volumeWeight: 'orderVolumeWeight',
    chargeWeight: 'orderChargeWeight',
    squareNumber: 'orderSquareNumber',
    weightRule: 'orderWeightRule',
    volumeDivisor: 'orderVolumeDivisor',
  },
  receive: {
    actualWeight: 'receiveActualWeight',
    volumeWeight: 'receiveVolumeWeight',
    chargeWeight: 'receivableRealChargeWeight',
    squareNumber: 'receiveSquareNumber',
    weightRule: 'receiveWeightRule',
    volumeDivisor: 'receiveVolumeDivisor',
  },
  send: {
    actualWeight: 'sendActualWeight',
    volumeWeight: 'sendVolumeWeight',
    chargeWeight: 'sendChargeWeight',
    squareNumber: 'sendSquareNumber',
    weightRule: 'sendWeightRule',
    volumeDivisor: 'sendVolumeDivisor',
  },
} as const satisfies Record<WeightStage, Record<Exclude<keyof WaybillWeights, 'pieces'>, string>>;

type StageColumns<S extends WeightStage> = (typeof WEIGHT_COLUMNS)[S];
export type StageWeightValues<S extends WeightStage> = {
  [K in keyof StageColumns<S> as StageColumns<S>[K] & string]: K extends 'weightRule'
    ? WaybillWeights['weightRule']
    : K extends 'volumeDivisor'
      ? number
      : string;
};

/** The waybill columns of one stage filled from a calculation (e.g. receive → receivableRealChargeWeight). */
export function stageColumns<S extends WeightStage>(stage: S, w: WaybillWeights): StageWeightValues<S> {
  const cols = WEIGHT_COLUMNS[stage];
  return Object.fromEntries(
    (Object.keys(cols) as (keyof typeof cols)[]).map((k) => [cols[k], w[k as keyof WaybillWeights]]),
  ) as StageWeightValues<S>;
}

/** Manual-modification flags: a weight set by hand is kept when the weights are recalculated. */
export const MANUAL_WEIGHT_FLAGS = {
  actualWeight: 'isManualActualWeight',
  volumeWeight: 'isManualVolumeWeight',
  chargeWeight: 'isManualChargeWeight',
} as const;
export type ManualWeightFlags = Partial<
  Record<(typeof MANUAL_WEIGHT_FLAGS)[keyof typeof MANUAL_WEIGHT_FLAGS], boolean>
>;
type BillWeights = Pick<WaybillWeights, 'actualWeight' | 'volumeWeight' | 'chargeWeight'>;

/** The recalculated weights with every manually modified one replaced by its current value. */
export function keepManualWeights<W extends BillWeights>(
  calculated: W,
  current: BillWeights,
  flags: ManualWeightFlags,
): W {
  const out = { ...calculated };
  for (const [weight, flag] of Object.entries(MANUAL_WEIGHT_FLAGS) as [
    keyof BillWeights,
    keyof ManualWeightFlags,
  ][]) {
    if (flags[flag]) out[weight] = current[weight];
  }
  return out;
}

/** The charge weight fees are computed on: the receive charge weight once received, else the order one. */
export function billingChargeWeight(w: {
  receivableRealChargeWeight?: string | null;
  orderChargeWeight?: string | null;
}): string | null {
  return w.receivableRealChargeWeight ?? w.orderChargeWeight ?? null;
}

/** Receive-warning thresholds of a product (kg, cm); an empty threshold is not checked. */
export type ReceiveThresholds = {
  warnMaxWeight?: DecimalInput | null;
  warnMaxLength?: DecimalInput | null;
  warnMaxWidth?: DecimalInput | null;
  warnMaxHeight?: DecimalInput | null;
};
export type ReceiveWarning = {
  field: 'actualWeight' | 'length' | 'width' | 'height';
  value: string;
  limit: string;
};

const THRESHOLD_OF = {
  actualWeight: 'warnMaxWeight',
  length: 'warnMaxLength',
  width: 'warnMaxWidth',
  height: 'warnMaxHeight',
} as const;

export const RECEIVE_WARNING_LABELS: Record<ReceiveWarning['field'], Message> = {
  actualWeight: l('实重', 'Actual weight', 'Trọng lượng thực'),
  length: l('长', 'Length', 'Dài'),
  width: l('宽', 'Width', 'Rộng'),
  height: l('高', 'Height', 'Cao'),
};

/** The measures of a received piece above the product's receive-warning thresholds. */
export function checkReceiveWarning(piece: PieceMeasure, t: ReceiveThresholds): ReceiveWarning[] {
  const out: ReceiveWarning[] = [];
  for (const field of Object.keys(THRESHOLD_OF) as ReceiveWarning['field'][]) {
    const limit = t[THRESHOLD_OF[field]];
    const value = piece[field];
    if (limit == null || limit === '' || value == null || value === '') continue;
    if (new Decimal(value).gt(limit)) out.push({ field, value: String(value), limit: String(limit) });
  }
  return out;
}

/** Overweight / overlong flags from receive warnings (weight → overweight, any size → overlong). */
export function warningFlags(warnings: readonly ReceiveWarning[]): {
  isOverweight: boolean;
  isOverlong: boolean;
} {
  return {
    isOverweight: warnings.some((w) => w.field === 'actualWeight'),
    isOverlong: warnings.some((w) => w.field !== 'actualWeight'),
  };
}

/** One warning as a rule message: "Row 2: Length 130 exceeds the receive warning 120". */
export function receiveWarningMessage(row: number, w: ReceiveWarning): RuleFailure {
  return fail('lmsReceiveWarningExceeded', row, { label: RECEIVE_WARNING_LABELS[w.field] }, w.value, w.limit);
}

/**
 * The measures of a received piece by weigh mode (spec §4): 0 weigh and measure, 1 keep the
 * order measures, 2 weigh only (order sizes), 3 measure only (order weight). A measure the mode
 * needs but the scan lacks is refused with the row number.
 */
export function receiveMeasure(
  mode: WeighModeValue,
  scanned: PieceMeasure,
  ordered: PieceMeasure,
  row: number,
): { ok: true; measure: PieceMeasure } | ({ ok: false } & RuleFailure) {
  const weighs = mode === WeighMode.weighing || mode === WeighMode.onlyActual;
  const measures = mode === WeighMode.weighing || mode === WeighMode.onlyVolume;
  const blank = (v: DecimalInput | null | undefined) => v == null || v === '' || new Decimal(v).lte(0);
  if (weighs && blank(scanned.actualWeight)) return { ok: false, ...fail('lmsRowWeightRequired', row) };
  if (measures && (blank(scanned.length) || blank(scanned.width) || blank(scanned.height))) {
    return { ok: false, ...fail('lmsRowSizeRequired', row) };
  }
  return {
    ok: true,
    measure: {
      actualWeight: weighs ? scanned.actualWeight : ordered.actualWeight,
      length: measures ? scanned.length : ordered.length,
      width: measures ? scanned.width : ordered.width,
      height: measures ? scanned.height : ordered.height,
    },
  };
}

/** The measures of an ordered piece, for `chargeableWeight` at order time. */
export function orderMeasure(p: {
  orderActualWeight?: string | null;
  orderLength?: string | null;
  orderWidth?: string | null;
  orderHeight?: string | null;
}): PieceMeasure {
  return {
    actualWeight: p.orderActualWeight,
    length: p.orderLength,
    width: p.orderWidth,
    height: p.orderHeight,
  };
}

/** Product columns the weight settings come from (product entity). */
export type ProductWeightFields = {
  weightRule: WeightRule;
  volumeDivisor: number;
  divideWeightPercentage?: DecimalInput | null;
  carryUnit?: DecimalInput | null;
  minChargeWeight?: DecimalInput | null;
};
/** The channel's `weightConfig` (channel entity, weightConfigSchema). */
export type ChannelWeightConfig = {
  fixedLength?: number | null;
  fixedWidth?: number | null;
  fixedHeight?: number | null;
  minChargeWeight?: number | null;
  minChargeWeightPer?: 'bill' | 'piece';
  carryUnits?: readonly CarryRule[];
};

/**
 * Weight settings of a waybill: the product's rule, divisor, bubble share and carry unit; the
 * channel's fixed sizes, carry rules and minimum (the channel minimum overrides the product's);
 * a recipient's own volume divisor (recipient.receiveVolumeDivisor) overrides the product's.
 */
export function weightSettingsOf(
  product: ProductWeightFields,
  channel?: ChannelWeightConfig | null,
  recipientVolumeDivisor?: number | null,
): WeightSettings {
  return {
    weightRule: product.weightRule,
    volumeDivisor: recipientVolumeDivisor || product.volumeDivisor,
    divideWeightPercentage: product.divideWeightPercentage,
    carryUnit: product.carryUnit,
    carryRules: channel?.carryUnits ?? [],
    minChargeWeight: channel?.minChargeWeight ?? product.minChargeWeight,
    minChargeWeightPer: channel?.minChargeWeightPer ?? 'bill',
    fixedLength: channel?.fixedLength,
    fixedWidth: channel?.fixedWidth,
    fixedHeight: channel?.fixedHeight,
  };
}
