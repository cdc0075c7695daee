import { hasPermission, Permission, SUBJECT_DIRECTIONS } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Select, Space } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { accountFlowKeys, useCashAccounts } from '#web/modules/fms/account-flow/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { IncomeExpenseDialog } from './IncomeExpenseDialog.tsx';
import { IncomeExpenseTable } from './IncomeExpenseTable.tsx';
import {
  type IncomeExpenseKind,
  type IncomeExpenseRow,
  incomeExpenseApi,
  incomeExpenseKeys,
  incomeExpenseView,
  useSubjects,
} from './income-expense-api.ts';

const CODES = {
  operating: Permission.operatingIncomeExpense,
  nonOperating: Permission.nonOperatingIncomeExpense,
} as const;

/**
 * Finance → Operating / non-operating income and expense (staff `/fms/operating-income-expense`,
 * `/fms/non-operating-income-expense`): the entries of one kind, newest first, criteria (code,
 * subject, account, direction, cancelled, occur days) and page in the URL; "New entry" and a row's
 * cancel (after a confirmation naming it; never a system entry's) by their own codes.
 */
export function IncomeExpensePage({ kind }: { kind: IncomeExpenseKind }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { permissions } = useSession();
  const { message } = App.useApp();
  const client = useQueryClient();
  const view = useMemo(() => incomeExpenseView(kind), [kind]);
  const list = useListView<IncomeExpenseRow>(view);
  const [making, setMaking] = useState(false);
  const accounts = useCashAccounts();
  const subjects = useSubjects(kind);
  const api = incomeExpenseApi(kind);
  const mayMake = hasPermission(permissions, `${CODES[kind]}:make`);
  const mayCancel = hasPermission(permissions, `${CODES[kind]}:cancel`);
  const f = (key: string) => t(`incomeExpense.fields.${key}`);
  /** What an entry or its cancel changes: the entries, the accounts' balances and flows. */
  const refresh = async () => {
    for (const queryKey of [incomeExpenseKeys.all(kind), accountFlowKeys.all])
      await client.invalidateQueries({ queryKey });
  };

  const cancel = async (row: IncomeExpenseRow) => {
    const content = t('incomeExpense.cancelConfirm', { code: row.code });
    if (!(await confirmDialog({ content, danger: true }))) return;
    try {
      await api.cancel(row.id);
      void message.success(t('incomeExpense.cancelledDone'));
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="income-expense-page">
      <SearchFormCard {...list.search} submitTestId="income-expense-search" testId="income-expense-criteria">
        <SearchItem name="code" label={f('code')} lg={4}>
          <Input allowClear maxLength={50} data-testid="income-expense-code" />
        </SearchItem>
        <SearchItem name="subjectId" label={f('subject')} lg={5}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={subjects.isFetching}
            options={(subjects.data ?? []).map((s) => ({ value: s.id, label: `${s.code} ${s.name}` }))}
            data-testid="income-expense-criteria-subject"
          />
        </SearchItem>
        <SearchItem name="accountId" label={f('account')} lg={5}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={accounts.isFetching}
            options={(accounts.data ?? []).map((a) => ({
              value: a.accountId,
              label: `${a.name} (${a.currency})`,
            }))}
            data-testid="income-expense-criteria-account"
          />
        </SearchItem>
        <SearchItem name="direction" label={f('direction')} lg={3}>
          <Select
            allowClear
            options={SUBJECT_DIRECTIONS.map((o) => ({ value: o.value, label: o.label[lang] }))}
            data-testid="income-expense-criteria-direction"
          />
        </SearchItem>
        <SearchItem name="cancelled" label={f('cancelled')} lg={3}>
          <Select
            allowClear
            options={[
              { value: 1, label: t('incomeExpense.yes') },
              { value: 0, label: t('incomeExpense.no') },
            ]}
            data-testid="income-expense-criteria-cancelled"
          />
        </SearchItem>
        <SearchItem name="occurTime" label={f('occurTime')} lg={6}>
          <DateRangePicker data-testid="income-expense-criteria-time" />
        </SearchItem>
      </SearchFormCard>
      <Card
        size="small"
        extra={
          mayMake ? (
            <Button type="primary" onClick={() => setMaking(true)} data-testid="income-expense-new">
              {t('incomeExpense.make')}
            </Button>
          ) : null
        }
      >
        <IncomeExpenseTable
          kind={kind}
          rows={list.rows}
          loading={list.loading}
          pagination={list.pagination}
          actions={
            mayCancel
              ? (r) => (
                  <ClickLockButton
                    size="small"
                    danger
                    onClick={() => cancel(r)}
                    data-testid={`income-expense-cancel-${r.code}`}
                  >
                    {t('incomeExpense.cancel')}
                  </ClickLockButton>
                )
              : undefined
          }
        />
      </Card>
      {making && (
        <IncomeExpenseDialog kind={kind} onDone={() => void refresh()} onClose={() => setMaking(false)} />
      )}
    </Space>
  );
}

/** The operating screen (`/fms/operating-income-expense`). */
export const OperatingIncomeExpensePage = () => <IncomeExpensePage kind="operating" />;
/** The non-operating screen (`/fms/non-operating-income-expense`). */
export const NonOperatingIncomeExpensePage = () => <IncomeExpensePage kind="nonOperating" />;
