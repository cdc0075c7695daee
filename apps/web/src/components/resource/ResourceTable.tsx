import { Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type ColumnModel, type DisplayContext, displayValue, MASK } from './columns.ts';
import type { ColumnOverride, EntityRecord } from './resource-types.ts';
import type { ListViewResult } from './use-list-view.ts';
import { nearBottom } from './use-resource-data.ts';

type Props = {
  columns: readonly ColumnModel[];
  overrides: Readonly<Record<string, ColumnOverride>>;
  /** The list (`useListView`): its rows, paging and sort. */
  list: Pick<
    ListViewResult<EntityRecord>,
    'rows' | 'total' | 'loading' | 'pagination' | 'onTableChange' | 'sortOrder' | 'hasMore' | 'loadMore'
  >;
  display: DisplayContext;
  selected?: readonly EntityRecord[];
  onSelect?: (rows: EntityRecord[]) => void;
  onDetail?: (record: EntityRecord) => void;
  onEdit?: (record: EntityRecord) => void;
  /** A screen's own row actions, in place of Detail / Edit (none: no actions column). */
  rowActions?: { width: number; render: (record: EntityRecord) => ReactNode } | null;
  /** The row a master/detail screen shows the detail of (highlighted). */
  activeId?: string | undefined;
  /** Infinite variant (the list's): no pagination, the next page loads near the bottom. */
  infinite?: boolean;
};

const INFINITE_HEIGHT = 560;

/** The list table: columns from the descriptions, labels for values, selection, sort, paging. */
export function ResourceTable(props: Props) {
  const { t } = useTranslation();
  const { columns, overrides, list, display, infinite } = props;
  const { hasMore, loadMore } = list;
  const box = useRef<HTMLDivElement>(null);

  // infinite variant: watch the table body's scrolling
  useEffect(() => {
    if (!infinite) return;
    const body = box.current?.querySelector<HTMLElement>('.ant-table-body');
    if (!body) return;
    const onScroll = () => {
      if (hasMore && nearBottom(body)) loadMore();
    };
    body.addEventListener('scroll', onScroll);
    return () => body.removeEventListener('scroll', onScroll);
  }, [infinite, hasMore, loadMore]);

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
      sortOrder: list.sortOrder(model.key),
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
        dataSource={list.rows}
        rowClassName={(r) => (r.id === props.activeId ? 'fd-resource-row--active' : '')}
        loading={list.loading}
        scroll={infinite ? { x: 'max-content', y: INFINITE_HEIGHT } : { x: 'max-content' }}
        rowSelection={
          props.onSelect
            ? {
                selectedRowKeys: (props.selected ?? []).map((r) => r.id),
                onChange: (_keys, rows) => props.onSelect?.(rows),
              }
            : undefined
        }
        onChange={list.onTableChange}
        pagination={infinite ? false : list.pagination}
        footer={
          infinite
            ? () => (hasMore ? t('resource.loadingMore') : t('common.total', { count: list.total }))
            : undefined
        }
      />
    </div>
  );
}
