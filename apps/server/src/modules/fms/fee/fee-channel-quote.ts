import type { PriceTable } from '@freightdesk/domain';
import { quote } from '@freightdesk/domain';
import { asc, eq } from 'drizzle-orm';
import { priceReference, quoteContextOf } from '#modules/fms/price/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import type { WaybillRow } from '../../lms/waybill/index.ts';
import { lmsWaybillPiece } from '../../lms/waybill/index.ts';
import { shipmentOf } from './fee-calculate.service.ts';
import { feeTables } from './fee-tables.ts';

/** A channel's agent price of a waybill: the local total and the charge weight it priced. */
export type ChannelAgentPrice = { total: string; chargeWeight: string };

/** Agent tables of exactly this channel (and its delivery agent, when a table is bound to one). */
const tablesOfChannel = (tables: readonly PriceTable[], ch: { id: string; deliveryAgentId: string | null }) =>
  tables.filter(
    (t) =>
      t.kind === 'agent' &&
      t.channelId === ch.id &&
      (!t.endAgentId || !ch.deliveryAgentId || t.endAgentId === ch.deliveryAgentId),
  );

/**
 * Prices a waybill with each channel's agent price tables as the fee calculation would (the same
 * shipment, tables and engine), for the channel route's price check. A channel without an agent
 * price of its own, or whose price fails, answers null.
 */
export async function agentPricesOfChannels(
  tx: Db,
  ctx: AuthedContext,
  w: WaybillRow,
  channels: readonly { id: string; deliveryAgentId: string | null }[],
): Promise<Map<string, ChannelAgentPrice | null>> {
  const out = new Map<string, ChannelAgentPrice | null>();
  if (!channels.length) return out;
  const [pieces, ref, tables] = await Promise.all([
    tx
      .select()
      .from(lmsWaybillPiece)
      .where(eq(lmsWaybillPiece.waybillId, w.id))
      .orderBy(asc(lmsWaybillPiece.seq)),
    priceReference(tx, ctx.now),
    feeTables(tx, { productId: w.productId, customerId: w.customerId, date: ctx.now, specifiedIds: [] }),
  ]);
  const context = quoteContextOf(
    ref,
    { now: ctx.now, language: ctx.lang },
    { kind: 'agent', purpose: 'fee' },
  );
  for (const ch of channels) {
    const candidates = tablesOfChannel(tables, ch);
    const shipment = shipmentOf({ ...w, channelId: ch.id }, pieces, ctx.now);
    const result = candidates.length ? quote(shipment, candidates, { ...context, baseTables: tables }) : null;
    out.set(
      ch.id,
      result?.ok && !result.hasErrors
        ? { total: result.localTotal, chargeWeight: result.chargeWeight }
        : null,
    );
  }
  return out;
}
