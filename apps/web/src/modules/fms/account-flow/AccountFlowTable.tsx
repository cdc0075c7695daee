import { ACCOUNT_FLOW_SOURCE_LABELS } from '@freightdesk/domain';
import { Table, type TableColumnsType, type TablePaginationConfig, Tag } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import type { AccountFlowRow } from './account-flow-api.ts';
import { MoneyText } from './MoneyText.tsx';

type Props = { rows: AccountFlowRow[]; loading: boolean; pagination: TablePaginationConfig };

/** Account flow rows: time, account, source, signed value, balance after, related number, customer, summary, who. */
export function AccountFlowTable({ rows, loading, pagination }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const f = (key: string) => t(`accountFlow.${key}`);
  const columns: TableColumnsType<AccountFlowRow> = [
    {
      key: 'flowTime',
      title: f('flowTime'),
      render: (_, r) => dayjs(r.flowTime).format('YYYY-MM-DD HH:mm:ss'),
      width: 160,
    },
    {
      key: 'account',
      title: f('account'),
      render: (_, r) => `${r.accountName} (${r.currency})`,
    },
    {
      key: 'source',
      title: f('source'),
      render: (_, r) => <Tag>{ACCOUNT_FLOW_SOURCE_LABELS[r.source]?.[lang] ?? r.source}</Tag>,
    },
    {
      key: 'value',
      title: f('value'),
      align: 'right',
      render: (_, r) => <MoneyText value={r.value} signed />,
    },
    {
      key: 'balance',
      title: f('balanceAfter'),
      align: 'right',
      render: (_, r) => <MoneyText value={r.balance} strong />,
    },
    { key: 'relatedNo', title: f('relatedNo'), render: (_, r) => r.relatedNo ?? '—' },
    { key: 'objectCode', title: f('objectCode'), render: (_, r) => r.objectCode ?? '—' },
    { key: 'summary', title: f('summary'), dataIndex: 'summary', ellipsis: true },
    { key: 'createdBy', title: f('createdBy'), render: (_, r) => r.createdByName ?? '—' },
  ];
  return (
    <Table<AccountFlowRow>
      size="small"
      rowKey="id"
      loading={loading}
      dataSource={rows}
      columns={columns}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      data-testid="account-flow-table"
    />
  );
}
