import { type EntityDef, INFINITE_SCROLL_THRESHOLD } from '@freightdesk/domain';
import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { dictionaryItems } from '#web/shell/request/dictionary.ts';
import type { DictionaryNames } from './columns.ts';
import { isEnableable, toCriteria, toSort } from './entity-list-view.ts';
import type { ListViewState } from './list-view.ts';
import { type EntityApi, resourceKeys } from './resource-api.ts';

/** Whether a scrolled box is within the spec's 30 % of its bottom (the infinite list loads more). */
export function nearBottom(
  box: { scrollTop: number; clientHeight: number; scrollHeight: number },
  threshold: number = INFINITE_SCROLL_THRESHOLD,
): boolean {
  if (box.scrollHeight <= 0) return false;
  return box.scrollTop + box.clientHeight >= box.scrollHeight * (1 - threshold);
}

/** Counts of the status tabs (quiet; only for enable-able entities). */
export function useStatusCounts(
  entity: EntityDef,
  api: EntityApi,
  state: ListViewState,
  permissionScope?: string,
) {
  const body = {
    criteria: toCriteria(entity, { ...state, tab: 'all' }),
    sort: toSort(state.sort),
    ...(permissionScope ? { permissionScope } : {}),
  };
  return useQuery({
    queryKey: resourceKeys.status(entity.name, body),
    queryFn: () => api.statusGroup(body),
    enabled: isEnableable(entity),
    placeholderData: keepPreviousData,
  });
}

/** Names of the dictionary values an entity shows (its dict fields), in the current language. */
export function useDictionaryNames(entity: EntityDef): DictionaryNames {
  const [lang] = useLanguage();
  const types = [
    ...new Set(Object.values(entity.fields).flatMap((f) => (f.type === 'dict' ? [f.dictionary] : []))),
  ];
  const results = useQueries({
    queries: types.map((type) => ({
      queryKey: ['dictionary', type, lang],
      queryFn: () => dictionaryItems({ type }, { lang }),
      staleTime: 60_000,
    })),
  });
  const stamp = results.map((r) => r.dataUpdatedAt).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `stamp` stands for the answers
  return useMemo(
    () =>
      new Map(types.map((type, i) => [type, new Map((results[i]?.data ?? []).map((d) => [d.code, d.name]))])),
    [stamp, lang],
  );
}
