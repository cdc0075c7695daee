import {
  type Language,
  WAYBILL_FLAG_LABELS,
  WAYBILL_FLAGS,
  WAYBILL_LIST_MONEY_COLUMNS,
  WAYBILL_SORT_FIELDS,
  WAYBILL_STATUS_LABELS,
  type WaybillListColumn,
  type WaybillStatus,
} from '@freightdesk/domain';
import { Button, Table, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { ListViewResult } from '#web/components/resource/use-list-view.ts';
import type { WaybillListRow } from './waybill-api.ts';

type Props = {
  columns: readonly WaybillListColumn[];
  lang: Language;
  /** The page shown, its pagination and sort (`useListView`). */
  list: Pick<
    ListViewResult<WaybillListRow>,
    'rows' | 'loading' | 'pagination' | 'onTableChange' | 'sortOrder'
  >;
  selected: readonly WaybillListRow[];
  onSelect: (rows: WaybillListRow[]) => void;
  onOpen: (row: WaybillListRow) => void;
};

const TIMES = new Set(['orderTime', 'receiveTime', 'sendTime', 'deliverTime']);
const WIDTHS: Record<string, number> = { waybillNo: 170, customer: 180, flags: 180, recipientName: 140 };

const time = (v: unknown) => (v ? dayjs(String(v)).format('YYYY-MM-DD HH:mm') : '');

/** One cell of the waybill list as the user reads it. */
function cell(key: string, row: WaybillListRow, lang: Language, onOpen: Props['onOpen']): ReactNode {
  const v = row[key];
  switch (key) {
    case 'waybillNo':
      return (
        <Button type="link" size="small" onClick={() => onOpen(row)} data-testid="waybill-open">
          {row.waybillNo}
        </Button>
      );
    case 'customer':
      return [row.customerCode, row.customerName].filter(Boolean).join(' ');
    case 'status':
      return (
        <Tag data-testid="waybill-status">
          {WAYBILL_STATUS_LABELS[row.status as WaybillStatus]?.[lang] ?? row.status}
        </Tag>
      );
    case 'flags':
      return WAYBILL_FLAGS.filter((f) => row[f]).map((f) => (
        <Tag key={f} color={f === 'isLockWaybill' ? 'red' : 'orange'} data-testid={`flag-${f}`}>
          {WAYBILL_FLAG_LABELS[f][lang]}
        </Tag>
      ));
  }
  if (TIMES.has(key)) return time(v);
  if (key === 'profit' && String(v).startsWith('-'))
    return <Typography.Text type="danger">{String(v)}</Typography.Text>;
  return v === null || v === undefined ? '' : String(v);
}

/** The waybill list table: the user's columns, selection, sort on the sortable times and number, pages of 50. */
export function WaybillTable(props: Props) {
  const { lang } = props;
  const sortable = new Set<string>(WAYBILL_SORT_FIELDS);
  const columns: TableColumnsType<WaybillListRow> = props.columns.map((c) => ({
    key: c.key,
    title: c.label[lang],
    width: WIDTHS[c.key] ?? (TIMES.has(c.key) ? 150 : undefined),
    align: WAYBILL_LIST_MONEY_COLUMNS.includes(c.key) ? ('right' as const) : undefined,
    ellipsis: c.key !== 'flags',
    sorter: sortable.has(c.key),
    sortOrder: props.list.sortOrder(c.key),
    render: (_: unknown, row: WaybillListRow) => cell(c.key, row, lang, props.onOpen),
  }));
  return (
    <Table<WaybillListRow>
      rowKey="id"
      size="small"
      data-testid="waybill-table"
      columns={columns}
      dataSource={props.list.rows}
      loading={props.list.loading}
      scroll={{ x: 'max-content' }}
      rowSelection={{
        selectedRowKeys: props.selected.map((r) => r.id),
        onChange: (_keys, rows) => props.onSelect(rows),
      }}
      onChange={props.list.onTableChange}
      pagination={props.list.pagination}
    />
  );
}
