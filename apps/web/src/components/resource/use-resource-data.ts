import { type EntityDef, INFINITE_SCROLL_THRESHOLD, PAGE_SIZE } from '@freightdesk/domain';
import { keepPreviousData, useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { dictionaryItems } from '#web/shell/request/dictionary.ts';
import type { DictionaryNames } from './columns.ts';
import { type EntityApi, resourceKeys, type SearchBody } from './resource-api.ts';
import type { EntityRecord, ListState } from './resource-types.ts';
import { isEnableable, toCriteria, toSort } from './url-state.ts';

/** The search body of a list state without its page. */
export function searchBody(
  entity: EntityDef,
  state: ListState,
  permissionScope?: string,
): Omit<SearchBody, 'page'> {
  return {
    size: PAGE_SIZE,
    criteria: toCriteria(entity, state),
    sort: toSort(state.sort),
    ...(permissionScope ? { permissionScope } : {}),
  };
}

export type ListData = {
  records: EntityRecord[];
  total: number;
  loading: boolean;
  /** Infinite variant: whether more pages exist, and the call loading the next one. */
  hasMore: boolean;
  loadMore: () => void;
};

/** One page of the list (paged variant) or the pages loaded so far (infinite variant, from page 1). */
export function useListData(
  entity: EntityDef,
  api: EntityApi,
  state: ListState,
  infinite: boolean,
  permissionScope?: string,
): ListData {
  const body = searchBody(entity, state, permissionScope);
  const paged = useQuery({
    queryKey: resourceKeys.search(entity.name, body, state.page),
    queryFn: () => api.search({ ...body, page: state.page }),
    placeholderData: keepPreviousData,
    enabled: !infinite,
  });
  const scrolled = useInfiniteQuery({
    queryKey: resourceKeys.search(entity.name, body, 'infinite'),
    queryFn: ({ pageParam }) => api.search({ ...body, page: pageParam }),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.records.length, 0) < last.total && last.records.length > 0
        ? last.page + 1
        : undefined,
    enabled: infinite,
  });
  if (infinite) {
    const pages = scrolled.data?.pages ?? [];
    return {
      records: pages.flatMap((p) => p.records),
      total: pages[0]?.total ?? 0,
      loading: scrolled.isFetching,
      hasMore: Boolean(scrolled.hasNextPage),
      loadMore: () => {
        if (scrolled.hasNextPage && !scrolled.isFetchingNextPage) void scrolled.fetchNextPage();
      },
    };
  }
  return {
    records: paged.data?.records ?? [],
    total: paged.data?.total ?? 0,
    loading: paged.isFetching,
    hasMore: false,
    loadMore: () => undefined,
  };
}

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
  state: ListState,
  permissionScope?: string,
) {
  const { size: _, ...body } = searchBody(entity, { ...state, status: 'all' }, permissionScope);
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
