import Decimal from 'decimal.js';
import { z } from 'zod';
import { waybillSearchCriteria } from '../../lms/waybill/index.ts';
import { DEFAULT_CURRENCY } from '../../platform/constants.ts';
import { FEE_PERMISSION_CODES } from './fee.permissions.ts';
import { FEE_KINDS } from './fee-kinds.ts';
import { FEE_SPLIT_TYPES } from './fee-split.ts';
import { RECALCULATE_MODES } from './recalculation.ts';

/**
 * Payloads of the waybill fee API (`lms/fee/*`, issue 5 "Quotes and fees"): recalculation,
 * manual fee, supplement, delete, split and the profit summary. Shared by the server (validation)
 * and the drawer's dialogs (the same rules before sending).
 */

/** Waybills named inline by one recalculation (more: by criteria). */
export const FEE_RECALCULATE_INLINE_MAX = 500;
/** Waybills one recalculation by criteria may reach. */
export const FEE_RECALCULATE_MAX = 50_000;

const money = z
  .union([z.string().trim(), z.number()])
  .refine((v) => v !== '' && /^-?\d{1,12}(\.\d{1,2})?$/.test(String(v)), { message: 'invalidFormat' })
  .transform((v) => new Decimal(v).toFixed(2));
const nonZeroMoney = money.refine((v) => !new Decimal(v).isZero(), { message: 'notZero' });
const currency = z.string().trim().toUpperCase().min(1).max(10).default(DEFAULT_CURRENCY);
const subject = z.string().trim().min(1).max(100);
const remark = z.string().trim().max(500).nullish();
const waybillNos = z.array(z.string().trim().min(1).max(64)).min(1).max(FEE_RECALCULATE_INLINE_MAX);

export const feeRecalculatePayload = z
  .object({
    waybillIds: z.array(z.uuid()).min(1).max(FEE_RECALCULATE_INLINE_MAX).optional(),
    waybillNos: waybillNos.optional(),
    criteria: waybillSearchCriteria.optional(),
    mode: z.enum(RECALCULATE_MODES).default('smart'),
    priceId: z.uuid().nullish(),
    force: z.boolean().default(false),
    previouslyDeleted: z.boolean().default(false),
  })
  .refine((p) => p.waybillIds || p.waybillNos || p.criteria, {
    message: 'pleaseSelectData',
    path: ['waybillIds'],
  })
  .refine((p) => p.mode !== 'specified' || p.priceId, {
    message: 'feeSpecifiedPriceRequired',
    path: ['priceId'],
  });
export type FeeRecalculatePayload = z.output<typeof feeRecalculatePayload>;

/** A manual fee line on one waybill. */
export const feeInsertPayload = z.object({
  waybillId: z.uuid(),
  kind: z.enum(FEE_KINDS).default('customer'),
  subjectName: subject,
  value: nonZeroMoney,
  currency,
  innerRemark: remark,
  outerRemark: remark,
});
export type FeeInsertPayload = z.output<typeof feeInsertPayload>;

/** A supplement to an existing fee row: the amount is added, the reason is required and kept. */
export const feeSupplementPayload = z.object({
  id: z.uuid(),
  amount: nonZeroMoney,
  reason: z.string().trim().min(1).max(500),
});
export type FeeSupplementPayload = z.output<typeof feeSupplementPayload>;

export const feeDeletePayload = z.object({ ids: z.array(z.uuid()).min(1).max(FEE_RECALCULATE_INLINE_MAX) });
export type FeeDeletePayload = z.output<typeof feeDeletePayload>;

/** One amount split over waybills by a basis: one manual row per waybill. */
export const feeSplitPayload = z.object({
  waybillNos: waybillNos,
  subjectName: subject,
  amount: nonZeroMoney,
  currency,
  splitType: z.enum(FEE_SPLIT_TYPES),
  kind: z.enum(FEE_KINDS).default('customer'),
});
export type FeeSplitPayload = z.output<typeof feeSplitPayload>;

export const feeSummaryQuery = z.object({ id: z.uuid() });

/** Customer and agent fees of a waybill in the local currency and the profit (customer − agent). */
export const feeSummaryAnswer = z.object({
  currency: z.string(),
  customerTotal: z.string(),
  agentTotal: z.string(),
  profit: z.string(),
  /** Lines whose calculation failed (calErrorMsg), per kind. */
  customerErrors: z.number().int(),
  agentErrors: z.number().int(),
});
export type FeeSummary = z.output<typeof feeSummaryAnswer>;

const m = (zh: string, en: string, vi: string) => ({ 'zh-CN': zh, 'en-US': en, 'vi-VN': vi });
/** Labels of the waybill fee permission codes for the grant tree (the locales' `permission` texts still win). */
export const FEE_PERMISSION_LABELS: Record<string, Record<'zh-CN' | 'en-US' | 'vi-VN', string>> = {
  'fms/lmsFee': m('运单费用', 'Waybill fees', 'Phí vận đơn'),
  [FEE_PERMISSION_CODES.lmsFeeRecalculate]: m('重算费用', 'Recalculate fees', 'Tính lại phí'),
  [FEE_PERMISSION_CODES.lmsFeeInsert]: m('新增费用', 'Add fee', 'Thêm phí'),
  [FEE_PERMISSION_CODES.lmsFeeSupplement]: m('补录费用', 'Supplement fee', 'Bổ sung phí'),
  [FEE_PERMISSION_CODES.lmsFeeDelete]: m('删除费用', 'Delete fee', 'Xóa phí'),
  [FEE_PERMISSION_CODES.lmsFeeSplit]: m('费用分摊', 'Split fee', 'Phân bổ phí'),
  [FEE_PERMISSION_CODES.lmsFeeProfit]: m('查看利润', 'View profit', 'Xem lợi nhuận'),
};
