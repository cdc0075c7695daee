import { z } from 'zod';
import { searchResultOf, timestampAnswer } from '../../platform/answers.ts';
import { BATCH_MAX_ROWS } from '../../platform/constants.ts';
import { searchPayload } from '../../platform/schemas.ts';
import { ISSUE_TYPES, IssueStatus } from './issue.permissions.ts';

const statusValue = z.union([z.literal(IssueStatus.open), z.literal(IssueStatus.closed)]);

/** `lms/issue/search` (filters: status, type, customer, raised by, raise time, waybill number). */
export const issueSearchPayload = searchPayload.extend({
  criteria: z
    .object({
      status: z.coerce.number().pipe(statusValue).optional(),
      type: z.enum(ISSUE_TYPES).optional(),
      customerId: z.uuid().optional(),
      createdBy: z.uuid().optional(),
      createTime: z.tuple([z.coerce.date(), z.coerce.date()]).optional(),
      waybillNo: z.string().trim().max(64).optional(),
    })
    .default({}),
});
export type IssueSearchPayload = z.output<typeof issueSearchPayload>;

export const issueAnswer = z.object({
  id: z.string(),
  waybillId: z.string(),
  waybillNo: z.string(),
  customerId: z.string(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  type: z.enum(ISSUE_TYPES),
  description: z.string(),
  workOrderId: z.string().nullable(),
  status: statusValue,
  followCount: z.number().int(),
  lastFollow: z.string().nullable(),
  createdAt: timestampAnswer,
  createdByName: z.string().nullable(),
  closedAt: timestampAnswer.nullable(),
  closedByName: z.string().nullable(),
  closeRemark: z.string().nullable(),
});
export type IssueRow = z.output<typeof issueAnswer>;
export const issuePageAnswer = searchResultOf(issueAnswer);

export const issueFollowAnswer = z.object({
  id: z.string(),
  content: z.string(),
  createdAt: timestampAnswer,
  createdByName: z.string().nullable(),
});
export type IssueFollow = z.output<typeof issueFollowAnswer>;
export const issueDetailAnswer = issueAnswer.extend({ follows: z.array(issueFollowAnswer) });

/** Raises an issue on a waybill, optionally tied to a work order. */
export const issueRaisePayload = z
  .object({
    waybillId: z.uuid().optional(),
    /** Or the waybill by number (the raise dialog takes a number). */
    waybillNo: z.string().trim().min(1).max(64).optional(),
    type: z.enum(ISSUE_TYPES),
    description: z.string().trim().min(1).max(1000),
    workOrderId: z.uuid().nullish(),
  })
  .refine((p) => p.waybillId || p.waybillNo, { message: 'pleaseSelectData', path: ['waybillId'] });
export type IssueRaisePayload = z.output<typeof issueRaisePayload>;
export const issueFollowPayload = z.object({ id: z.uuid(), content: z.string().trim().min(1).max(1000) });
export type IssueFollowPayload = z.output<typeof issueFollowPayload>;
export const issueClosePayload = z.object({
  ids: z.array(z.uuid()).min(1).max(BATCH_MAX_ROWS),
  remark: z.string().trim().max(500).optional(),
});
export type IssueClosePayload = z.output<typeof issueClosePayload>;
export const issueIdQuery = z.object({ id: z.uuid() });
