import type { SearchResult } from '@freightdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
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

/**
 * The state and page of a read-only list view, kept in the URL (`replace`): criteria, page, sort and
 * tab. Gives the search card's props (its form shows what the URL holds), the table's pagination and
 * sort handler, and the fetched page (`data`: the whole answer, e.g. with tab counts).
 * `permissionScope` (the data scope picked) is sent when given. Parameters the view does not keep
 * (a drawer's deep link) are left alone and do not reset the form.
 */
export function useListView<Row, Answer extends SearchResult<Row> = SearchResult<Row>>(
  view: ListView,
  options: { permissionScope?: string | undefined } = {},
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
          for (const [k, v] of foreignParams(view, current)) next.append(k, v);
          return next;
        },
        { replace: true },
      ),
    [view, state, setParams],
  );
  const body = {
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
  const url = viewUrl(view, state.tab);
  const query = useQuery({
    queryKey: [...view.queryKey, 'search', url, body],
    queryFn: () => post<Answer>(url, body),
    // the last page stays while the next loads, not across lists (another tab's URL)
    placeholderData: (previous, previousQuery) =>
      previousQuery?.queryKey[view.queryKey.length + 1] === url ? keepPreviousData(previous) : undefined,
  });
  const total = query.data?.total ?? 0;
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
    update,
    /** The body posted (its criteria and sort also serve an export). */
    body,
    data: query.data,
    refetch: query.refetch,
    rows: query.data?.records ?? [],
    total,
    loading: query.isFetching,
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
