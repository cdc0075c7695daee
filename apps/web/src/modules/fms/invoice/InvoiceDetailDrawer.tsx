import { billPeriodText, type Language } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Skeleton, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { InvoiceStatusTag } from './InvoiceTable.tsx';
import { type InvoiceDetail, invoiceApi, invoiceKeys } from './invoice-api.ts';

type Bill = InvoiceDetail['bills'][number];
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');
const TITLE_FIELDS = ['title', 'taxNo', 'email', 'address', 'phone', 'bank', 'account'] as const;

/** An invoice's details: its figures, the title as copied when issued, and the bills it covers. */
export function InvoiceDetailDrawer({
  id,
  lang,
  onClose,
}: {
  id: string;
  lang: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const f = (key: string) => t(`invoice.fields.${key}`);
  const detail = useQuery({ queryKey: invoiceKeys.detail(id), queryFn: () => invoiceApi.detail(id) });
  const v = detail.data;
  const columns: TableColumnsType<Bill> = [
    { key: 'billNo', title: f('billNo'), dataIndex: 'billNo' },
    { key: 'period', title: f('period'), render: (_, b) => billPeriodText(b.periodFrom, b.periodTo) },
    { key: 'billTime', title: f('billTime'), render: (_, b) => time(b.billTime) },
    { key: 'value', title: f('billValue'), dataIndex: 'value', align: 'right', width: 120 },
  ];
  return (
    <Drawer open width={760} title={v?.invoiceNo ?? ''} onClose={onClose} data-testid="invoice-detail">
      {!v ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item
              label={f('customer')}
            >{`${v.customerCode} ${v.customerName}`}</Descriptions.Item>
            <Descriptions.Item label={f('status')}>
              <InvoiceStatusTag status={v.status} lang={lang} />
            </Descriptions.Item>
            <Descriptions.Item label={f('amount')}>{`${v.amount} ${v.currency}`}</Descriptions.Item>
            <Descriptions.Item label={f('issueTime')}>{time(v.issueTime)}</Descriptions.Item>
            {v.taxRate !== null && <Descriptions.Item label={f('taxRate')}>{v.taxRate}</Descriptions.Item>}
            {v.taxAmount !== null && (
              <Descriptions.Item label={f('taxAmount')}>{`${v.taxAmount} ${v.currency}`}</Descriptions.Item>
            )}
            {TITLE_FIELDS.map((k) => (
              <Descriptions.Item key={k} label={f(k)}>
                {v.title[k]}
              </Descriptions.Item>
            ))}
            {v.sentTime && <Descriptions.Item label={f('sentTime')}>{time(v.sentTime)}</Descriptions.Item>}
            {v.cancelTime && (
              <Descriptions.Item label={f('cancelTime')}>{time(v.cancelTime)}</Descriptions.Item>
            )}
            {v.cancelReason && (
              <Descriptions.Item label={f('cancelReason')}>{v.cancelReason}</Descriptions.Item>
            )}
            {v.remark && <Descriptions.Item label={f('remark')}>{v.remark}</Descriptions.Item>}
          </Descriptions>
          <Table<Bill>
            rowKey="billId"
            size="small"
            title={() => f('bills')}
            columns={columns}
            dataSource={v.bills}
            pagination={false}
            data-testid="invoice-detail-bills"
          />
        </>
      )}
    </Drawer>
  );
}
