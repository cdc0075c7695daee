import type { IssueStatusValue, IssueType } from '@freightdesk/domain';
import { index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { createdColumns, instant } from '#platform/db/columns.ts';

/**
 * Issues raised on waybills: open until closed; the waybill's `isIssue` flag is on while one is open.
 * `workOrderId` names a work order by id only (that table belongs to the work orders' module).
 */
export const lmsWaybillIssue = pgTable(
  'lms_waybill_issue',
  {
    id: uuid().primaryKey().defaultRandom(),
    waybillId: uuid()
      .notNull()
      .references(() => lmsWaybill.id, { onDelete: 'cascade' }),
    customerId: uuid().notNull(),
    type: text().$type<IssueType>().notNull(),
    description: text().notNull(),
    workOrderId: uuid(),
    status: smallint().$type<IssueStatusValue>().notNull().default(0),
    ...createdColumns(),
    closedAt: instant(),
    closedBy: uuid(),
    closedByName: text(),
    closeRemark: text(),
  },
  (t) => [
    index('lms_waybill_issue_waybill_idx').on(t.waybillId, t.status),
    index('lms_waybill_issue_created_idx').on(t.createdAt.desc()),
  ],
);

/** Follow records of an issue: what was done, by whom, when. */
export const lmsWaybillIssueFollow = pgTable(
  'lms_waybill_issue_follow',
  {
    id: uuid().primaryKey().defaultRandom(),
    issueId: uuid()
      .notNull()
      .references(() => lmsWaybillIssue.id, { onDelete: 'cascade' }),
    content: text().notNull(),
    ...createdColumns(),
  },
  (t) => [index('lms_waybill_issue_follow_issue_idx').on(t.issueId, t.createdAt)],
);
