import { LANGUAGES, Permission } from '@freightdesk/domain';
import { z } from 'zod';
import { route } from '#platform/http/route.ts';
import {
  deleteDictionaries,
  dictionaryDeletePayload,
  dictionaryIdQuery,
  dictionaryInsertPayload,
  dictionaryItemSavePayload,
  dictionaryItems,
  dictionaryItemsForEdit,
  dictionaryItemsQuery,
  dictionaryUpdatePayload,
  insertDictionary,
  listDictionaries,
  saveDictionaryItems,
  updateDictionary,
} from './dictionary.service.ts';

const P = Permission;

/** A name in each language. */
const names = z.record(z.enum(LANGUAGES), z.string());
const dictionaryAnswer = z.object({
  id: z.uuid(),
  number: z.string(),
  type: z.string(),
  /** The name in the caller's language. */
  name: z.string(),
  names,
  readOnly: z.boolean(),
});

/** Dictionary lookups for selects and labels, and their maintenance (settings › basic data › dictionaries). */
export const dictionaryRoutes = [
  route({
    method: 'GET',
    url: '/common/dictionary/items',
    input: dictionaryItemsQuery,
    output: z.array(z.object({ code: z.string(), name: z.string() })),
    handler: (c, q) => dictionaryItems(c, q),
  }),
  route({
    method: 'POST',
    url: '/common/dictionary/list',
    output: z.array(dictionaryAnswer),
    handler: (c) => listDictionaries(c),
  }),
  route({
    method: 'POST',
    url: '/common/dictionary/insert',
    input: dictionaryInsertPayload,
    output: dictionaryAnswer,
    permission: P.dictionaryUpdate,
    handler: (c, b) => insertDictionary(c, b),
  }),
  route({
    method: 'POST',
    url: '/common/dictionary/update',
    input: dictionaryUpdatePayload,
    output: dictionaryAnswer,
    permission: P.dictionaryUpdate,
    handler: (c, b) => updateDictionary(c, b),
  }),
  route({
    method: 'POST',
    url: '/common/dictionary/deleteBatch',
    input: dictionaryDeletePayload,
    output: z.object({ deleted: z.number().int() }),
    permission: P.dictionaryUpdate,
    handler: (c, b) => deleteDictionaries(c, b),
  }),
  route({
    method: 'POST',
    url: '/common/dictionaryItem/list',
    input: dictionaryIdQuery,
    output: z.array(z.object({ code: z.string(), name: names })),
    permission: P.dictionary,
    handler: (c, b) => dictionaryItemsForEdit(c, b),
  }),
  route({
    method: 'POST',
    url: '/common/dictionaryItem/save',
    input: dictionaryItemSavePayload,
    output: z.object({ count: z.number().int() }),
    permission: P.dictionaryUpdate,
    handler: (c, b) => saveDictionaryItems(c, b),
  }),
];
