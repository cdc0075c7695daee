import type { NoDealCustomerRow, NoDealListAnswer } from '@freightdesk/domain';
import { Alert, Empty, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';

/** Customers without orders: the customer, the rule, last order time, days since, sales follow person. */
export function NoDealCustomers({ answer, loading }: { answer?: NoDealListAnswer; loading?: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {answer?.truncated && <Alert type="warning" showIcon title={t('noDeal.truncated')} />}
      <Table<NoDealCustomerRow>
        size="small"
        data-testid="no-deal-customers"
        loading={loading}
        rowKey={(r) => `${r.ruleId}:${r.customerId}`}
        dataSource={answer?.rows ?? []}
        pagination={{ pageSize: 20, showSizeChanger: false }}
        locale={{ emptyText: <Empty description={t('noDeal.none')} /> }}
        columns={[
          {
            key: 'customer',
            title: t('noDeal.customer'),
            render: (_, r) => `${r.customerCode} ${r.customerName}`,
          },
          { key: 'rule', title: t('noDeal.rule'), dataIndex: 'ruleName' },
          {
            key: 'lastOrderTime',
            title: t('noDeal.lastOrderTime'),
            render: (_, r) =>
              r.lastOrderTime ? (
                dayjs(r.lastOrderTime).format('YYYY-MM-DD HH:mm')
              ) : (
                <Typography.Text type="secondary">{t('noDeal.never')}</Typography.Text>
              ),
          },
          { key: 'daysSince', title: t('noDeal.daysSince'), dataIndex: 'daysSince', align: 'right' },
          { key: 'sales', title: t('noDeal.sales'), render: (_, r) => r.salesName ?? '—' },
        ]}
      />
    </>
  );
}
