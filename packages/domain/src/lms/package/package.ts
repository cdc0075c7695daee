import { z } from 'zod';
import { timestampAnswer } from '../../platform/answers.ts';
import { BATCH_MAX_ROWS } from '../../platform/constants.ts';
import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { WAYBILL_STATUSES } from '../waybill/index.ts';

/**
 * Packages / pallets (issue 4 "package/pallet (package numbers)"): the package scan writes a package
 * number on each waybill it packs (`lms_waybill.package_no`); a package is the set of waybills that
 * carry the same number. Its state follows its waybills: all still in the warehouse, some sent, all sent.
 */
export const PACKAGE_STATES = ['inWarehouse', 'partlySent', 'sent'] as const;
export type PackageState = (typeof PACKAGE_STATES)[number];
export const PACKAGE_STATE_LABELS: Record<PackageState, Message> = {
  inWarehouse: l('在库', 'In warehouse', 'Trong kho'),
  partlySent: l('部分发出', 'Partly sent', 'Đã gửi một phần'),
  sent: l('已发出', 'Sent', 'Đã gửi'),
};

/** At most this many package numbers in one search (one per line, or separated by commas / spaces). */
export const PACKAGE_SEARCH_MAX_NUMBERS = 500;

/** Package numbers typed or pasted: one per line, or separated by commas, semicolons or spaces; no repeats. */
export function splitPackageNumbers(text: string | undefined): string[] {
  if (!text) return [];
  return [
    ...new Set(
      text
        .split(/[\s,;，；]+/)
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

const timeRange = z.tuple([z.coerce.date(), z.coerce.date()]).optional();

/** `lms/package/search`: package numbers, the packing time range; newest package first. */
export const packageSearchPayload = z.object({
  page: z.coerce.number().int().min(1).default(1),
  size: z.coerce.number().int().min(1).max(BATCH_MAX_ROWS).default(20),
  criteria: z
    .object({
      numbers: z
        .string()
        .max(20_000)
        .optional()
        .transform(splitPackageNumbers)
        .refine((v) => v.length <= PACKAGE_SEARCH_MAX_NUMBERS),
      packageTime: timeRange,
    })
    .default({ numbers: [] }),
});
export type PackageSearchPayload = z.input<typeof packageSearchPayload>;

/** A package number as the detail, removal and label take it. */
export const packageNoSchema = z.string().trim().min(1).max(50);
export const packageNoQuery = z.object({ packageNo: packageNoSchema });

/** `lms/package/removeWaybills`: takes waybills out of a package (they keep their status). */
export const packageRemovePayload = z.object({
  packageNo: packageNoSchema,
  waybillIds: z.array(z.uuid()).min(1).max(BATCH_MAX_ROWS),
});
export type PackageRemovePayload = z.input<typeof packageRemovePayload>;

/** One package of the list. Weights are decimal strings (kg, 3 places). */
export const packageRowAnswer = z.object({
  packageNo: z.string(),
  waybillCount: z.number().int(),
  pieceCount: z.number().int(),
  /** The actual weights of its waybills (received, else ordered), summed: what the package weighs. */
  totalWeight: z.string(),
  /** The first and the last package scan of its waybills. */
  createdAt: timestampAnswer.nullable(),
  lastScanAt: timestampAnswer.nullable(),
  state: z.enum(PACKAGE_STATES),
});
export type PackageRow = z.output<typeof packageRowAnswer>;

/** One waybill inside a package. */
export const packageWaybillAnswer = z.object({
  id: z.string(),
  waybillNo: z.string(),
  customerCode: z.string().nullable(),
  status: z.enum(WAYBILL_STATUSES),
  destination: z.string(),
  pieceCount: z.number().int(),
  weight: z.string().nullable(),
  packageTime: timestampAnswer.nullable(),
});
export type PackageWaybillRow = z.output<typeof packageWaybillAnswer>;
