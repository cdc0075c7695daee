import { PAGE_SIZE } from '@freightdesk/domain';
import { Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnModel, type DisplayContext, displayValue, MASK } from './columns.ts';
import type { ColumnOverride, EntityRecord, ListState, SortState } from './resource-types.ts';
import { nearBottom } from './use-resource-data.ts';

type Props = {
  columns: readonly ColumnModel[];
  overrides: Readonly<Record<string, ColumnOverride>>;
  records: EntityRecord[];
  total: number;
  loading: boolean;
  state: ListState;
  display: DisplayContext;
  selected?: readonly EntityRecord[];
  onSelect?: (rows: EntityRecord[]) => void;
  onPage: (page: number) => void;
  onSort: (sort: SortState | null) => void;
  onDetail?: (record: EntityRecord) => void;
  onEdit?: (record: EntityRecord) => void;
  /** A screen's own row actions, in place of Detail / Edit (none: no actions column). */
  rowActions?: { width: number; render: (record: EntityRecord) => ReactNode } | null;
  /** The row a master/detail screen shows the detail of (highlighted). */
  activeId?: string | undefined;
  /** Infinite variant: no pagination, the next page loads near the bottom. */
  infinite?: boolean;
  hasMore?: boolean;
  onLoadMore?: () => void;
};

const INFINITE_HEIGHT = 560;

/** The list table: columns from the descriptions, labels for values, selection, sort, paging. */
export function ResourceTable(props: Props) {
  const { t } = useTranslation();
  const { columns, overrides, state, display, infinite, hasMore, onLoadMore } = props;
  const box = useRef<HTMLDivElement>(null);

  // infinite variant: watch the table body's scrolling
  useEffect(() => {
    if (!infinite) return;
    const body = box.current?.querySelector<HTMLElement>('.ant-table-body');
    if (!body) return;
    const onScroll = () => {
      if (hasMore && nearBottom(body)) onLoadMore?.();
    };
    body.addEventListener('scroll', onScroll);
    return () => body.removeEventListener('scroll', onScroll);
  }, [infinite, hasMore, onLoadMore]);

  const cell = (model: ColumnModel, record: EntityRecord) => {
    const text = displayValue(model.key, model.field, record, display);
    if (model.key === 'enabled' && text !== MASK)
      return <Tag color={record.enabled ? 'green' : 'default'}>{text}</Tag>;
    // a value written in another language than the user's (Chinese names) says so
    return model.field?.lang && text ? <span lang={model.field.lang}>{text}</span> : text;
  };
  const tableColumns: TableColumnsType<EntityRecord> = columns.map((model) => {
    const override = overrides[model.key];
    return {
      key: model.key,
      title: override?.title ?? model.title,
      width: override?.width ?? model.width,
      ellipsis: true,
      sorter: model.sortable,
      sortOrder: state.sort?.field === model.key ? (state.sort.order === 'asc' ? 'ascend' : 'descend') : null,
      render: (_: unknown, record: EntityRecord) =>
        override?.render ? override.render(record) : cell(model, record),
    };
  });
  const generic = {
    width: 130,
    render: (record: EntityRecord) => (
      <Space size={0}>
        {props.onDetail && (
          <Button type="link" size="small" onClick={() => props.onDetail?.(record)} data-testid="row-detail">
            {t('resource.detail')}
          </Button>
        )}
        {props.onEdit && (
          <Button type="link" size="small" onClick={() => props.onEdit?.(record)} data-testid="row-edit">
            {t('common.edit')}
          </Button>
        )}
      </Space>
    ),
  };
  const actions = props.rowActions === undefined ? generic : props.rowActions;
  if (actions)
    tableColumns.push({
      key: 'actions',
      title: t('common.actions'),
      width: actions.width,
      fixed: 'right',
      render: (_: unknown, record: EntityRecord) => actions.render(record),
    });

  return (
    <div ref={box}>
      <Table<EntityRecord>
        rowKey="id"
        size="small"
        data-testid="resource-table"
        columns={tableColumns}
        dataSource={props.records}
        rowClassName={(r) => (r.id === props.activeId ? 'fd-resource-row--active' : '')}
        loading={props.loading}
        scroll={infinite ? { x: 'max-content', y: INFINITE_HEIGHT } : { x: 'max-content' }}
        rowSelection={
          props.onSelect
            ? {
                selectedRowKeys: (props.selected ?? []).map((r) => r.id),
                onChange: (_keys, rows) => props.onSelect?.(rows),
              }
            : undefined
        }
        onChange={(_pagination, _filters, sorter, extra) => {
          if (extra.action !== 'sort' || Array.isArray(sorter)) return;
          props.onSort(
            sorter.order && typeof sorter.columnKey === 'string'
              ? { field: sorter.columnKey, order: sorter.order === 'ascend' ? 'asc' : 'desc' }
              : null,
          );
        }}
        pagination={
          infinite
            ? false
            : {
                current: state.page,
                pageSize: PAGE_SIZE,
                total: props.total,
                showSizeChanger: false,
                showTotal: (total) => t('common.total', { count: total }),
                onChange: props.onPage,
              }
        }
        footer={
          infinite
            ? () => (hasMore ? t('resource.loadingMore') : t('common.total', { count: props.total }))
            : undefined
        }
      />
    </div>
  );
}
