import Decimal from 'decimal.js';
import type { FeeKind } from '../../fms/fee/index.light.ts';
import { MONEY_SCALE } from '../../platform/constants.ts';
import { l } from '../../platform/entity/define.ts';
import type { EnumOption } from '../../platform/entity/types.ts';
import type { Language } from '../../platform/enums.ts';
import { FeeStatus } from './drawer-rules.ts';

/**
 * Fees of a freight waybill (spec platform-core §3 "Customer fee (waybill)", DESIGN.md §5): the
 * status codes (0 estimated, 10 confirmed, 20 billed, 30 written off — `FeeStatus` in
 * drawer-rules.ts), the two kinds (what the customer owes, what is owed to the agent) and the row
 * shape the drawer's fees tab reads. Money is decimal text at scale 2, exchange rates at scale 6.
 */
export type FeeStatusValue = (typeof FeeStatus)[keyof typeof FeeStatus];

export const FEE_STATUS_OPTIONS: EnumOption[] = [
  { value: FeeStatus.estimated, label: l('预估', 'Estimated', 'Ước tính') },
  { value: FeeStatus.confirmed, label: l('已确认', 'Confirmed', 'Đã xác nhận') },
  { value: FeeStatus.billed, label: l('已出账', 'Billed', 'Đã lập hóa đơn') },
  { value: FeeStatus.writtenOff, label: l('已核销', 'Written off', 'Đã xóa sổ') },
];

/** A fee status's name in `lang` (an unknown code as itself). */
export const feeStatusLabel = (status: number, lang: Language): string =>
  FEE_STATUS_OPTIONS.find((o) => o.value === status)?.label[lang] ?? String(status);

/** A fee row as `lms/waybill/fees` answers it. */
export type WaybillFeeRow = {
  id: string;
  waybillId: string;
  kind: FeeKind;
  subjectName: string;
  value: string;
  formula: string | null;
  currency: string;
  exchangeRate: string;
  conversionValue: string;
  discount: string | null;
  sysValue: string | null;
  isManual: boolean;
  status: FeeStatusValue;
  isCheck: boolean;
  supplementCount: number;
  fuelSurchargeRate: string | null;
  belongTime: string | null;
  calErrorMsg: string | null;
  billNo: string | null;
  isCarryOver: boolean;
  writeOffValue: string | null;
  writeOffTime: string | null;
  createAt: string;
  createByName: string | null;
};

export type FeeTotals = {
  /** Sum of `value` per original currency, in currency order of first appearance. */
  byCurrency: { currency: string; total: string }[];
  /** Sum of `conversionValue` (the freight total, in the base currency, shown with a yen sign). */
  conversionTotal: string;
};

/** Totals of the fee table: per currency, and the converted freight total. */
export function feeTotals(
  fees: readonly Pick<WaybillFeeRow, 'value' | 'currency' | 'conversionValue'>[],
): FeeTotals {
  const per = new Map<string, Decimal>();
  let conversion = new Decimal(0);
  for (const f of fees) {
    per.set(f.currency, (per.get(f.currency) ?? new Decimal(0)).plus(f.value || 0));
    conversion = conversion.plus(f.conversionValue || 0);
  }
  return {
    byCurrency: [...per].map(([currency, total]) => ({ currency, total: total.toFixed(MONEY_SCALE) })),
    conversionTotal: conversion.toFixed(MONEY_SCALE),
  };
}
