import type { SearchResult } from '@freightdesk/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Form, type TablePaginationConfig, type TableProps } from 'antd';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { post } from '#web/shell/request/http.ts';
import {
  type ListView,
  type ListViewState,
  readViewState,
  trimmedValues,
  writeViewState,
} from './list-view.ts';
import type { SearchValues } from './resource-types.ts';

/**
 * The state and page of a read-only list view, kept in the URL (`replace`): criteria, page, sort and
 * tab. Gives the search card's props (its form shows what the URL holds), the table's pagination and
 * sort handler, and the fetched page. `permissionScope` (the data scope picked) is sent when given.
 */
export function useListView<Row>(view: ListView, options: { permissionScope?: string } = {}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the parameters
  const state = useMemo(() => readViewState(view, params), [view, key]);
  const [form] = Form.useForm<SearchValues>();
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-sync the form when the URL changes
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(state.values);
  }, [key, form]);
  const update = useCallback(
    (change: Partial<ListViewState>) =>
      setParams(writeViewState(view, { ...state, ...change }), { replace: true }),
    [view, state, setParams],
  );
  const body = {
    page: state.page,
    size: view.pageSize,
    criteria: (view.toCriteria ?? trimmedValues)(state.values, state.tab),
    ...(state.sort ? { sort: [state.sort] } : {}),
    ...(options.permissionScope ? { permissionScope: options.permissionScope } : {}),
  };
  const query = useQuery({
    queryKey: [...view.queryKey, 'search', body],
    queryFn: () => post<SearchResult<Row>>(view.url, body),
    placeholderData: keepPreviousData,
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
