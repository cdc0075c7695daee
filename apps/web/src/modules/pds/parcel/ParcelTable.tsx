import {
  type Language,
  PARCEL_COLUMN_LABELS,
  PARCEL_STATUS_LABELS,
  type ParcelColumn,
} from '@freightdesk/domain';
import { Button, Table, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import type { ListViewResult } from '#web/components/resource/use-list-view.ts';
import type { ParcelRow } from './parcel-api.ts';

type Props = {
  lang: Language;
  staff: boolean;
  list: Pick<ListViewResult<ParcelRow>, 'rows' | 'loading' | 'pagination' | 'onTableChange'>;
  selected: readonly ParcelRow[];
  onSelect: (rows: ParcelRow[]) => void;
  onOpen: (row: ParcelRow) => void;
};

const STATUS_COLOR: Partial<Record<ParcelRow['status'], string>> = {
  made: 'blue',
  waitPickUp: 'cyan',
  delivered: 'green',
  failed: 'red',
  exception: 'red',
  cancelling: 'orange',
  cancelled: 'default',
};

/** The list's columns (the label error shows in the track number's cell). */
const COLUMNS: readonly ParcelColumn[] = [
  'waybillNo',
  'customerNo',
  'customer',
  'status',
  'productName',
  'channelName',
  'trackNo',
  'destination',
  'pieceCount',
  'chargeWeight',
  'endShipManifestCode',
  'orderTime',
];

/** The track number, or when the label failed the carrier's message in red. */
export function TrackNoCell({ trackNo, labelError }: { trackNo: string | null; labelError: string | null }) {
  if (trackNo) return <span data-testid="parcel-track-no">{trackNo}</span>;
  if (labelError)
    return (
      <Typography.Text type="danger" data-testid="parcel-label-error">
        {labelError}
      </Typography.Text>
    );
  return null;
}

function cell(key: ParcelColumn, row: ParcelRow, lang: Language, onOpen: Props['onOpen']): ReactNode {
  switch (key) {
    case 'waybillNo':
      return (
        <Button type="link" size="small" onClick={() => onOpen(row)} data-testid="parcel-open">
          {row.waybillNo}
        </Button>
      );
    case 'customer':
      return [row.customerCode, row.customerName].filter(Boolean).join(' ');
    case 'status':
      return (
        <Tag color={STATUS_COLOR[row.status]} data-testid="parcel-status">
          {PARCEL_STATUS_LABELS[row.status][lang]}
        </Tag>
      );
    case 'trackNo':
      return <TrackNoCell trackNo={row.trackNo} labelError={row.labelError} />;
    case 'orderTime':
      return dayjs(row.orderTime).format('YYYY-MM-DD HH:mm');
  }
  const v = row[key];
  return v === null || v === undefined ? '' : String(v);
}

/** The parcel table: selection, the number opening the drawer, pages of 50. */
export function ParcelTable({ lang, staff, list, selected, onSelect, onOpen }: Props) {
  const columns: TableColumnsType<ParcelRow> = COLUMNS.filter((c) => staff || c !== 'customer').map(
    (key) => ({
      key,
      title: PARCEL_COLUMN_LABELS[key][lang],
      ellipsis: key !== 'trackNo',
      render: (_: unknown, row: ParcelRow) => cell(key, row, lang, onOpen),
    }),
  );
  return (
    <Table<ParcelRow>
      rowKey="id"
      size="small"
      data-testid="parcel-table"
      columns={columns}
      dataSource={list.rows}
      loading={list.loading}
      scroll={{ x: 'max-content' }}
      rowSelection={{ selectedRowKeys: selected.map((r) => r.id), onChange: (_k, rows) => onSelect(rows) }}
      onChange={list.onTableChange}
      pagination={list.pagination}
    />
  );
}
