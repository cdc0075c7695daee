import { jobStartAnswer, searchResultOf, WAYBILL_STATUSES } from '@freightdesk/domain';
import { z } from 'zod';

/** Output schemas of the waybill routes (the `data` of their answers in `/api/openapi.json`). */

const status = z.enum(WAYBILL_STATUSES);
const count = (name: string) => z.object({ [name]: z.number().int() });

/** The waybills a status change touched, with their new status. */
export const statusChangeAnswer = z.object({
  updated: z.number().int(),
  statuses: z.array(z.object({ id: z.uuid(), status })),
});

export const WAYBILL_ANSWERS = {
  order: z.object({ id: z.uuid(), waybillNo: z.string() }),
  /** Rows of the list: the columns the list shows (loose: they follow the list's columns). */
  search: searchResultOf(z.looseObject({ id: z.uuid() })),
  statusGroup: z.record(z.string(), z.number().int()),
  action: statusChangeAnswer,
  updated: count('updated'),
  deleted: count('deleted'),
  appended: count('appended'),
  lines: count('lines'),
  fileIds: z.array(z.string()),
  export: jobStartAnswer,
  copy: z.object({
    waybills: z.array(z.object({ id: z.uuid(), waybillNo: z.string(), copiedFrom: z.uuid() })),
  }),
  update: z.object({ id: z.uuid(), version: z.number().int() }),
  remoteLevel: z.object({ remoteLevel: z.number().int() }),
  options: z.array(z.object({ id: z.string(), label: z.string() })),
  /** Goods descriptions of the order picker, with their category. */
  goodsDescs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      nameEn: z.string().nullable(),
      categoryName: z.string().nullable(),
    }),
  ),
};
