import { Table, type TableColumnsType, type TablePaginationConfig, type TableProps } from 'antd';
import type { ReactNode } from 'react';

/** What a `ListTable` takes of its list (`useListView`): the paging, the sort shown and its handler. */
export type ListTableSource = {
  loading: boolean;
  pagination: TablePaginationConfig;
  sortOrder: (column: string) => 'ascend' | 'descend' | null;
  /** Reads only the sorter's column key and order, so a list of any row type serves. */
  onTableChange: (...args: never[]) => void;
};

/** Row selection by id; `disabled` rows cannot be chosen. */
export type ListTableSelection<Row> = {
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  disabled?: (row: Row) => boolean;
};

type Props<Row> = {
  testId: string;
  /** The rows of the page shown. */
  rows: readonly Row[];
  columns: TableColumnsType<Row>;
  /** Keys of the columns the server sorts by: they get a sorter showing the list's sort. */
  sortable?: readonly string[];
  list: ListTableSource;
  rowKey?: string;
  emptyText?: ReactNode;
  /** None: no selection column. */
  selection?: ListTableSelection<Row> | undefined;
  footer?: () => ReactNode;
};

/**
 * A hand-written list screen's table over `useListView`: pages of the view's size with the total,
 * server sort on the `sortable` columns (a sort goes back to page 1), optional selection by id and footer.
 */
export function ListTable<Row extends object>(props: Props<Row>) {
  const { list, selection, sortable = [] } = props;
  const columns = props.columns.map((column) => {
    const key = String(column.key);
    return sortable.includes(key) ? { ...column, sorter: true, sortOrder: list.sortOrder(key) } : column;
  });
  const disabled = selection?.disabled;
  return (
    <Table<Row>
      rowKey={props.rowKey ?? 'id'}
      size="small"
      data-testid={props.testId}
      columns={columns}
      dataSource={[...props.rows]}
      loading={list.loading}
      scroll={{ x: 'max-content' }}
      {...(props.emptyText === undefined ? {} : { locale: { emptyText: props.emptyText } })}
      rowSelection={
        selection
          ? {
              selectedRowKeys: [...selection.selected],
              onChange: (keys) => selection.onSelect(keys.map(String)),
              ...(disabled ? { getCheckboxProps: (r: Row) => ({ disabled: disabled(r) }) } : {}),
            }
          : undefined
      }
      onChange={list.onTableChange as TableProps<Row>['onChange']}
      {...(props.footer ? { footer: props.footer } : {})}
      pagination={list.pagination}
    />
  );
}
