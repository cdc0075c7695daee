import {
  BillStatus,
  SETTLEMENT_TERM_DAYS,
  type UrgeOverduePayload,
  type UrgeRecordPayload,
} from '@freightdesk/domain';
import Decimal from 'decimal.js';
import { and, desc, eq, ilike, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import { customer } from '#modules/crm/customer/index.ts';
import { fmsBill as b, billList } from '#modules/fms/bill/index.ts';
import { receivableScope, staffOnly } from '#modules/fms/ledger/index.ts';
import { mailDeliveries } from '#modules/platform/notify/index.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { likePattern, pageOf, pageOffset, rowCount } from '#platform/http/search.ts';
import { defineScopedList } from '#platform/permissions/scoped-lists.ts';
import { enqueueTask } from '#platform/tasks/task.service.ts';
import { fmsUrgeRecord as r } from './urge.schema.ts';

/** Reminder records as a scoped list: sent by a staff user, belonging to their customer. */
export const urgeList = defineScopedList('fmsUrgeRecord', { owner: r.createdBy, customer: r.customerId });

export const URGE_TASK = 'fms.urge.send';
/** Tries of a reminder's task before its record is failed. */
export const URGE_ATTEMPTS = 3;
/** The key of a record's mail in the notification deliveries. */
export const urgeMailKey = (recordId: string) => `urge:${recordId}`;

/** The days of the customer's settlement terms (`SETTLEMENT_TERM_DAYS`; other modes: 0). */
const termDaysSql = sql`(case ${customer.settlementMode} ${sql.join(
  Object.entries(SETTLEMENT_TERM_DAYS).map(([mode, days]) => sql`when ${mode} then ${days}::int`),
  sql` `,
)} else 0 end)`;
const dueSql = sql`(${b.billTime} + ${termDaysSql} * interval '1 day')`;
const openBill = and(isNull(b.cancelTime), ne(b.status, BillStatus.fullPay), lt(b.writtenOff, b.total));

/** The UTC day of an instant (a bill is reminded at most once a day). */
export const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/** `fms/urge/overdue`: open bills whose due time (bill time + the customer's terms) has passed, most overdue first. */
export async function searchOverdue(ctx: AuthedContext, input: UrgeOverduePayload) {
  staffOnly(ctx);
  const c = input.criteria;
  const now = ctx.now.toISOString();
  const rows = await ctx.db
    .select({
      id: b.id,
      billNo: b.billNo,
      customerId: b.customerId,
      customerCode: customer.code,
      customerName: customer.name,
      settlementMode: customer.settlementMode,
      billTime: b.billTime,
      dueTime: sql<Date>`${dueSql}`.mapWith((v: string | Date) => new Date(v)),
      overdueDays: sql<number>`floor(extract(epoch from (${now}::timestamptz - ${dueSql})) / 86400)::int`,
      currency: b.currency,
      total: b.total,
      writtenOff: b.writtenOff,
      email: customer.email,
      urgeCount: sql<number>`(select count(*)::int from ${r} where ${r.billId} = ${b.id})`,
      lastUrgeTime:
        sql<Date | null>`(select max(${r.createdAt}) from ${r} where ${r.billId} = ${b.id})`.mapWith(
          (v: string | Date | null) => (v ? new Date(v) : null),
        ),
      count: sql`count(*) over ()`,
    })
    .from(b)
    .innerJoin(customer, eq(customer.id, b.customerId))
    .where(
      and(
        await receivableScope(ctx, billList, b.customerId),
        openBill,
        sql`${dueSql} < ${now}::timestamptz`,
        c.customerId ? eq(b.customerId, c.customerId) : undefined,
        c.financeUserId ? eq(customer.receivableFinanceUserId, c.financeUserId) : undefined,
      ),
    )
    .orderBy(sql`${dueSql}`, b.billNo)
    .limit(input.size)
    .offset(pageOffset(input));
  return pageOf(
    rows.map(({ count: _, writtenOff, ...row }) => ({
      ...row,
      unwritten: new Decimal(row.total).minus(writtenOff).toFixed(2),
    })),
    rowCount(rows[0]?.count),
    input,
  );
}

/** `fms/urge/records`: reminders, newest first. */
export async function searchUrgeRecords(ctx: AuthedContext, input: UrgeRecordPayload) {
  staffOnly(ctx);
  const c = input.criteria;
  const where = and(
    await receivableScope(ctx, urgeList, r.customerId),
    c.customerId ? eq(r.customerId, c.customerId) : undefined,
    c.billNo ? ilike(r.billNo, likePattern(c.billNo)) : undefined,
  );
  const rows = await ctx.db
    .select({
      id: r.id,
      billId: r.billId,
      billNo: r.billNo,
      customerId: r.customerId,
      customerCode: customer.code,
      customerName: customer.name,
      channel: r.channel,
      to: r.to,
      result: r.result,
      error: r.error,
      createdAt: r.createdAt,
      sentAt: r.sentAt,
      createdByName: r.createdByName,
      count: sql`count(*) over ()`,
    })
    .from(r)
    .innerJoin(customer, eq(customer.id, r.customerId))
    .where(where)
    .orderBy(desc(r.createdAt), desc(r.id))
    .limit(input.size)
    .offset(pageOffset(input));
  // the mail went out through the notification queue: its delivery tells how it ended
  const mails = await mailDeliveries(
    ctx.db,
    rows.map((row) => urgeMailKey(row.id)),
  );
  const records = rows.map(({ count: _, ...row }) => {
    const mail = mails.get(urgeMailKey(row.id));
    if (!mail) return row;
    return {
      ...row,
      result: mail.status,
      error: mail.error,
      sentAt: mail.status === 'sent' ? mail.at : null,
    };
  });
  return pageOf(records, rowCount(rows[0]?.count), input);
}

/**
 * `fms/urge/send`: per open bill of the caller's scope, a queued record of today and one durable task
 * keyed by bill and day, in one transaction; a bill reminded today already (or closed) is skipped.
 */
export async function sendUrges(ctx: AuthedContext, input: { billIds: string[] }) {
  staffOnly(ctx);
  const day = dayOf(ctx.now);
  return ctx.db.transaction(async (tx) => {
    const bills = await tx
      .select({ id: b.id, billNo: b.billNo, customerId: b.customerId })
      .from(b)
      .where(and(inArray(b.id, input.billIds), openBill, await receivableScope(ctx, billList, b.customerId)));
    let queued = 0;
    for (const bill of bills) {
      const [record] = await tx
        .insert(r)
        .values({
          billId: bill.id,
          billNo: bill.billNo,
          customerId: bill.customerId,
          day,
          createdAt: ctx.now,
          createdBy: ctx.auth.userId,
          createdByName: ctx.auth.name,
        })
        .onConflictDoNothing({ target: [r.billId, r.day] })
        .returning({ id: r.id });
      if (!record) continue;
      await enqueueTask(
        tx,
        {
          type: URGE_TASK,
          key: `${bill.id}:${day}`,
          payload: { recordId: record.id },
          maxAttempts: URGE_ATTEMPTS,
        },
        ctx.now,
      );
      queued++;
    }
    return { queued, skipped: input.billIds.length - queued };
  });
}
