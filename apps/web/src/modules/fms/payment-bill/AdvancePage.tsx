import { useQuery } from '@tanstack/react-query';
import { Card, Space, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { type Advances, paymentBillApi, paymentBillKeys } from './payment-bill-api.ts';

type Row = Advances['payments'][number];

/**
 * Finance → Advance payments and collections (`/fms/advance-payment`): what the company paid agents
 * and has not matched to their bills, and what customers paid that is not written off, per party.
 */
export function AdvancePage() {
  const { t } = useTranslation();
  const answer = useQuery({ queryKey: paymentBillKeys.advances, queryFn: paymentBillApi.advances });
  const columns: TableColumnsType<Row> = [
    { key: 'code', title: t('paymentBill.code'), dataIndex: 'code' },
    { key: 'name', title: t('paymentBill.name'), dataIndex: 'name' },
    { key: 'count', title: t('paymentBill.count'), dataIndex: 'count', align: 'right' },
    {
      key: 'value',
      title: t('paymentBill.amount'),
      align: 'right',
      render: (_, r) => `${r.value} ${r.currency}`,
    },
  ];
  const table = (rows: Row[] | undefined, testId: string) => (
    <Table<Row>
      rowKey={(r) => `${r.partyId}-${r.currency}`}
      size="small"
      columns={columns}
      dataSource={rows ?? []}
      loading={answer.isFetching}
      pagination={false}
      data-testid={testId}
    />
  );
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="advance-page">
      <Card size="small" title={t('paymentBill.payments')}>
        {table(answer.data?.payments, 'advance-payments')}
      </Card>
      <Card size="small" title={t('paymentBill.collections')}>
        {table(answer.data?.collections, 'advance-collections')}
      </Card>
    </Space>
  );
}
