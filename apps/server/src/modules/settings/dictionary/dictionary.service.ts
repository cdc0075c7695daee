import type {
  dictionaryDeletePayload,
  dictionaryIdQuery,
  dictionaryInsertPayload,
  dictionaryItemSavePayload,
  dictionaryItemsQuery,
  dictionaryUpdatePayload,
  Language,
} from '@freightdesk/domain';
import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '#platform/db/db.ts';
import { BizError, dataNotExist } from '#platform/http/errors.ts';
import type { AuthedContext, RequestContext } from '#platform/http/route.ts';
import { dictionary, dictionaryItem } from './dictionary.schema.ts';

/** The enabled items of a dictionary (by type or number), named in the caller's language. */
export async function dictionaryItems(ctx: RequestContext, input: z.output<typeof dictionaryItemsQuery>) {
  const which = or(
    input.type ? eq(dictionary.type, input.type) : undefined,
    input.number ? eq(dictionary.number, input.number) : undefined,
  );
  const [dict] = await ctx.db.select({ id: dictionary.id }).from(dictionary).where(which).limit(1);
  if (!dict) throw new BizError('notExist', [{ field: 'dictionary' }]);
  const rows = await ctx.db
    .select({ code: dictionaryItem.code, name: dictionaryItem.name })
    .from(dictionaryItem)
    .where(and(eq(dictionaryItem.dictionaryId, dict.id), eq(dictionaryItem.enabled, true)))
    .orderBy(asc(dictionaryItem.sort), asc(dictionaryItem.code));
  return rows.map((r) => ({ code: r.code, name: r.name[ctx.lang] }));
}

/** The items of these dictionaries, only those with these codes when given (the entity machinery's reads). */
export async function itemsOfDictionaries(db: Db, types: readonly string[], codes?: readonly string[]) {
  return db
    .select({ type: dictionary.type, code: dictionaryItem.code, name: dictionaryItem.name })
    .from(dictionaryItem)
    .innerJoin(dictionary, eq(dictionary.id, dictionaryItem.dictionaryId))
    .where(
      and(inArray(dictionary.type, [...types]), codes ? inArray(dictionaryItem.code, [...codes]) : undefined),
    );
}

const dictionaryView = (r: typeof dictionary.$inferSelect, lang: Language) => ({
  id: r.id,
  number: r.number,
  type: r.type,
  name: r.name[lang],
  names: r.name,
  readOnly: r.readOnly,
});

/** Every dictionary, named in the caller's language (and with its names in all languages). */
export async function listDictionaries(ctx: RequestContext) {
  const rows = await ctx.db.select().from(dictionary).orderBy(asc(dictionary.number));
  return rows.map((r) => dictionaryView(r, ctx.lang));
}

/** The dictionary of an id, refused when missing or read-only (a system dictionary). */
async function writableDictionary(db: Db, id: string) {
  const [row] = await db.select().from(dictionary).where(eq(dictionary.id, id)).for('update');
  if (!row) throw dataNotExist();
  if (row.readOnly) throw new BizError('readOnlyData');
  return row;
}

/** Refuses a number or type another dictionary already has. */
async function assertDictionaryFree(db: Db, input: { number: string; type: string }, exceptId?: string) {
  for (const key of ['number', 'type'] as const) {
    const [taken] = await db
      .select({ id: dictionary.id })
      .from(dictionary)
      .where(and(eq(dictionary[key], input[key]), exceptId ? ne(dictionary.id, exceptId) : undefined));
    if (taken) throw new BizError('alreadyExists', [{ field: key }]);
  }
}

/** Creates a (never read-only) dictionary without items. */
export async function insertDictionary(ctx: AuthedContext, input: z.output<typeof dictionaryInsertPayload>) {
  return ctx.db.transaction(async (tx) => {
    await assertDictionaryFree(tx, input);
    const [row] = await tx
      .insert(dictionary)
      .values({ ...input, readOnly: false, createdAt: ctx.now })
      .returning();
    return dictionaryView(row!, ctx.lang);
  });
}

/** Changes the number, type and names of a dictionary that is not read-only. */
export async function updateDictionary(ctx: AuthedContext, input: z.output<typeof dictionaryUpdatePayload>) {
  return ctx.db.transaction(async (tx) => {
    await writableDictionary(tx, input.id);
    await assertDictionaryFree(tx, input, input.id);
    const { id, ...values } = input;
    const [row] = await tx.update(dictionary).set(values).where(eq(dictionary.id, id)).returning();
    return dictionaryView(row!, ctx.lang);
  });
}

/** Deletes dictionaries (with their items); all refused when one is read-only. */
export async function deleteDictionaries(
  ctx: AuthedContext,
  input: z.output<typeof dictionaryDeletePayload>,
) {
  return ctx.db.transaction(async (tx) => {
    const ids = [...new Set(input.ids)];
    for (const id of ids) await writableDictionary(tx, id);
    await tx.delete(dictionary).where(inArray(dictionary.id, ids));
    return { deleted: ids.length };
  });
}

/** Every item of a dictionary (enabled or not) with its names in all languages, for editing. */
export async function dictionaryItemsForEdit(ctx: AuthedContext, input: z.output<typeof dictionaryIdQuery>) {
  const [dict] = await ctx.db
    .select({ id: dictionary.id })
    .from(dictionary)
    .where(eq(dictionary.id, input.dictionaryId));
  if (!dict) throw dataNotExist();
  return ctx.db
    .select({ code: dictionaryItem.code, name: dictionaryItem.name })
    .from(dictionaryItem)
    .where(eq(dictionaryItem.dictionaryId, dict.id))
    .orderBy(asc(dictionaryItem.sort), asc(dictionaryItem.code));
}

/** Replaces the items of a dictionary that is not read-only (their order is the sort). */
export async function saveDictionaryItems(
  ctx: AuthedContext,
  input: z.output<typeof dictionaryItemSavePayload>,
) {
  const seen = new Set<string>();
  for (const item of input.items) {
    if (seen.has(item.code)) throw new BizError('alreadyExists', [item.code]);
    seen.add(item.code);
  }
  return ctx.db.transaction(async (tx) => {
    await writableDictionary(tx, input.dictionaryId);
    await tx.delete(dictionaryItem).where(eq(dictionaryItem.dictionaryId, input.dictionaryId));
    if (input.items.length) {
      await tx.insert(dictionaryItem).values(
        input.items.map((item, sort) => ({
          dictionaryId: input.dictionaryId,
          code: item.code,
          name: item.name,
          sort,
        })),
      );
    }
    return { count: input.items.length };
  });
}
