import type { SearchResult } from '@freightdesk/domain';
import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Form, type TablePaginationConfig, type TableProps } from 'antd';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { post } from '#web/shell/request/http.ts';
import {
  foreignParams,
  type ListView,
  type ListViewState,
  readViewState,
  trimmedValues,
  viewUrl,
  writeViewState,
} from './list-view.ts';
import type { SearchValues } from './resource-types.ts';

type Options = {
  /** The data scope picked, sent when given. */
  permissionScope?: string | undefined;
  /** Every page loaded so far from page 1 (`loadMore` fetches the next) instead of one page. */
  infinite?: boolean;
};

/**
 * The one list hook: the state of a list view kept in the URL (`replace`): criteria, page, sort and
 * tab; the page fetched; the search card's form (it shows what the URL holds), the table's pagination
 * and sort handler. Entity screens use it with their derived view (`entityListView`). Parameters the
 * view does not keep (a drawer's deep link) are left alone unless it drops them, and do not reset the form.
 */
export function useListView<Row, Answer extends SearchResult<Row> = SearchResult<Row>>(
  view: ListView,
  options: Options = {},
) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const key = writeViewState(view, readViewState(view, params)).toString();
  const state = useMemo(() => readViewState(view, new URLSearchParams(key)), [view, key]);
  const [form] = Form.useForm<SearchValues>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sync the form when the URL changes
  useEffect(() => {
    if (!Object.keys(view.criteria).length) return; // no criteria, no search form
    form.resetFields();
    form.setFieldsValue(state.values);
  }, [key, form]);
  const update = useCallback(
    (change: Partial<ListViewState>) =>
      setParams(
        (current) => {
          const next = writeViewState(view, { ...state, ...change });
          if (view.otherParams === 'drop') return next;
          for (const [k, v] of foreignParams(view, current)) next.append(k, v);
          return next;
        },
        { replace: true },
      ),
    [view, state, setParams],
  );
  const { page: _, ...query } = {
    page: state.page,
    size: view.pageSize,
    ...(view.toBody
      ? view.toBody(state)
      : {
          criteria: (view.toCriteria ?? trimmedValues)(state.values, state.tab),
          ...(state.sort ? { sort: [state.sort] } : {}),
        }),
    ...(options.permissionScope ? { permissionScope: options.permissionScope } : {}),
  };
  const body = { page: state.page, ...query };
  const url = viewUrl(view, state.tab);
  const fetchPage = (page: number) => {
    const sent = { page, ...query };
    return (view.load ? view.load(sent) : post<Answer>(url, sent)) as Promise<Answer>;
  };
  const infinite = !!options.infinite;
  const paged = useQuery({
    queryKey: [...view.queryKey, 'search', url, body],
    queryFn: () => fetchPage(state.page),
    // the last page stays while the next loads, not across lists (another tab's URL)
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[view.queryKey.length + 1] === url ? keepPreviousData(previous) : undefined,
    enabled: !infinite,
  });
  const scrolled = useInfiniteQuery({
    queryKey: [...view.queryKey, 'search', url, query, 'infinite'],
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, pages) =>
      pages.reduce((n, p) => n + p.records.length, 0) < last.total && last.records.length > 0
        ? last.page + 1
        : undefined,
    enabled: infinite,
  });
  const pages = scrolled.data?.pages ?? [];
  const rows = infinite ? pages.flatMap((p) => p.records) : (paged.data?.records ?? []);
  const total = (infinite ? pages[0]?.total : paged.data?.total) ?? 0;
  const pagination: TablePaginationConfig = {
    current: state.page,
    pageSize: view.pageSize,
    total,
    showSizeChanger: false,
    showTotal: (count) => t('common.total', { count }),
    onChange: (page) => update({ page }),
  };
  const onTableChange: TableProps<Row>['onChange'] = (_p, _f, sorter, extra) => {
    if (extra.action !== 'sort' || Array.isArray(sorter)) return;
    const field = typeof sorter.columnKey === 'string' ? sorter.columnKey : '';
    update({
      sort: sorter.order && field ? { field, order: sorter.order === 'ascend' ? 'asc' : 'desc' } : null,
      page: 1,
    });
  };
  return {
    state,
    /** Changes whenever the kept state does. */
    key,
    update,
    /** The body posted (its criteria and sort also serve an export). */
    body,
    data: infinite ? pages[0] : paged.data,
    refetch: infinite ? scrolled.refetch : paged.refetch,
    rows,
    total,
    loading: infinite ? scrolled.isFetching : paged.isFetching,
    /** Infinite variant: whether more pages exist, and the call loading the next one. */
    hasMore: infinite && Boolean(scrolled.hasNextPage),
    loadMore: () => {
      if (infinite && scrolled.hasNextPage && !scrolled.isFetchingNextPage) void scrolled.fetchNextPage();
    },
    /** Props of `SearchFormCard`: a search or a reset goes back to page 1. */
    search: {
      form,
      onSearch: (values: SearchValues) => update({ values: trimmedValues(values), page: 1 }),
      onReset: () => update({ values: {}, page: 1, sort: null }),
    },
    pagination,
    onTableChange,
    /** The sort order antd shows on a column. */
    sortOrder: (column: string) =>
      state.sort?.field === column ? (state.sort.order === 'asc' ? 'ascend' : 'descend') : null,
    setTab: (tab: string) => update({ tab, page: 1 }),
    firstPage: () => update({ page: 1 }),
  };
}

export type ListViewResult<Row> = ReturnType<typeof useListView<Row>>;
