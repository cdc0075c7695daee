import { DICTIONARY_API, type EndpointOutput, type Language } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';

export type Names = Record<Language, string>;
/** A dictionary as its maintenance screen lists it (the domain's `dictionaryAnswer`). */
export type Dictionary = EndpointOutput<typeof DICTIONARY_API.insert>;
export type DictionaryInput = { number: string; type: string; name: Names };
export type DictionaryItemRow = { code: string; name: Names };

export const dictionaryKeys = {
  all: ['common', 'dictionary', 'maintenance'] as const,
  items: (id: string) => ['common', 'dictionary', 'maintenance', 'items', id] as const,
};

export const listDictionaries = () => callEndpoint(DICTIONARY_API.list);
export const insertDictionary = (input: DictionaryInput) => callEndpoint(DICTIONARY_API.insert, input);
export const updateDictionary = (id: string, input: DictionaryInput) =>
  callEndpoint(DICTIONARY_API.update, { id, ...input });
export const deleteDictionaries = (ids: string[]) => callEndpoint(DICTIONARY_API.deleteBatch, { ids });
export const dictionaryItemsForEdit = (dictionaryId: string) =>
  callEndpoint(DICTIONARY_API.itemList, { dictionaryId });
export const saveDictionaryItems = (dictionaryId: string, items: DictionaryItemRow[]) =>
  callEndpoint(DICTIONARY_API.itemSave, { dictionaryId, items });
