import { Permission } from '@freightdesk/domain';
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

/** Dictionary lookups for selects and labels, and their maintenance (settings › basic data › dictionaries). */
export const dictionaryRoutes = [
  route({
    method: 'GET',
    url: '/common/dictionary/items',
    input: dictionaryItemsQuery,
    handler: (c, q) => dictionaryItems(c, q),
  }),
  route({ method: 'POST', url: '/common/dictionary/list', handler: (c) => listDictionaries(c) }),
  route({
    method: 'POST',
    url: '/common/dictionary/insert',
    input: dictionaryInsertPayload,
    permission: P.dictionaryUpdate,
    handler: (c, b) => insertDictionary(c, b),
  }),
  route({
    method: 'POST',
    url: '/common/dictionary/update',
    input: dictionaryUpdatePayload,
    permission: P.dictionaryUpdate,
    handler: (c, b) => updateDictionary(c, b),
  }),
  route({
    method: 'POST',
    url: '/common/dictionary/deleteBatch',
    input: dictionaryDeletePayload,
    permission: P.dictionaryUpdate,
    handler: (c, b) => deleteDictionaries(c, b),
  }),
  route({
    method: 'POST',
    url: '/common/dictionaryItem/list',
    input: dictionaryIdQuery,
    permission: P.dictionary,
    handler: (c, b) => dictionaryItemsForEdit(c, b),
  }),
  route({
    method: 'POST',
    url: '/common/dictionaryItem/save',
    input: dictionaryItemSavePayload,
    permission: P.dictionaryUpdate,
    handler: (c, b) => saveDictionaryItems(c, b),
  }),
];
