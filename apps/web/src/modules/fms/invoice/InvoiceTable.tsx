import type { InvoiceStatus, Language } from '@freightdesk/domain';
import { INVOICE_STATUS_LABELS } from '@freightdesk/domain';
import { Table, type TableColumnsType, type TablePaginationConfig, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceRow } from './invoice-api.ts';

const COLOURS: Record<InvoiceStatus, string> = {
  issued: 'blue',
  sent: 'green',
  cancelled: 'default',
  received: 'blue',
};
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

/** An invoice status as a coloured tag. */
export function InvoiceStatusTag({ status, lang }: { status: InvoiceStatus; lang: Language }) {
  return <Tag color={COLOURS[status]}>{INVOICE_STATUS_LABELS[status][lang]}</Tag>;
}

type Props = {
  lang: Language;
  rows: InvoiceRow[];
  loading: boolean;
  pagination: TablePaginationConfig | false;
  actions: (row: InvoiceRow) => ReactNode;
};

/** The invoices of the list: money right-aligned, status as a tag, the title as copied when issued. */
export function InvoiceTable({ lang, rows, loading, pagination, actions }: Props) {
  const { t } = useTranslation();
  const f = (key: string) => t(`invoice.fields.${key}`);
  const columns: TableColumnsType<InvoiceRow> = [
    { key: 'invoiceNo', title: f('invoiceNo'), dataIndex: 'invoiceNo', width: 150 },
    { key: 'customer', title: f('customer'), render: (_, r) => `${r.customerCode} ${r.customerName}` },
    { key: 'title', title: f('invoiceTitle'), render: (_, r) => r.title.title },
    { key: 'taxNo', title: f('taxNo'), render: (_, r) => r.title.taxNo, width: 170 },
    { key: 'amount', title: f('amount'), dataIndex: 'amount', align: 'right', width: 120 },
    { key: 'currency', title: f('currency'), dataIndex: 'currency', width: 70 },
    { key: 'billCount', title: f('bills'), dataIndex: 'billCount', align: 'right', width: 80 },
    {
      key: 'status',
      title: f('status'),
      render: (_, r) => <InvoiceStatusTag status={r.status} lang={lang} />,
      width: 90,
    },
    { key: 'issueTime', title: f('issueTime'), render: (_, r) => time(r.issueTime), width: 140 },
    { key: 'createdByName', title: f('createdByName'), dataIndex: 'createdByName', width: 100 },
    { key: 'actions', title: '', render: (_, r) => actions(r), width: 260 },
  ];
  return (
    <Table<InvoiceRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      data-testid="invoice-table"
    />
  );
}
