import type { RecipientInput, SenderInput } from '@freightdesk/domain';
import { asc, eq } from 'drizzle-orm';
import { lmsWaybillCommodity, lmsWaybillPiece, type WaybillRow } from '#modules/lms/waybill/index.ts';
import type { CarrierAddress, CarrierShipment } from '#modules/settings/carrier-api/index.ts';
import type { Db } from '#platform/db/db.ts';

/** The carrier's view of a freight waybill: parties, pieces (received sizes when measured) and commodities. */

function address(p: SenderInput | RecipientInput): CarrierAddress {
  return {
    name: p.name,
    company: p.company ?? null,
    phone: p.phone ?? null,
    email: p.email ?? null,
    lines: [p.address1, p.address2, p.address3].filter((x): x is string => !!x),
    city: p.city ?? '',
    state: p.state ?? null,
    postcode: p.postcode ?? null,
    countryCode: p.countryCode,
  };
}

/** Builds the shipment of a waybill (read with the caller's handle; no lock needed). */
export async function buildShipment(db: Db, w: WaybillRow, now: Date): Promise<CarrierShipment> {
  const pieces = await db
    .select()
    .from(lmsWaybillPiece)
    .where(eq(lmsWaybillPiece.waybillId, w.id))
    .orderBy(asc(lmsWaybillPiece.seq));
  const commodities = await db
    .select()
    .from(lmsWaybillCommodity)
    .where(eq(lmsWaybillCommodity.waybillId, w.id))
    .orderBy(asc(lmsWaybillCommodity.seq));
  const currency = w.invoice.declareCurrency;
  return {
    reference: w.waybillNo,
    shipper: address(w.sender),
    receiver: address(w.recipient),
    pieces: pieces.map((p) => ({
      weight: p.receiveActualWeight ?? p.orderActualWeight ?? '0.5',
      length: p.receiveLength ?? p.orderLength,
      width: p.receiveWidth ?? p.orderWidth,
      height: p.receiveHeight ?? p.orderHeight,
    })),
    commodities: commodities.map((c) => ({
      description: c.nameEn,
      quantity: c.quantity,
      unitValue: c.unitPrice,
      currency,
      weight: c.unitNetWeight,
      hsCode: c.hsCode,
      originCountry: c.origin,
    })),
    serviceCode: null,
    shipDate: now.toISOString().slice(0, 10),
    labelFormat: 'pdf',
    documents: w.packageType === 'document',
  };
}
