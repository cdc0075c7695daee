import {
  type BusinessLogAction,
  type EffectStatus,
  effectStatus,
  hasPermission,
  type PriceKind,
  type PriceTable,
  pricePermission,
  priceTableSchema,
} from '@freightdesk/domain';
import { inArray } from 'drizzle-orm';
import { writeBusinessLog } from '#modules/settings/business-log/index.ts';
import type { Db } from '#platform/db/db.ts';
import { dataNotExist, noPermission } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { fmsPrice, fmsPriceHistory } from './price.schema.ts';

/** Business-log entity name of a price table. */
export const PRICE_ENTITY = 'fmsPrice';

export type PriceRow = typeof fmsPrice.$inferSelect;
/** A price table's columns as written (no id, audit or version). */
export type PriceValues = Omit<
  typeof fmsPrice.$inferInsert,
  'id' | 'version' | 'createdAt' | 'createdBy' | 'createdByName' | 'updatedAt' | 'updatedBy' | 'updatedByName'
>;

/**
 * Price lists are staff screens: a customer user is refused whatever its role holds; staff need the
 * list code of the kind, with the action when one is given.
 */
export function requirePrice(ctx: AuthedContext, kind: PriceKind, action?: string): void {
  if (ctx.auth.userType === 'customer') throw noPermission();
  if (!hasPermission(ctx.auth.permissions, pricePermission(kind, action))) throw noPermission();
}

/** The columns of a parsed table. */
export function valuesOf(t: Omit<PriceTable, 'id'>): PriceValues {
  return {
    name: t.name,
    kind: t.kind,
    mode: t.mode,
    productId: t.productId,
    channelId: t.channelId ?? null,
    chargeMode: t.chargeMode,
    endAgentId: t.endAgentId ?? null,
    customerIds: t.customerIds,
    goodsTypes: t.goodsTypes,
    fuel: t.fuel,
    forbidQuery: t.forbidQuery,
    zoneQuery: t.zoneQuery,
    zones: t.zones,
    currency: t.currency,
    exchangeRate: t.exchangeRate ?? null,
    base: t.base ?? null,
    priceApiId: t.priceApiId ?? null,
    contractFileId: t.contractFileId ?? null,
    remark: t.remark ?? null,
    data: {
      weightRanges: t.weightRanges,
      specialFreights: t.specialFreights,
      serviceFees: t.serviceFees,
      surcharges: t.surcharges,
      appendRules: t.appendRules,
    },
    effectiveFrom: t.effectiveFrom,
    effectiveTo: t.effectiveTo ?? null,
  };
}

/** Parsed tables by id and version: the engine caches per parsed object, so a version is parsed once. */
const parsed = new Map<string, { version: number; table: PriceTable }>();
const PARSED_MAX = 20_000;

/** The parsed table of an id at a version, when this process has it. */
export function cachedTable(id: string, version: number): PriceTable | undefined {
  const hit = parsed.get(id);
  return hit && hit.version === version ? hit.table : undefined;
}

/** The engine's view of a row (parsed once per version and kept; never mutate the answer). */
export function tableOf(row: PriceRow): PriceTable {
  const hit = parsed.get(row.id);
  if (hit && hit.version === row.version) return hit.table;
  const table = priceTableSchema.parse({ ...row, ...row.data, id: row.id });
  if (parsed.size >= PARSED_MAX) parsed.clear();
  parsed.set(row.id, { version: row.version, table });
  return table;
}

/** A row as answered: columns, the sub-data spread out and the status by the clock. */
export function recordOf(
  row: PriceRow,
  now: Date,
): Omit<PriceRow, 'data'> &
  PriceRow['data'] & {
    status: EffectStatus;
  } {
  const { data, ...rest } = row;
  return { ...rest, ...data, status: effectStatus(row, now) };
}

/** Locks the rows of one kind (id order); a missing id or another kind refuses the whole batch. */
export async function lockPrices(tx: Db, kind: PriceKind, ids: readonly string[]): Promise<PriceRow[]> {
  const unique = [...new Set(ids)].sort();
  const rows = await tx
    .select()
    .from(fmsPrice)
    .where(inArray(fmsPrice.id, unique))
    .orderBy(fmsPrice.id)
    .for('update');
  if (rows.length !== unique.length || rows.some((r) => r.kind !== kind)) throw dataNotExist();
  return rows;
}

/** A history row (the saved version as a whole) and a business-log row for each written table. */
export async function recordVersions(
  tx: Db,
  ctx: AuthedContext,
  action: BusinessLogAction,
  rows: readonly PriceRow[],
  before?: ReadonlyMap<string, PriceRow>,
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(fmsPriceHistory).values(
    rows.map((r) => ({
      priceId: r.id,
      version: r.version,
      action,
      snapshot: JSON.parse(JSON.stringify(r)) as Record<string, unknown>,
      changedBy: ctx.auth.userId,
      changedByName: ctx.auth.name,
      changedAt: ctx.now,
    })),
  );
  await writeBusinessLog(
    tx,
    ctx,
    rows.map((r) => {
      const old = before?.get(r.id);
      return {
        entity: PRICE_ENTITY,
        entityId: r.id,
        action,
        ...(old ? { before: logged(old) } : {}),
        after: logged(r),
      };
    }),
  );
}

/** What the business log keeps of a table: the header (the sub-data lives in the history). */
function logged(r: PriceRow): Record<string, unknown> {
  const { data: _data, zones: _zones, ...head } = r;
  return head;
}

/** Audit columns of a write. */
export function stamp(ctx: AuthedContext, created: boolean) {
  const who = { updatedAt: ctx.now, updatedBy: ctx.auth.userId, updatedByName: ctx.auth.name };
  return created
    ? { ...who, createdAt: ctx.now, createdBy: ctx.auth.userId, createdByName: ctx.auth.name }
    : who;
}
