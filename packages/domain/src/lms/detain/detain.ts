import { z } from 'zod';
import { searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { BATCH_MAX_ROWS } from '../../platform/constants.ts';
import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { searchPayload } from '../../platform/schemas.ts';
import { DETAIN_TYPES, FLAG_SOURCES } from '../waybill/index.ts';
import { DETAIN_RECORD_ACTIONS } from './detain.permissions.ts';

const ids = z.array(z.uuid()).min(1).max(BATCH_MAX_ROWS);
const timeRange = z.tuple([z.coerce.date(), z.coerce.date()]).optional();
const reason = z.string().trim().min(1).max(500);

/** `lms/detain/search`: detained waybills (filters: type, customer, detained by, detain time, number). */
export const detainSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      detainType: z.enum(DETAIN_TYPES).optional(),
      customerId: z.uuid().optional(),
      detainedBy: z.uuid().optional(),
      detainTime: timeRange,
      waybillNo: z.string().trim().max(64).optional(),
    })
    .default({}),
});
export type DetainSearchPayload = z.output<typeof detainSearchPayload>;

export const detainRowAnswer = z.object({
  id: z.string(),
  waybillNo: z.string(),
  customerId: z.string(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  status: z.string(),
  detainTypes: z.array(z.string()),
  detainReason: z.string().nullable(),
  detainTime: timestampAnswer.nullable(),
  detainByName: z.string().nullable(),
});
export type DetainRow = z.output<typeof detainRowAnswer>;
export const detainPageAnswer = searchResultOf(detainRowAnswer);

/** Detain (a type and a reason) on up to 500 waybills; the type is checked by the flag rule. */
export const detainPayload = z
  .object({
    ids: ids.optional(),
    /** Or the waybills by number (the detain dialog of the list takes numbers). */
    waybillNos: z.array(z.string().trim().min(1).max(64)).min(1).max(BATCH_MAX_ROWS).optional(),
    detainType: z.enum(DETAIN_TYPES).optional(),
    reason,
  })
  .refine((p) => p.ids || p.waybillNos, { message: 'pleaseSelectData', path: ['ids'] });
export type DetainPayload = z.output<typeof detainPayload>;
export const releasePayload = z.object({ ids, reason: z.string().trim().max(500).optional() });
export type ReleasePayload = z.output<typeof releasePayload>;

export const waybillIdQuery = z.object({ waybillId: z.uuid() });

export const detainRecordAnswer = z.object({
  id: z.string(),
  waybillId: z.string(),
  action: z.enum(DETAIN_RECORD_ACTIONS),
  detainTypes: z.array(z.string()),
  reason: z.string().nullable(),
  source: z.enum(FLAG_SOURCES),
  createdAt: timestampAnswer,
  createdByName: z.string().nullable(),
});
export type DetainRecord = z.output<typeof detainRecordAnswer>;

/** What the waybill drawer shows of a detain (a customer sees its own waybill's). */
export const detainCurrentAnswer = z.object({
  isDetain: z.boolean(),
  detainTypes: z.array(z.string()),
  reason: z.string().nullable(),
  time: timestampAnswer.nullable(),
});

/** The site message of a detain or release, for the waybill's customer. */
export function detainNotice(
  action: 'detain' | 'release',
  waybillNo: string,
  reason: string | null | undefined,
): { title: Message; content?: Message } {
  const title =
    action === 'detain'
      ? l(`运单 ${waybillNo} 已扣件`, `Waybill ${waybillNo} is detained`, `Vận đơn ${waybillNo} bị tạm giữ`)
      : l(
          `运单 ${waybillNo} 已放行`,
          `Waybill ${waybillNo} is released`,
          `Vận đơn ${waybillNo} đã được giải phóng`,
        );
  if (!reason) return { title };
  return { title, content: l(`原因：${reason}`, `Reason: ${reason}`, `Lý do: ${reason}`) };
}
