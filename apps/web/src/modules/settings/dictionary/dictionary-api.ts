import type { Language } from '@freightdesk/domain';
import { post } from '#web/shell/request/http.ts';

export type Names = Record<Language, string>;
export type Dictionary = {
  id: string;
  number: string;
  type: string;
  name: string;
  names: Names;
  readOnly: boolean;
};
export type DictionaryInput = { number: string; type: string; name: Names };
export type DictionaryItemRow = { code: string; name: Names };

export const dictionaryKeys = {
  all: ['common', 'dictionary', 'maintenance'] as const,
  items: (id: string) => ['common', 'dictionary', 'maintenance', 'items', id] as const,
};

export const listDictionaries = () => post<Dictionary[]>('common/dictionary/list');
export const insertDictionary = (input: DictionaryInput) =>
  post<Dictionary>('common/dictionary/insert', input);
export const updateDictionary = (id: string, input: DictionaryInput) =>
  post<Dictionary>('common/dictionary/update', { id, ...input });
export const deleteDictionaries = (ids: string[]) => post<unknown>('common/dictionary/deleteBatch', { ids });
export const dictionaryItemsForEdit = (dictionaryId: string) =>
  post<DictionaryItemRow[]>('common/dictionaryItem/list', { dictionaryId });
export const saveDictionaryItems = (dictionaryId: string, items: DictionaryItemRow[]) =>
  post<unknown>('common/dictionaryItem/save', { dictionaryId, items });
