import { SUBJECT_DIRECTIONS } from '@freightdesk/domain';
import { Space, Table, type TableColumnsType, type TablePaginationConfig, Tag } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MoneyText } from '#web/modules/fms/account-flow/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import type { IncomeExpenseKind, IncomeExpenseRow } from './income-expense-api.ts';

type Props = {
  kind: IncomeExpenseKind;
  rows: IncomeExpenseRow[];
  loading: boolean;
  pagination: TablePaginationConfig;
  /** The row's actions (cancel), none for a user who may not act; never on cancelled or system rows. */
  actions?: (row: IncomeExpenseRow) => ReactNode;
};

const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');
const dash = (v: string | null) => v || '—';

/**
 * Entry rows: code, occur time, subject, direction (income green, expense red), account, amount and
 * its local (RMB) amount, counterparty, invoice, related number, reimbursed user (non-operating),
 * remark, who, status (live or cancelled, "System" for the system's own entries).
 */
export function IncomeExpenseTable({ kind, rows, loading, pagination, actions }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const f = (key: string) => t(`incomeExpense.fields.${key}`);
  const direction = (r: IncomeExpenseRow) => SUBJECT_DIRECTIONS.find((o) => o.value === r.direction);
  const columns: TableColumnsType<IncomeExpenseRow> = [
    { key: 'code', title: f('code'), dataIndex: 'code', width: 150 },
    { key: 'occurTime', title: f('occurTime'), render: (_, r) => time(r.occurTime), width: 150 },
    { key: 'subject', title: f('subject'), render: (_, r) => `${r.subjectCode} ${r.subjectName}` },
    {
      key: 'direction',
      title: f('direction'),
      render: (_, r) => (
        <Tag color={r.direction === 'income' ? 'green' : 'red'}>
          {direction(r)?.label[lang] ?? r.direction}
        </Tag>
      ),
    },
    { key: 'account', title: f('account'), render: (_, r) => dash(r.accountName) },
    {
      key: 'value',
      title: f('value'),
      align: 'right',
      render: (_, r) => (
        <Space size={4}>
          <MoneyText value={r.value} />
          {r.currency}
        </Space>
      ),
    },
    {
      key: 'localValue',
      title: `${f('localValue')} (RMB)`,
      align: 'right',
      render: (_, r) => <MoneyText value={r.localValue} />,
    },
    { key: 'counterparty', title: f('counterparty'), render: (_, r) => dash(r.counterparty) },
    {
      key: 'invoice',
      title: f('invoiceNo'),
      render: (_, r) => (
        <Space size={4}>
          {r.needInvoice ? <Tag>{f('needInvoice')}</Tag> : null}
          {r.invoiceNo ?? (r.needInvoice ? null : '—')}
        </Space>
      ),
    },
    { key: 'relatedNo', title: f('relatedNo'), render: (_, r) => dash(r.relatedNo) },
    ...(kind === 'nonOperating'
      ? [
          {
            key: 'reimbursementUser',
            title: f('reimbursementUser'),
            render: (_: unknown, r: IncomeExpenseRow) => dash(r.reimbursementUserName),
          },
        ]
      : []),
    { key: 'remark', title: f('remark'), dataIndex: 'remark', ellipsis: true },
    { key: 'createdByName', title: f('createdByName'), render: (_, r) => r.createdByName ?? '—' },
    {
      key: 'status',
      title: f('status'),
      render: (_, r) => (
        <Space size={4}>
          {r.cancelTime ? (
            <>
              <Tag color="red">{f('cancelled')}</Tag>
              {time(r.cancelTime)}
            </>
          ) : (
            <Tag color="green">{t('incomeExpense.live')}</Tag>
          )}
          {r.bySystem ? <Tag color="blue">{t('incomeExpense.system')}</Tag> : null}
        </Space>
      ),
    },
    ...(actions
      ? [
          {
            key: 'actions',
            title: t('incomeExpense.actions'),
            width: 120,
            render: (_: unknown, r: IncomeExpenseRow) => (r.cancelTime || r.bySystem ? null : actions(r)),
          },
        ]
      : []),
  ];
  return (
    <Table<IncomeExpenseRow>
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={rows}
      loading={loading}
      pagination={pagination}
      scroll={{ x: 'max-content' }}
      data-testid="income-expense-table"
    />
  );
}
