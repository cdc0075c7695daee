import {
  type LimitAmountFacts,
  type LimitedChannel,
  type RuleFailure,
  type ServiceLimitFacts,
  serviceLimitRefusal,
} from '@freightdesk/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import { lmsWaybillPiece } from '#modules/lms/waybill/index.ts';
import { channelTable } from '#modules/settings/index.ts';
import { waybillRuleFacts } from '#modules/settings/rule/index.ts';
import type { Db } from '#platform/db/db.ts';
import type { AuthedContext } from '#platform/http/route.ts';

/** A waybill as the limits see it: its service-limit facts and what it takes of a channel limit. */
export type WaybillLimitFacts = {
  id: string;
  waybillNo: string;
  facts: ServiceLimitFacts;
  amounts: LimitAmountFacts;
};

const p = lmsWaybillPiece;
const largest = (received: unknown, ordered: unknown) =>
  sql<string | null>`max(coalesce(${received}, ${ordered}))::text`;

/** The largest length, width and height of each waybill's pieces (received once received, else ordered). */
async function pieceSizes(db: Db, ids: readonly string[]) {
  const rows = await db
    .select({
      waybillId: p.waybillId,
      length: largest(p.receiveLength, p.orderLength),
      width: largest(p.receiveWidth, p.orderWidth),
      height: largest(p.receiveHeight, p.orderHeight),
    })
    .from(p)
    .where(inArray(p.waybillId, [...ids]))
    .groupBy(p.waybillId);
  return new Map(rows.map((r) => [r.waybillId, r]));
}

const str = (v: unknown): string | null => (v == null || v === '' ? null : String(v));

/**
 * The limit facts of waybills by id: the rule language's facts (`waybillRuleFacts`: charge weight,
 * longest side, cubic metres, destination, goods descriptions, declare type, pieces) and, added
 * here, the largest piece length, width and height. Read in `db`, so a transaction sees its writes.
 */
export async function waybillLimitFacts(
  db: Db,
  ctx: AuthedContext,
  ids: readonly string[],
): Promise<Map<string, WaybillLimitFacts>> {
  const out = new Map<string, WaybillLimitFacts>();
  if (!ids.length) return out;
  const [rules, sizes] = [await waybillRuleFacts(db, ctx, ids), await pieceSizes(db, ids)];
  for (const [id, { waybillNo, facts: f }] of rules) {
    const size = sizes.get(id);
    const goods = Array.isArray(f.goodsTypes) ? f.goodsTypes.map(String) : [];
    out.set(id, {
      id,
      waybillNo,
      facts: {
        chargeWeight: str(f.chargeWeight),
        longestSide: str(f.longestSide),
        squareNumber: str(f.squareNumber),
        pieceMaxLength: size?.length ?? null,
        pieceMaxWidth: size?.width ?? null,
        pieceMaxHeight: size?.height ?? null,
        destinationCountry: str(f.destinationCountry),
        goodsTypes: goods,
        declareType: str(f.declareType),
      },
      amounts: {
        pieceCount: str(f.pieceCount),
        chargeWeight: str(f.chargeWeight),
        squareNumber: str(f.squareNumber),
      },
    });
  }
  return out;
}

/** A channel by id as its refusals need it (null when it does not exist). */
export async function limitedChannel(db: Db, id: string): Promise<LimitedChannel | null> {
  const [row] = await db
    .select({ name: channelTable.name, serviceLimit: channelTable.serviceLimit })
    .from(channelTable)
    .where(eq(channelTable.id, id));
  return row ? { name: String(row.name), serviceLimit: row.serviceLimit } : null;
}

/**
 * The first refusal of a channel's service limit (the channel or its id) for a waybill's facts, or
 * null when the waybill fits (or the channel does not exist: choosing it is refused elsewhere).
 */
export async function channelRefusal(
  tx: Db,
  channel: string | LimitedChannel,
  facts: ServiceLimitFacts,
): Promise<RuleFailure | null> {
  const c = typeof channel === 'string' ? await limitedChannel(tx, channel) : channel;
  return c ? serviceLimitRefusal(c, facts) : null;
}
