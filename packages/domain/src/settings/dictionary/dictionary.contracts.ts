import { z } from 'zod';
import { BATCH_MAX_ROWS } from '../../platform/constants.ts';
import { defineEndpoint } from '../../platform/contract.ts';
import { LANGUAGES } from '../../platform/enums.ts';
import { DICTIONARY_PATHS } from './dictionary.paths.ts';

export const dictionaryItemsQuery = z
  .object({ type: z.string().trim().max(64).optional(), number: z.string().trim().max(64).optional() })
  .refine((q) => Boolean(q.type || q.number), { path: ['type'], message: 'required' });

const localizedName = z.object({
  'zh-CN': z.string().trim().min(1).max(100),
  'en-US': z.string().trim().min(1).max(100),
  'vi-VN': z.string().trim().min(1).max(100),
});
const dictionaryFields = {
  number: z.string().trim().min(1).max(64),
  type: z.string().trim().min(1).max(64),
  name: localizedName,
};
export const dictionaryInsertPayload = z.object(dictionaryFields);
export const dictionaryUpdatePayload = z.object({ id: z.uuid(), ...dictionaryFields });
export const dictionaryDeletePayload = z.object({ ids: z.array(z.uuid()).min(1).max(BATCH_MAX_ROWS) });
export const dictionaryIdQuery = z.object({ dictionaryId: z.uuid() });
export const dictionaryItemSavePayload = z.object({
  dictionaryId: z.uuid(),
  items: z
    .array(z.object({ code: z.string().trim().min(1).max(64), name: localizedName }))
    .max(BATCH_MAX_ROWS),
});

/** A name in each language. */
const names = z.record(z.enum(LANGUAGES), z.string());

/** A dictionary as its maintenance screen lists it. */
export const dictionaryAnswer = z.object({
  id: z.uuid(),
  number: z.string(),
  type: z.string(),
  /** The name in the caller's language. */
  name: z.string(),
  names,
  readOnly: z.boolean(),
});

/** Dictionary lookups for selects and labels, and their maintenance (settings › basic data › dictionaries). */
export const DICTIONARY_API = {
  items: defineEndpoint({
    method: 'GET',
    url: DICTIONARY_PATHS.items,
    input: dictionaryItemsQuery,
    output: z.array(z.object({ code: z.string(), name: z.string() })),
  }),
  list: defineEndpoint({
    method: 'POST',
    url: '/common/dictionary/list',
    output: z.array(dictionaryAnswer),
  }),
  insert: defineEndpoint({
    method: 'POST',
    url: '/common/dictionary/insert',
    input: dictionaryInsertPayload,
    output: dictionaryAnswer,
  }),
  update: defineEndpoint({
    method: 'POST',
    url: '/common/dictionary/update',
    input: dictionaryUpdatePayload,
    output: dictionaryAnswer,
  }),
  deleteBatch: defineEndpoint({
    method: 'POST',
    url: '/common/dictionary/deleteBatch',
    input: dictionaryDeletePayload,
    output: z.object({ deleted: z.number().int() }),
  }),
  itemList: defineEndpoint({
    method: 'POST',
    url: '/common/dictionaryItem/list',
    input: dictionaryIdQuery,
    output: z.array(z.object({ code: z.string(), name: names })),
  }),
  itemSave: defineEndpoint({
    method: 'POST',
    url: '/common/dictionaryItem/save',
    input: dictionaryItemSavePayload,
    output: z.object({ count: z.number().int() }),
  }),
};
