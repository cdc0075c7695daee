import { z } from 'zod';
import { defineEndpoint } from '../../platform/contract.ts';

/** The sort scan: a scanned waybill number (or its track number). */
export const sortScanPayload = z.object({ waybillNo: z.string().trim().min(1).max(50) });
export type SortScanPayload = z.input<typeof sortScanPayload>;

export const sortScanAnswer = z.object({
  waybillId: z.string(),
  waybillNo: z.string(),
  /** The sort code of the first matching rule; null when no enabled rule matches. */
  sortCode: z.string().nullable(),
  ruleName: z.string().nullable(),
  /** What to show, in the caller's language (the code, or that no rule matches). */
  message: z.string(),
});
export type SortScanAnswer = z.output<typeof sortScanAnswer>;

/** `POST lms/scan/sort` (DESIGN §4 "Rules"). */
export const SORTING_RULE_API = {
  sortScan: defineEndpoint({
    method: 'POST',
    url: '/lms/scan/sort',
    input: sortScanPayload,
    output: sortScanAnswer,
    summary:
      'Sort scan: the sort code of the first enabled sorting rule matching the waybill (null: none matches)',
  }),
};
