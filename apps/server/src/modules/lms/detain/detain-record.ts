import { detainNotice } from '@freightdesk/domain';
import { and, eq } from 'drizzle-orm';
import type { FlagChange } from '#modules/lms/waybill/index.ts';
import { notify } from '#modules/platform/notify/index.ts';
import { appUser } from '#modules/platform/user/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { lmsDetainRecord } from './detain.schema.ts';

/** The customer's own users (who hear of a detain or release of its waybill). */
async function customerUsers(tx: Db, customerId: string): Promise<string[]> {
  const rows = await tx
    .select({ id: appUser.id })
    .from(appUser)
    .where(and(eq(appUser.customerId, customerId), eq(appUser.userType, 'customer')));
  return rows.map((r) => r.id);
}

/**
 * Waybill hook: writes a detain record for every detain and cancel detain (any source) and tells
 * the waybill's customer users, in the change's transaction.
 */
export async function recordDetainChanges(tx: Db, ctx: AuthedContext, changes: readonly FlagChange[]) {
  const detains = changes.filter((c) => c.action === 'detain' || c.action === 'cancelDetain');
  if (!detains.length) return;
  const records = await tx
    .insert(lmsDetainRecord)
    .values(
      detains.map((c) => ({
        waybillId: c.waybill.id,
        customerId: c.waybill.customerId,
        action: c.action === 'detain' ? ('detain' as const) : ('release' as const),
        detainTypes: [...c.detainTypes],
        reason: c.reason,
        source: c.source,
        createdAt: ctx.now,
        createdBy: ctx.auth.userId || null,
        createdByName: ctx.auth.name ?? null,
      })),
    )
    .returning({ id: lmsDetainRecord.id, action: lmsDetainRecord.action });
  const users = new Map<string, string[]>();
  for (const [i, c] of detains.entries()) {
    const customerId = c.waybill.customerId;
    if (!users.has(customerId)) users.set(customerId, await customerUsers(tx, customerId));
    const record = records[i]!;
    await notify(
      tx,
      {
        recipients: users.get(customerId)!,
        kind: record.action === 'detain' ? 'waybillDetained' : 'waybillReleased',
        ...detainNotice(record.action, c.waybill.waybillNo, c.reason),
        link: `/lms/waybill/list?no=${encodeURIComponent(c.waybill.waybillNo)}`,
        key: `detain:${record.id}`,
      },
      ctx.now,
    );
  }
}
