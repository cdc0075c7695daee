import { ACCOUNT_FLOW_SOURCE_LABELS, type AccountFlowSourceValue } from '@freightdesk/domain';
import { Table, type TableColumnsType, type TablePaginationConfig, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '#web/modules/fms/account-flow/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import type { StatementLineRow } from './bank-statement-api.ts';

type Props = {
  rows: StatementLineRow[];
  loading: boolean;
  pagination: TablePaginationConfig;
  /** The row's actions (match, claim, unmatch) the user may take. */
  actions?: (row: StatementLineRow) => ReactNode;
};

const KIND_COLOURS = { flow: 'green', book: 'blue', claim: 'orange' } as const;

/** Statement lines: time, signed amount, counterparty, summary, reference, and how each was matched. */
export function StatementTable({ rows, loading, pagination, actions }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const f = (key: string) => t(`bankStatement.fields.${key}`);
  const source = (s: string | null) =>
    s && s in ACCOUNT_FLOW_SOURCE_LABELS ? ACCOUNT_FLOW_SOURCE_LABELS[s as AccountFlowSourceValue][lang] : '';
  const columns: TableColumnsType<StatementLineRow> = [
    { key: 'row', title: f('row'), dataIndex: 'row', width: 60 },
    {
      key: 'tradeTime',
      title: f('tradeTime'),
      width: 140,
      render: (_, r) => dayjs(r.tradeTime).format('YYYY-MM-DD HH:mm'),
    },
    { key: 'account', title: t('accountFlow.account'), render: (_, r) => `${r.accountName} (${r.currency})` },
    {
      key: 'value',
      title: f('value'),
      align: 'right',
      render: (_, r) => <MoneyText value={r.value} signed />,
    },
    { key: 'counterpartyName', title: f('counterpartyName'), dataIndex: 'counterpartyName', ellipsis: true },
    { key: 'counterpartyCard', title: f('counterpartyCard'), dataIndex: 'counterpartyCard' },
    { key: 'summary', title: t('accountFlow.summary'), dataIndex: 'summary', ellipsis: true },
    { key: 'bankRef', title: f('bankRef'), dataIndex: 'bankRef' },
    {
      key: 'status',
      title: f('status'),
      render: (_, r) =>
        r.matchKind ? (
          <Tag color={KIND_COLOURS[r.matchKind]}>{t(`bankStatement.kind.${r.matchKind}`)}</Tag>
        ) : (
          <Tag>{t('bankStatement.tabs.unmatched')}</Tag>
        ),
    },
    {
      key: 'matchNo',
      title: f('matchNo'),
      render: (_, r) =>
        r.matchNo && r.matchKind !== 'claim'
          ? `${r.matchNo} ${source(r.matchSource)}`.trim()
          : (r.matchNo ?? ''),
    },
    { key: 'rule', title: f('rule'), render: (_, r) => r.ruleName ?? (r.matchKind ? r.matchedByName : '') },
    ...(actions
      ? [
          {
            key: 'actions',
            title: t('bankStatement.actions'),
            width: 190,
            render: (_: unknown, r: StatementLineRow) => actions(r),
          },
        ]
      : []),
  ];
  return (
    <Table<StatementLineRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      data-testid="bank-statement-table"
      onRow={(r) => ({ 'data-testid': `statement-row-${r.row}-${r.value}` }) as never}
    />
  );
}
