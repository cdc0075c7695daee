import { eq } from 'drizzle-orm';
import { pdsWaybill } from '#modules/pds/parcel/index.ts';
import type { Tx } from '#platform/db/db.ts';
import { seedStep } from '#platform/db/seed-step.schema.ts';
import { pdsEndShipManifest } from './end-ship-manifest.schema.ts';

const STEP = 'demo:pdsEndShipManifest';
const CODE = 'ESMDEMO0001';

/**
 * A closed end-ship manifest over the demo parcel waiting pick-up (PDDEMO0004), once per database.
 * It has no document: seeding calls no carrier.
 */
export async function seedEndShipManifestDemo(tx: Tx): Promise<void> {
  const [done] = await tx.select().from(seedStep).where(eq(seedStep.name, STEP));
  if (done) return;
  const [parcel] = await tx
    .select({ id: pdsWaybill.id, labelApiId: pdsWaybill.labelApiId })
    .from(pdsWaybill)
    .where(eq(pdsWaybill.waybillNo, 'PDDEMO0004'));
  if (!parcel?.labelApiId) return;
  const closedAt = new Date();
  const [manifest] = await tx
    .insert(pdsEndShipManifest)
    .values({
      code: CODE,
      status: 'closed',
      labelApiId: parcel.labelApiId,
      manifestDate: closedAt.toISOString().slice(0, 10),
      manifestNo: 'SBXM-DEMO-0001',
      parcelIds: [parcel.id],
      parcelCount: 1,
      closedAt,
    })
    .returning({ id: pdsEndShipManifest.id });
  await tx
    .update(pdsWaybill)
    .set({ endShipManifestId: manifest!.id, endShipManifestCode: CODE, endShipManifestConfirmTime: closedAt })
    .where(eq(pdsWaybill.id, parcel.id));
  await tx.insert(seedStep).values({ name: STEP });
}
