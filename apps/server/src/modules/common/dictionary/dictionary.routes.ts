import { route } from '#platform/http/route.ts';
import { dictionaryItems, dictionaryItemsQuery, listDictionaries } from './dictionary.service.ts';

/** Dictionary lookups for selects and labels. */
export const dictionaryRoutes = [
  route({
    method: 'GET',
    url: '/common/dictionary/items',
    input: dictionaryItemsQuery,
    handler: (c, q) => dictionaryItems(c, q),
  }),
  route({ method: 'POST', url: '/common/dictionary/list', handler: (c) => listDictionaries(c) }),
];
