import {
  BizCode,
  type BusinessLogAction,
  checkPriceTable,
  findPriceConflicts,
  type PriceConflict,
  type PriceInsertPayload,
  type PriceTable,
  type PriceUpdatePayload,
  type priceSaveAsPayload,
  priceTableSchema,
} from '@freightdesk/domain';
import { and, eq, gt, inArray, isNull, lt, notInArray, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { fmsPrice, fmsPriceHistory } from './price.schema.ts';
import {
  lockPrices,
  type PriceRow,
  recordVersions,
  requirePrice,
  stamp,
  tableOf,
  valuesOf,
} from './price-row.ts';

/**
 * Writes of price tables (insert, update, save as, delete): the engine's whole-table checks, the
 * overlap check (code 2000 with the conflict list unless `force`), a history row per saved version
 * and a business-log row, in one transaction.
 */

type Candidate = Omit<PriceTable, 'id'> & { id?: string };

/** Refuses a table the engine's rules refuse (forbidden modes, missing base or API, validity, ranges). */
export async function checkTable(tx: Db, t: PriceTable): Promise<void> {
  const failure = checkPriceTable(t);
  if (failure) throw new BizError(failure.key, failure.params);
  if (t.mode === 'base' && t.base) {
    const [base] = await tx
      .select({ kind: fmsPrice.kind })
      .from(fmsPrice)
      .where(eq(fmsPrice.id, t.base.priceId));
    if (!base || base.kind !== t.kind || t.base.priceId === t.id) throw new BizError('priceBaseNotFound');
  }
}

/** The tables of the same kind, product and channel whose validity may meet the candidate's (locked). */
export async function neighbours(tx: Db, t: Candidate): Promise<PriceRow[]> {
  return tx
    .select()
    .from(fmsPrice)
    .where(
      and(
        eq(fmsPrice.kind, t.kind),
        eq(fmsPrice.productId, t.productId),
        t.channelId ? eq(fmsPrice.channelId, t.channelId) : isNull(fmsPrice.channelId),
        or(isNull(fmsPrice.effectiveTo), gt(fmsPrice.effectiveTo, t.effectiveFrom)),
        t.effectiveTo ? lt(fmsPrice.effectiveFrom, t.effectiveTo) : undefined,
      ),
    )
    .orderBy(fmsPrice.id)
    .for('update');
}

/**
 * Overlapping prices: without `force` the answer is code 2000 with the conflict list (the client
 * confirms and repeats with `force: true`); with it, the overlapped tables that started before the
 * candidate end at its effective-from (tables starting later stay: the latest start wins a quote).
 */
export async function resolveOverlaps(
  tx: Db,
  ctx: AuthedContext,
  t: PriceTable,
  force: boolean,
): Promise<void> {
  const rows = await neighbours(tx, t);
  const conflicts: PriceConflict[] = findPriceConflicts(t, rows.map(tableOf));
  if (conflicts.length === 0) return;
  if (!force) throw new BizError('pricingOverlap', [conflicts.length], BizCode.confirmNeeded, conflicts);
  const ids = new Set(conflicts.map((c) => c.priceId));
  const ended: PriceRow[] = [];
  const before = new Map<string, PriceRow>();
  for (const row of rows) {
    if (!ids.has(row.id) || row.effectiveFrom >= t.effectiveFrom) continue;
    before.set(row.id, row);
    const [done] = await tx
      .update(fmsPrice)
      .set({ effectiveTo: t.effectiveFrom, version: sql`${fmsPrice.version} + 1`, ...stamp(ctx, false) })
      .where(eq(fmsPrice.id, row.id))
      .returning();
    ended.push(done!);
  }
  await recordVersions(tx, ctx, 'expiredByOverlap', ended, before);
}

/** Inserts a checked table (insert and save as). */
export async function insertTable(
  tx: Db,
  ctx: AuthedContext,
  t: Candidate,
  force: boolean,
  action: BusinessLogAction,
) {
  const draft: PriceTable = { ...t, id: '00000000-0000-0000-0000-000000000000' };
  await checkTable(tx, draft);
  await resolveOverlaps(tx, ctx, draft, force);
  const [row] = await tx
    .insert(fmsPrice)
    .values({ ...valuesOf(t), ...stamp(ctx, true) })
    .returning();
  await recordVersions(tx, ctx, action, [row!]);
  return row!;
}

/** A new price table → `{id, version}`. */
export async function insertPrice(ctx: AuthedContext, input: PriceInsertPayload) {
  requirePrice(ctx, input.kind, 'insert');
  const { force, ...t } = input;
  const row = await ctx.db.transaction((tx) => insertTable(tx, ctx, t, force, 'insert'));
  return { id: row.id, version: row.version };
}

/** Saves a changed table (the version read must still be current; the kind cannot change). */
export async function updatePrice(ctx: AuthedContext, input: PriceUpdatePayload) {
  requirePrice(ctx, input.kind, 'update');
  const { force, version, ...t } = input;
  return ctx.db.transaction(async (tx) => {
    const [current] = await lockPrices(tx, input.kind, [input.id]);
    if (current!.version !== version) throw new BizError('staleData');
    await checkTable(tx, t);
    await resolveOverlaps(tx, ctx, t, force);
    const [row] = await tx
      .update(fmsPrice)
      .set({ ...valuesOf(t), version: current!.version + 1, ...stamp(ctx, false) })
      .where(eq(fmsPrice.id, input.id))
      .returning();
    await recordVersions(tx, ctx, 'update', [row!], new Map([[input.id, current!]]));
    return { id: row!.id, version: row!.version };
  });
}

/** Save as: a copy of a table with a new validity (and name) → the new `{id, version}`. */
export async function saveAsPrice(ctx: AuthedContext, input: z.output<typeof priceSaveAsPayload>) {
  return ctx.db.transaction(async (tx) => {
    const [source] = await tx.select().from(fmsPrice).where(eq(fmsPrice.id, input.id));
    if (!source) throw dataNotExist();
    requirePrice(ctx, source.kind, 'insert');
    const { id: _id, ...t } = priceTableSchema.parse({
      ...tableOf(source),
      name: input.name ?? source.name,
      effectiveFrom: input.effectiveFrom,
      effectiveTo: input.effectiveTo ?? null,
    });
    const row = await insertTable(tx, ctx, t, input.force, 'saveAs');
    return { id: row.id, version: row.version };
  });
}

/** Deletes tables of one kind (their history stays; the business log keeps the header). */
export async function deletePrices(ctx: AuthedContext, input: { kind: PriceTable['kind']; ids: string[] }) {
  requirePrice(ctx, input.kind, 'delete');
  await ctx.db.transaction(async (tx) => {
    const rows = await lockPrices(tx, input.kind, input.ids);
    const ids = rows.map((r) => r.id);
    const [user] = await tx
      .select({ name: fmsPrice.name })
      .from(fmsPrice)
      .where(and(inArray(sql`${fmsPrice.base}->>'priceId'`, ids), notInArray(fmsPrice.id, ids)))
      .limit(1);
    if (user) throw new BizError('priceUsedAsBase', [user.name]);
    await recordVersions(
      tx,
      ctx,
      'delete',
      rows.map((r) => ({ ...r, version: r.version + 1 })),
    );
    for (const r of rows) await tx.delete(fmsPrice).where(eq(fmsPrice.id, r.id));
  });
  return null;
}

/** Every saved version of a table, newest first (who, when, how, and the whole table then). */
export async function priceHistory(ctx: AuthedContext, id: string) {
  const [row] = await ctx.db.select({ kind: fmsPrice.kind }).from(fmsPrice).where(eq(fmsPrice.id, id));
  const [any] = row
    ? [row]
    : await ctx.db
        .select({ kind: sql<PriceTable['kind']>`${fmsPriceHistory.snapshot}->>'kind'` })
        .from(fmsPriceHistory)
        .where(eq(fmsPriceHistory.priceId, id))
        .limit(1);
  if (!any) throw dataNotExist();
  requirePrice(ctx, any.kind);
  return ctx.db
    .select()
    .from(fmsPriceHistory)
    .where(eq(fmsPriceHistory.priceId, id))
    .orderBy(sql`${fmsPriceHistory.changedAt} desc, ${fmsPriceHistory.version} desc`);
}
