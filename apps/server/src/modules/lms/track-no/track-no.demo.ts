import { and, asc, eq, inArray, like } from 'drizzle-orm';
import { lmsWaybill } from '#modules/lms/waybill/index.ts';
import { labelApiTable, trackApiTable } from '#modules/settings/carrier-api/index.ts';
import { channelTable } from '#modules/settings/index.ts';
import type { Tx } from '#platform/db/db.ts';
import { seedStep } from '#platform/db/seed-step.schema.ts';
import { enqueueTask } from '#platform/tasks/task.service.ts';
import { AUTO_FETCH_TASK } from './track-no-batch.service.ts';

const STEP = 'demo:lmsTrackNo';
export const DEMO_SANDBOX_CHANNEL = 'SBXEXP';

/**
 * A freight waybill tracked by the sandbox carrier: the channel SBXEXP (sandbox label and track API,
 * tracked through the sandbox track API, customers may fetch and print), one demo waybill already sent on it, and a
 * durable task that fetches its label on the first start (the carrier is never called inside the
 * seed's transaction); the track pulls then follow it as the sandbox's events come due.
 */
export async function seedTrackNoDemo(tx: Tx): Promise<void> {
  const [done] = await tx.select().from(seedStep).where(eq(seedStep.name, STEP));
  if (done) return;
  const [label] = await tx
    .select({ id: labelApiTable.id })
    .from(labelApiTable)
    .where(eq(labelApiTable.code, 'SANDBOX'));
  const [track] = await tx
    .select({ id: trackApiTable.id })
    .from(trackApiTable)
    .where(eq(trackApiTable.code, 'SANDBOX'));
  const [waybill] = await tx
    .select({ id: lmsWaybill.id, productId: lmsWaybill.productId })
    .from(lmsWaybill)
    .where(and(like(lmsWaybill.waybillNo, 'FDDEMO%'), inArray(lmsWaybill.status, ['departure', 'inTransit'])))
    .orderBy(asc(lmsWaybill.waybillNo))
    .limit(1);
  if (!label || !track || !waybill) return;
  const [channel] = await tx
    .insert(channelTable)
    .values({
      code: DEMO_SANDBOX_CHANNEL,
      name: 'Sandbox Express',
      productIds: [waybill.productId],
      labelApiId: String(label.id),
      trackApiId: String(track.id),
      labelApiMode: 'autoAfterInvoice',
      trackApiMode: 'selfBuilt',
      customerLabelMode: 'fetchAndPrint',
    } as typeof channelTable.$inferInsert)
    .returning({ id: channelTable.id });
  const now = new Date();
  await tx
    .update(lmsWaybill)
    .set({ channelId: String(channel!.id) })
    .where(eq(lmsWaybill.id, waybill.id));
  await enqueueTask(
    tx,
    { type: AUTO_FETCH_TASK, key: `${waybill.id}:1`, payload: { waybillId: waybill.id, attempt: 1 } },
    now,
  );
  await tx.insert(seedStep).values({ name: STEP });
}
