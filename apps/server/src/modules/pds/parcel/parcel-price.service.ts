import {
  type ParcelPriceInput,
  type PriceTable,
  type QuoteOk,
  type QuoteResult,
  quoteAll,
} from '@freightdesk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { fmsPrice, priceReference, quoteContextOf, tableOf } from '#modules/fms/price/index.ts';
import { productTable } from '#modules/settings/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { isCustomerUser } from './parcel-access.ts';

/**
 * Parcel prices: the customer price tables of the products whose business system is PDS, effective
 * now for the customer (or general), priced by the same engine as the freight price query
 * (`quoteAll`; "fee" purpose: tables closed to the price query still price an order).
 */

/** The enabled PDS products (one, when named). */
async function pdsProductIds(db: Db, productId?: string | null): Promise<string[]> {
  const rows = await db
    .select({ id: productTable.id })
    .from(productTable)
    .where(
      and(
        eq(productTable.sysCode!, 'PDS'),
        eq(productTable.enabled!, true),
        productId ? eq(productTable.id, productId) : undefined,
      ),
    );
  return rows.map((r) => String(r.id));
}

async function tablesFor(db: Db, productIds: string[], customerId: string | null, at: Date) {
  if (!productIds.length) return [];
  const rows = await db
    .select()
    .from(fmsPrice)
    .where(
      and(
        eq(fmsPrice.kind, 'customer'),
        inArray(fmsPrice.productId, productIds),
        sql`${fmsPrice.effectiveFrom} <= ${at.toISOString()}::timestamptz`,
        sql`(${fmsPrice.effectiveTo} is null or ${fmsPrice.effectiveTo} > ${at.toISOString()}::timestamptz)`,
        customerId
          ? sql`(cardinality(${fmsPrice.customerIds}) = 0 or ${customerId}::uuid = any(${fmsPrice.customerIds}))`
          : sql`cardinality(${fmsPrice.customerIds}) = 0`,
      ),
    );
  return rows.map((r) => tableOf(r));
}

/** The prices of a parcel for a customer across its PDS products (or the one named), cheapest first. */
export async function parcelQuotes(
  ctx: AuthedContext,
  customerId: string | null,
  input: Pick<ParcelPriceInput, 'productId' | 'recipient' | 'pieces' | 'declaredValue' | 'declaredCurrency'>,
): Promise<(QuoteResult & { productName: string | null; channelName: string | null })[]> {
  const productIds = await pdsProductIds(ctx.db, input.productId);
  const [ref, tables] = await Promise.all([
    priceReference(ctx.db, ctx.now),
    tablesFor(ctx.db, productIds, customerId, ctx.now),
  ]);
  const results = quoteAll(
    {
      productId: input.productId ?? null,
      countryCode: input.recipient.countryCode,
      postcode: input.recipient.postcode ?? null,
      city: input.recipient.city ?? null,
      pieces: input.pieces.map((p) => ({
        actualWeight: p.receiveActualWeight,
        length: p.receiveLength ?? null,
        width: p.receiveWidth ?? null,
        height: p.receiveHeight ?? null,
      })),
      declaredValue: input.declaredValue ?? null,
      declaredCurrency: input.declaredCurrency ?? null,
      customerId,
      date: ctx.now,
    },
    tables as PriceTable[],
    quoteContextOf(ref, { now: ctx.now, language: ctx.lang }, { kind: 'customer', purpose: 'fee' }),
  ).filter((r) => productIds.includes(r.productId));
  return results.map((r) => ({
    ...r,
    productName: ref.products[r.productId]?.name ?? null,
    channelName: r.channelId ? (ref.channels[r.channelId]?.name ?? null) : null,
  }));
}

/** `calPrice`: a customer prices for itself (its `customerId` ignored), staff for the customer named. */
export async function calParcelPrice(ctx: AuthedContext, input: ParcelPriceInput) {
  const customerId = isCustomerUser(ctx) ? (ctx.auth.customerId ?? null) : (input.customerId ?? null);
  const quotes = await parcelQuotes(ctx, customerId, input);
  return quotes.map((q) =>
    q.ok
      ? {
          ok: true,
          productId: q.productId,
          productName: q.productName,
          channelId: q.channelId,
          channelName: q.channelName,
          priceId: q.priceId,
          zone: q.zone,
          timeliness: q.timeliness,
          total: q.total,
          currency: q.currency,
          chargeWeight: q.chargeWeight,
          lines: q.lines.map((l) => ({
            subject: l.subject,
            value: l.value,
            currency: l.currency,
            formula: l.formula,
          })),
        }
      : {
          ok: false,
          productId: q.productId,
          productName: q.productName,
          channelId: q.channelId,
          channelName: q.channelName,
          reasonText: q.reasonText,
        },
  );
}

export type ParcelQuote = QuoteOk & { productName: string | null; channelName: string | null };
