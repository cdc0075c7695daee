import { Card, Table, type TableColumnsType, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AccountBalanceRow } from './account-flow-api.ts';
import { MoneyText } from './MoneyText.tsx';

type Props = {
  rows: AccountBalanceRow[] | undefined;
  loading: boolean;
  /** The period's days as picked (`[first, last]`, either may be blank), none for all time. */
  range: readonly string[] | undefined;
};

/**
 * The cash accounts' balances over the period: opening, what came in and went out, closing, and
 * the balance now; disabled accounts are marked.
 */
export function AccountBalancesCard({ rows, loading, range }: Props) {
  const { t } = useTranslation();
  const b = (key: string) => t(`accountFlow.balances.${key}`);
  const money = (key: 'opening' | 'in' | 'out' | 'closing' | 'balance', strong?: boolean) => ({
    key,
    title: b(key),
    align: 'right' as const,
    render: (_: unknown, r: AccountBalanceRow) => <MoneyText value={r[key]} strong={strong} />,
  });
  const columns: TableColumnsType<AccountBalanceRow> = [
    {
      key: 'name',
      title: t('accountFlow.account'),
      render: (_, r) => (
        <>
          {r.name}
          {!r.enabled && (
            <Tag style={{ marginInlineStart: 8 }} data-testid={`account-disabled-${r.accountId}`}>
              {b('disabled')}
            </Tag>
          )}
        </>
      ),
    },
    { key: 'currency', title: t('accountFlow.currency'), dataIndex: 'currency', width: 80 },
    money('opening'),
    money('in'),
    money('out'),
    money('closing', true),
    money('balance', true),
  ];
  const [first, last] = range ?? [];
  const period = first || last ? `${first || '…'} ~ ${last || '…'}` : b('allTime');
  return (
    <Card size="small" title={b('title')} extra={t('accountFlow.balances.period', { period })}>
      <Table<AccountBalanceRow>
        rowKey="accountId"
        size="small"
        columns={columns}
        dataSource={rows ?? []}
        loading={loading}
        pagination={false}
        locale={{ emptyText: b('empty') }}
        scroll={{ x: 'max-content' }}
        data-testid="account-balances"
      />
    </Card>
  );
}
