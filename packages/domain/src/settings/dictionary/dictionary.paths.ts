/**
 * Address of the dictionary lookup the web's request layer calls, kept apart from `DICTIONARY_API`
 * because the contracts load zod and the first screens must not.
 */
export const DICTIONARY_PATHS = { items: '/common/dictionary/items' } as const;
