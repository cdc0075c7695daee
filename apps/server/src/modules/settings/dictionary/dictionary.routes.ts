import { DICTIONARY_API, Permission } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import {
  deleteDictionaries,
  dictionaryItems,
  dictionaryItemsForEdit,
  insertDictionary,
  listDictionaries,
  saveDictionaryItems,
  updateDictionary,
} from './dictionary.service.ts';

const P = Permission;
const API = DICTIONARY_API;

/** Dictionary lookups for selects and labels, and their maintenance (`DICTIONARY_API`). */
export const dictionaryRoutes = [
  route({ contract: API.items, handler: (c, q) => dictionaryItems(c, q) }),
  route({ contract: API.list, handler: (c) => listDictionaries(c) }),
  route({ contract: API.insert, permission: P.dictionaryUpdate, handler: (c, b) => insertDictionary(c, b) }),
  route({ contract: API.update, permission: P.dictionaryUpdate, handler: (c, b) => updateDictionary(c, b) }),
  route({
    contract: API.deleteBatch,
    permission: P.dictionaryUpdate,
    handler: (c, b) => deleteDictionaries(c, b),
  }),
  route({
    contract: API.itemList,
    permission: P.dictionary,
    handler: (c, b) => dictionaryItemsForEdit(c, b),
  }),
  route({
    contract: API.itemSave,
    permission: P.dictionaryUpdate,
    handler: (c, b) => saveDictionaryItems(c, b),
  }),
];
