import { eq } from 'drizzle-orm';
import { pdsWaybill, pdsWaybillFee } from '#modules/pds/parcel/index.ts';
import type { TestApp } from '../../../test/test-app.ts';

type FeeInsert = typeof pdsWaybillFee.$inferInsert;

/** Test helpers of the parcel fee list: parcels and fee rows written as they stand (no carrier, no price). */
export function parcelFeeKit(t: TestApp) {
  const parcel = async (waybillNo: string, customerId: string, productId: string, trackNo?: string) => {
    const [row] = await t.database.db
      .insert(pdsWaybill)
      .values({
        waybillNo,
        customerId,
        status: 'made',
        productId,
        trackNo: trackNo ?? null,
        destination: 'US',
        pieceCount: 1,
        declareCurrency: 'USD',
        sender: { name: 'Sender', phone: '1', countryCode: 'CN', city: 'Shenzhen', address1: 'Park' },
        recipient: { name: 'Recipient', countryCode: 'US', city: 'LA', address1: 'Main St' },
        orderTime: new Date('2026-01-05T00:00:00Z'),
      } as typeof pdsWaybill.$inferInsert)
      .returning({ id: pdsWaybill.id, customerId: pdsWaybill.customerId });
    return { id: row!.id, waybillNo, customerId };
  };
  const fee = async (p: { id: string; customerId: string }, over: Partial<FeeInsert> = {}) => {
    const [row] = await t.database.db
      .insert(pdsWaybillFee)
      .values({
        waybillId: p.id,
        partyId: p.customerId,
        subjectName: 'freight',
        value: '100.00',
        currency: 'RMB',
        conversionValue: '100.00',
        belongTime: new Date('2026-01-10T00:00:00Z'),
        ...over,
      })
      .returning({ id: pdsWaybillFee.id });
    return row!.id;
  };
  const statusOf = async (id: string) =>
    (await t.database.db.select().from(pdsWaybillFee).where(eq(pdsWaybillFee.id, id)))[0]!.status;
  return { parcel, fee, statusOf };
}
