import { BATCH_MAX_ROWS, type BusinessLogAction, type FieldDef, hasPermission } from '@freightdesk/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext } from '#platform/http/route.ts';
import { parseInput } from '#platform/http/validation.ts';
import { changedValues } from './changed-values.ts';
import { isCustomerUser, scopeFilter } from './entity-access.ts';
import { assertNotReferenced, assertRowValid, mapWriteError } from './entity-check.ts';
import { MASK } from './entity-query.ts';
import { readRecord } from './entity-read.service.ts';
import type { EntityRuntime } from './entity-runtime.ts';
import { formFields, owningCustomer, payloadValues, toColumnValues } from './entity-values.ts';

export const idsPayload = z.object({ ids: z.array(z.uuid()).min(1).max(BATCH_MAX_ROWS) });
export const copyPayload = z.looseObject({ id: z.uuid() });

type Values = Record<string, unknown>;

/**
 * Runs a write in one transaction, turning raced unique/foreign-key violations into messages. Data
 * this process keeps from the tables written is forgotten when it ends (`kept-data.ts`).
 */
export async function inTransaction<T>(
  ctx: AuthedContext,
  rt: EntityRuntime,
  work: (tx: Db) => Promise<T>,
): Promise<T> {
  try {
    return await ctx.db.transaction((tx) => work(tx));
  } catch (err) {
    throw mapWriteError(err, rt);
  }
}

/** Loads rows by id within the caller's scope; any id missing (deleted, or another customer's) refuses. */
async function rowsInScope(
  tx: Db,
  ctx: AuthedContext,
  rt: EntityRuntime,
  ids: readonly string[],
): Promise<Values[]> {
  const unique = [...new Set(ids.map((id) => id.toLowerCase()))];
  const rows = await tx
    .select()
    .from(rt.table)
    .where(and(inArray(rt.table.id, unique), scopeFilter(ctx, rt)));
  if (rows.length !== unique.length) throw dataNotExist();
  return rows;
}

/** Inserts one validated payload (already parsed) inside a transaction and logs it; returns the new id. */
export async function insertValues(
  tx: Db,
  ctx: AuthedContext,
  rt: EntityRuntime,
  payload: Values,
  action: BusinessLogAction = 'insert',
): Promise<string> {
  const customerId = await owningCustomer(tx, ctx, rt, payload.customerId);
  const values = toColumnValues(rt, payload);
  await assertRowValid(tx, ctx, rt, { row: 1, values });
  const prepared = rt.rules.prepareInsert
    ? await rt.rules.prepareInsert(payload, { ctx, tx, rt, action })
    : {};
  const [row] = await tx
    .insert(rt.table)
    .values({
      ...values,
      ...prepared,
      ...rt.def.fixed,
      ...(customerId !== undefined ? { customerId } : {}),
      createdAt: ctx.now,
      createdBy: ctx.auth.userId,
      updatedAt: ctx.now,
      updatedBy: ctx.auth.userId,
    })
    .returning({ id: rt.table.id });
  const id = String(row!.id);
  await rt.registry.services.writeLog(tx, ctx, [
    { entity: rt.def.name, entityId: id, action, customerId, after: values },
  ]);
  return id;
}

/** Creates a row from the create payload; answers the stored record. */
export async function insertEntity(ctx: AuthedContext, rt: EntityRuntime, input: Values) {
  return inTransaction(ctx, rt, async (tx) =>
    readRecord(tx, ctx, rt, await insertValues(tx, ctx, rt, input)),
  );
}

/**
 * The update payload of an entity, also taking the stars of a masked field: a client sends back what it
 * was shown, and the stored value is kept.
 */
export function maskTolerantUpdate(rt: EntityRuntime): z.ZodObject {
  const masked = Object.entries(rt.def.fields).filter(
    ([key, f]) => f.maskPermission && key in rt.update.shape,
  );
  if (!masked.length) return rt.update;
  return rt.update.extend(
    Object.fromEntries(masked.map(([key]) => [key, z.union([z.literal(MASK), rt.update.shape[key]!])])),
  );
}

/** Whether an update leaves a field as stored: read-only on edit, or masked (stars, or a caller without its code). */
function keepsStored(ctx: AuthedContext, f: FieldDef, sent: unknown): boolean {
  if (f.readOnlyOnEdit) return true;
  return !!f.maskPermission && (sent === MASK || !hasPermission(ctx.auth.permissions, f.maskPermission));
}

/**
 * Updates a row when `version` is still the stored one (else staleData, nothing changed). Fields that
 * are read-only on edit, and masked fields the caller may not see (whatever it sends), keep their stored
 * value; staff may move a customer-scoped row to another customer.
 */
