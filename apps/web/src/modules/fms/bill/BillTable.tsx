import { BILL_STATUS_LABELS, type BillStatusValue, billPeriodText, type Language } from '@freightdesk/domain';
import { Table, type TableColumnsType, type TablePaginationConfig, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { BillRow } from './bill-api.ts';

const STATUS_COLOURS: Record<BillStatusValue, string> = { 0: 'red', 10: 'orange', 20: 'green' };
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

/** A bill status as a coloured tag (unpaid red, partly paid orange, paid green). */
export function BillStatusTag({ status, lang }: { status: number; lang: Language }) {
  const s = status as BillStatusValue;
  return <Tag color={STATUS_COLOURS[s] ?? 'default'}>{BILL_STATUS_LABELS[s]?.[lang] ?? status}</Tag>;
}

type Props = {
  lang: Language;
  rows: BillRow[];
  loading: boolean;
  pagination: TablePaginationConfig | false;
  /** Whether the customer column is shown (staff). */
  showCustomer: boolean;
  /** The party column's title when the rows are another party's (agent bills): default the customer. */
  partyTitle?: string;
  /** The buttons of a row. */
  actions: (row: BillRow) => ReactNode;
  /** The rows chosen (for an invoice), when rows can be chosen. */
  selection?: { keys: string[]; onChange: (keys: string[]) => void } | undefined;
};

/** The bills of a list: money right-aligned, status as a tag, the cancel time on cancelled bills. */
export function BillTable({
  lang,
  rows,
  loading,
  pagination,
  showCustomer,
  partyTitle,
  actions,
  selection,
}: Props) {
  const { t } = useTranslation();
  const f = (key: string) => t(`bill.fields.${key}`);
  const money = (key: 'total' | 'writtenOff' | 'unwritten') => ({
    key,
    title: f(key),
    dataIndex: key,
    align: 'right' as const,
    width: 120,
  });
  const columns: TableColumnsType<BillRow> = [
    { key: 'billNo', title: f('billNo'), dataIndex: 'billNo', width: 150 },
    ...(showCustomer
      ? [
          {
            key: 'customer',
            title: partyTitle ?? f('customer'),
            render: (_: unknown, r: BillRow) => `${r.customerCode} ${r.customerName}`,
            width: 180,
          },
        ]
      : []),
    { key: 'billTime', title: f('billTime'), render: (_, r) => time(r.billTime), width: 150 },
    {
      key: 'period',
      title: f('period'),
      render: (_, r) => billPeriodText(r.periodFrom, r.periodTo),
      width: 200,
    },
    { key: 'feeCount', title: f('feeCount'), dataIndex: 'feeCount', align: 'right', width: 90 },
    { key: 'currency', title: f('currency'), dataIndex: 'currency', width: 80 },
    money('total'),
    money('writtenOff'),
    money('unwritten'),
    {
      key: 'status',
      title: f('status'),
      render: (_, r) => <BillStatusTag status={r.status} lang={lang} />,
      width: 110,
    },
    ...(rows.some((r) => r.cancelTime)
      ? [
          {
            key: 'cancelTime',
            title: f('cancelTime'),
            render: (_: unknown, r: BillRow) => time(r.cancelTime),
          },
        ]
      : []),
    { key: 'remark', title: f('remark'), dataIndex: 'remark', ellipsis: true },
    { key: 'actions', title: t('bill.actions'), render: (_, r) => actions(r), fixed: 'right', width: 260 },
  ];
  return (
    <Table<BillRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      rowSelection={
        selection && {
          selectedRowKeys: selection.keys,
          onChange: (keys) => selection.onChange(keys.map(String)),
          getCheckboxProps: (r) => ({ disabled: Boolean(r.cancelTime) }),
        }
      }
      data-testid="bill-table"
    />
  );
}
