import { and, asc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { BizError } from '#platform/http/errors.ts';
import type { RequestContext } from '#platform/http/route.ts';
import { dictionary, dictionaryItem } from './dictionary.schema.ts';

export const dictionaryItemsQuery = z
  .object({ type: z.string().trim().max(64).optional(), number: z.string().trim().max(64).optional() })
  .refine((q) => Boolean(q.type || q.number), { path: ['type'], message: 'required' });

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

/** Every dictionary, named in the caller's language. */
export async function listDictionaries(ctx: RequestContext) {
  const rows = await ctx.db.select().from(dictionary).orderBy(asc(dictionary.number));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    type: r.type,
    name: r.name[ctx.lang],
    readOnly: r.readOnly,
  }));
}
