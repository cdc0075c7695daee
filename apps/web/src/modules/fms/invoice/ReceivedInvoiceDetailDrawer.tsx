import type { Language } from '@freightdesk/domain';
import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Skeleton, Table, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FileLinks } from '#web/components/upload/FileLinks.tsx';
import { InvoiceStatusTag } from './InvoiceTable.tsx';
import {
  type ReceivedInvoiceDetail,
  receivedInvoiceApi,
  receivedInvoiceKeys,
} from './received-invoice-api.ts';

type Bill = ReceivedInvoiceDetail['bills'][number];
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');

/** A received invoice's details: its figures, its files and the part of each agent bill it covers. */
export function ReceivedInvoiceDetailDrawer({
  id,
  lang,
  onClose,
}: {
  id: string;
  lang: Language;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const f = (key: string) => t(`receivedInvoice.fields.${key}`);
  const detail = useQuery({
    queryKey: receivedInvoiceKeys.detail(id),
    queryFn: () => receivedInvoiceApi.detail(id),
  });
  const v = detail.data;
  const columns: TableColumnsType<Bill> = [
    { key: 'billNo', title: f('billNo'), dataIndex: 'billNo' },
    { key: 'billTime', title: t('invoice.fields.billTime'), render: (_, b) => time(b.billTime) },
    { key: 'total', title: t('invoice.fields.billValue'), dataIndex: 'total', align: 'right', width: 120 },
    { key: 'value', title: f('coveredValue'), dataIndex: 'value', align: 'right', width: 120 },
  ];
  return (
    <Drawer
      open
      width={720}
      title={v?.invoiceNo ?? ''}
      onClose={onClose}
      data-testid="received-invoice-detail"
    >
      {!v ? (
        <Skeleton active />
      ) : (
        <>
          <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }}>
            <Descriptions.Item label={f('agent')}>{`${v.agentCode} ${v.agentName}`}</Descriptions.Item>
            <Descriptions.Item label={t('invoice.fields.status')}>
              <InvoiceStatusTag status={v.status} lang={lang} />
            </Descriptions.Item>
            <Descriptions.Item label={f('invoiceDate')}>{v.invoiceDate}</Descriptions.Item>
            <Descriptions.Item label={f('amount')}>{`${v.amount} ${v.currency}`}</Descriptions.Item>
            {v.taxRate !== null && <Descriptions.Item label={f('taxRate')}>{v.taxRate}</Descriptions.Item>}
            {v.taxAmount !== null && (
              <Descriptions.Item label={f('taxAmount')}>{`${v.taxAmount} ${v.currency}`}</Descriptions.Item>
            )}
            <Descriptions.Item label={f('recordedAt')}>{time(v.createdAt)}</Descriptions.Item>
            {v.cancelTime && (
              <Descriptions.Item label={t('invoice.fields.cancelTime')}>
                {time(v.cancelTime)}
              </Descriptions.Item>
            )}
            {v.remark && <Descriptions.Item label={f('remark')}>{v.remark}</Descriptions.Item>}
            <Descriptions.Item label={f('files')} span={2}>
              <FileLinks files={v.files} />
            </Descriptions.Item>
          </Descriptions>
          <Table<Bill>
            rowKey="billId"
            size="small"
            title={() => f('agentBills')}
            columns={columns}
            dataSource={v.bills}
            pagination={false}
            data-testid="received-invoice-detail-bills"
          />
        </>
      )}
    </Drawer>
  );
}