export async function updateEntity(ctx: AuthedContext, rt: EntityRuntime, input: Values) {
  const id = String(input.id);
  return inTransaction(ctx, rt, async (tx) => {
    const [current] = await rowsInScope(tx, ctx, rt, [id]);
    if (current!.version !== input.version) throw new BizError('staleData');
    const values = toColumnValues(rt, input);
    for (const [key, f] of Object.entries(rt.def.fields))
      if (f.form !== false && keepsStored(ctx, f, input[key])) values[key] = current![key];
    await assertRowValid(tx, ctx, rt, { row: 1, values, id });
    const customerId =
      rt.def.customerScoped && !isCustomerUser(ctx) && 'customerId' in input && input.customerId !== undefined
        ? await owningCustomer(tx, ctx, rt, input.customerId)
        : undefined;
    const done = await tx
      .update(rt.table)
      .set({
        ...values,
        ...(customerId !== undefined ? { customerId } : {}),
        version: sql`${rt.table.version} + 1`,
        updatedAt: ctx.now,
        updatedBy: ctx.auth.userId,
      })
      .where(and(eq(rt.table.id, id), eq(rt.table.version, Number(input.version)), scopeFilter(ctx, rt)))
      .returning({ id: rt.table.id });
    if (!done.length) throw new BizError('staleData');
    const keys = [...formFields(rt), ...(customerId !== undefined ? ['customerId'] : [])];
    await rt.registry.services.writeLog(tx, ctx, [
      {
        entity: rt.def.name,
        entityId: id,
        action: 'update',
        customerId: (customerId ?? current!.customerId ?? null) as string | null,
        ...changedValues(current!, { ...values, ...(customerId !== undefined ? { customerId } : {}) }, keys),
      },
    ]);
    return readRecord(tx, ctx, rt, id);
  });
}

/** Deletes rows (at most 500), refused while another entity still refers to one of them. */
export async function deleteEntities(
  ctx: AuthedContext,
  rt: EntityRuntime,
  input: z.output<typeof idsPayload>,
) {
  return inTransaction(ctx, rt, async (tx) => {
    const rows = await rowsInScope(tx, ctx, rt, input.ids);
    await assertNotReferenced(tx, rt, rows);
    await rt.rules.beforeDelete?.(rows, { ctx, tx, rt });
    await tx.delete(rt.table).where(
      and(
        inArray(
          rt.table.id,
          rows.map((r) => String(r.id)),
        ),
        scopeFilter(ctx, rt),
      ),
    );
    await rt.registry.services.writeLog(
      tx,
      ctx,
      rows.map((r) => ({
        entity: rt.def.name,
        entityId: String(r.id),
        action: 'delete',
        customerId: (r.customerId ?? null) as string | null,
        before: Object.fromEntries(
          Object.entries(r).filter(([key]) => !rt.rules.secretColumns?.includes(key)),
        ),
      })),
    );
    return null;
  });
}

/** Enables or disables rows (at most 500); rows already in that state are left as they are. */
export async function setEnabled(
  ctx: AuthedContext,
  rt: EntityRuntime,
  input: z.output<typeof idsPayload>,
  enabled: boolean,
) {
  return inTransaction(ctx, rt, async (tx) => {
    const rows = await rowsInScope(tx, ctx, rt, input.ids);
    const changing = rows.filter((r) => r.enabled !== enabled).map((r) => String(r.id));
    if (!changing.length) return null;
    await tx
      .update(rt.table)
      .set({ enabled, version: sql`${rt.table.version} + 1`, updatedAt: ctx.now, updatedBy: ctx.auth.userId })
      .where(inArray(rt.table.id, changing));
    await rt.registry.services.writeLog(
      tx,
      ctx,
      rows
        .filter((r) => changing.includes(String(r.id)))
        .map((r) => ({
          entity: rt.def.name,
          entityId: String(r.id),
          action: enabled ? 'enable' : 'disable',
          customerId: (r.customerId ?? null) as string | null,
          before: { enabled: !enabled },
          after: { enabled },
        })),
    );
    return null;
  });
}

/** Creates a copy of a row with the given overrides (unique fields must be overridden, else "already exists"). */
export async function copyEntity(ctx: AuthedContext, rt: EntityRuntime, input: z.output<typeof copyPayload>) {
  return inTransaction(ctx, rt, async (tx) => {
    const [source] = await rowsInScope(tx, ctx, rt, [input.id]);
    const { id: _, ...overrides } = input;
    const merged: Values = { ...payloadValues(rt, source!), ...overrides };
    if (rt.def.customerScoped && !('customerId' in overrides)) merged.customerId = source!.customerId;
    const payload = parseInput(rt.insert, merged, rt.labels) as Values;
    return readRecord(tx, ctx, rt, await insertValues(tx, ctx, rt, payload, 'copy'));
  });
}
