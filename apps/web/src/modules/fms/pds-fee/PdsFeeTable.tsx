import {
  FEE_COLUMN_LABELS,
  FEE_STATUS_OPTIONS,
  feeSubjectLabel,
  isConfirmableFee,
  type Language,
  PAGE_SIZE,
  PDS_FEE_COLUMN_LABELS,
  type PdsFeeRow,
  type PdsFeeSortField,
  type PdsFeeSummary,
} from '@freightdesk/domain';
import { Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { feeStatusColour } from '#web/modules/fms/fee/index.ts';
import type { PdsFeeSort } from './pds-fee-api.ts';

type Props = {
  lang: Language;
  records: PdsFeeRow[];
  total: number;
  summary: PdsFeeSummary | undefined;
  loading: boolean;
  page: number;
  sort: PdsFeeSort | null;
  selectable: boolean;
  selected: readonly string[];
  onSelect: (ids: string[]) => void;
  onPage: (page: number) => void;
  onSort: (sort: PdsFeeSort | null) => void;
};

const SORTABLE = new Set<string>(['waybillNo', 'value', 'belongTime', 'createdAt']);
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

/**
 * The table of the parcel fee list: money right-aligned, the status as a coloured tag, the sums
 * and counts per currency of every matching row in the footer. Only estimated and confirmed rows
 * not on a bill can be chosen.
 */
export function PdsFeeTable(props: Props) {
  const { t } = useTranslation();
  const { lang, sort } = props;
  const L = FEE_COLUMN_LABELS;
  const P = PDS_FEE_COLUMN_LABELS;
  const sorter = (key: string) =>
    SORTABLE.has(key)
      ? {
          sorter: true,
          sortOrder:
            sort?.field === key ? (sort.order === 'asc' ? ('ascend' as const) : ('descend' as const)) : null,
        }
      : {};
  const columns: TableColumnsType<PdsFeeRow> = [
    {
      key: 'waybillNo',
      title: P.waybillNo[lang],
      dataIndex: 'waybillNo',
      width: 160,
      ...sorter('waybillNo'),
    },
    { key: 'trackNo', title: P.trackNo[lang], dataIndex: 'trackNo', width: 160 },
    {
      key: 'customer',
      title: L.customer[lang],
      width: 180,
      ellipsis: true,
      render: (_, r) => [r.customerCode, r.customerName].filter(Boolean).join(' '),
    },
    { key: 'product', title: P.product[lang], dataIndex: 'productName', width: 150, ellipsis: true },
    {
      key: 'subjectName',
      title: L.subjectName[lang],
      width: 150,
      render: (_, r) => feeSubjectLabel(r.subjectName, lang),
    },
    {
      key: 'value',
      title: L.value[lang],
      dataIndex: 'value',
      align: 'right',
      width: 110,
      ...sorter('value'),
    },
    { key: 'currency', title: L.currency[lang], dataIndex: 'currency', width: 80 },
    {
      key: 'conversionValue',
      title: L.conversionValue[lang],
      dataIndex: 'conversionValue',
      align: 'right',
      width: 120,
    },
    {
      key: 'status',
      title: L.status[lang],
      width: 110,
      render: (_, r) => (
        <Tag color={feeStatusColour(r.status)} data-testid="pds-fee-status-tag">
          {FEE_STATUS_OPTIONS.find((o) => o.value === r.status)?.label[lang] ?? r.status}
        </Tag>
      ),
    },
    { key: 'billNo', title: L.billNo[lang], dataIndex: 'billNo', width: 130 },
    {
      key: 'belongTime',
      title: L.belongTime[lang],
      width: 150,
      ...sorter('belongTime'),
      render: (_, r) => time(r.belongTime),
    },
    {
      key: 'createdAt',
      title: P.createdAt[lang],
      width: 150,
      ...sorter('createdAt'),
      render: (_, r) => time(r.createdAt),
    },
  ];
  return (
    <Table<PdsFeeRow>
      rowKey="id"
      size="small"
      data-testid="pds-fee-table"
      columns={columns}
      dataSource={props.records}
      loading={props.loading}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: t('pdsFee.empty') }}
      rowSelection={
        props.selectable
          ? {
              selectedRowKeys: [...props.selected],
              onChange: (keys) => props.onSelect(keys.map(String)),
              getCheckboxProps: (r) => ({ disabled: !isConfirmableFee(r) }),
            }
          : undefined
      }
      onChange={(_p, _f, s, extra) => {
        if (extra.action !== 'sort' || Array.isArray(s)) return;
        const field = s.columnKey as PdsFeeSortField;
        props.onSort(s.order ? { field, order: s.order === 'ascend' ? 'asc' : 'desc' } : null);
      }}
      footer={() => <PdsFeeSummaryLine summary={props.summary} />}
      pagination={{
        current: props.page,
        pageSize: PAGE_SIZE,
        total: props.total,
        showSizeChanger: false,
        showTotal: (total) => t('common.total', { count: total }),
        onChange: props.onPage,
      }}
    />
  );
}

/** The sums of every matching row: value and row count per currency. */
function PdsFeeSummaryLine({ summary }: { summary: PdsFeeSummary | undefined }) {
  const { t } = useTranslation();
  if (!summary?.byCurrency.length) return null;
  return (
    <Space wrap data-testid="pds-fee-summary">
      <Typography.Text strong>{t('pdsFee.summary')}</Typography.Text>
      {summary.byCurrency.map((c) => (
        <Typography.Text key={c.currency} data-testid={`pds-fee-summary-${c.currency}`}>
          {c.currency} {c.total} ({t('pdsFee.rows', { count: c.count })})
        </Typography.Text>
      ))}
    </Space>
  );
}
