import { hasPermission, MATCH_RULE_DIRECTIONS, Permission } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Select, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { accountFlowKeys, useCashAccounts } from '#web/modules/fms/account-flow/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { randomId } from '#web/shell/request/headers.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import {
  BANK_STATEMENT_VIEW,
  bankStatementApi,
  bankStatementKeys,
  STATEMENT_TABS,
  type StatementLineRow,
  type StatementLinesAnswer,
} from './bank-statement-api.ts';
import { StatementImportDialog } from './StatementImportDialog.tsx';
import { StatementMatchDialog } from './StatementMatchDialog.tsx';
import { StatementTable } from './StatementTable.tsx';

/** What a statement action changes: the lines, and the flows and balances a booking or claim posts. */
const TOUCHED = [bankStatementKeys.all, accountFlowKeys.all, ['fmsChargeBill']] as const;

/**
 * Finance → Bank statements (staff `/fms/bank-statement`): the bank's lines of the cash accounts,
 * unmatched first, criteria and tab in the URL, with the totals of the selection. Import a file,
 * run the smart category rules, and match, unmatch or send a line to charge claim by hand — each by
 * its own code.
 */
export function BankStatementPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { permissions } = useSession();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListView<StatementLineRow, StatementLinesAnswer>(BANK_STATEMENT_VIEW);
  const accounts = useCashAccounts();
  const [importing, setImporting] = useState(false);
  const [matching, setMatching] = useState<StatementLineRow | null>(null);
  const may = (action: string) => hasPermission(permissions, `${Permission.bankStatement}:${action}`);
  const accountId = typeof list.state.values.accountId === 'string' ? list.state.values.accountId : undefined;
  const totals = (list.data as StatementLinesAnswer | undefined)?.totals;
  const f = (key: string) => t(`bankStatement.fields.${key}`);
  const refresh = async () => {
    for (const queryKey of TOUCHED) await client.invalidateQueries({ queryKey });
  };
  const act = async (run: () => Promise<void>) => {
    try {
      await run();
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  const smart = () =>
    act(async () => {
      const done = await bankStatementApi.smartCategory({
        ...(accountId ? { accountId } : {}),
        requestKey: randomId(),
      });
      void message.success(t('bankStatement.smart.done', done));
    });
  const unmatch = async (r: StatementLineRow) => {
    if (!(await confirmDialog({ content: t('bankStatement.unmatch.confirm', { row: r.row }) }))) return;
    await act(async () => {
      await bankStatementApi.unmatch(r.id);
      void message.success(t('bankStatement.unmatch.done'));
    });
  };
  const claim = async (r: StatementLineRow) => {
    if (!(await confirmDialog({ content: t('bankStatement.claim.confirm', { row: r.row, value: r.value }) })))
      return;
    await act(async () => {
      const done = await bankStatementApi.claim(r.id);
      void message.success(t('bankStatement.claim.done', done));
    });
  };
  const actions = (r: StatementLineRow) => (
    <Space size={4}>
      {!r.matchKind && may('match') && (
        <Button size="small" onClick={() => setMatching(r)} data-testid={`statement-match-${r.row}`}>
          {t('bankStatement.match.open')}
        </Button>
      )}
      {!r.matchKind && may('claim') && !r.value.startsWith('-') && (
        <ClickLockButton size="small" onClick={() => claim(r)} data-testid={`statement-claim-${r.row}`}>
          {t('bankStatement.claim.open')}
        </ClickLockButton>
      )}
      {r.matchKind && r.matchKind !== 'claim' && may('match') && (
        <ClickLockButton
          size="small"
          danger
          onClick={() => unmatch(r)}
          data-testid={`statement-unmatch-${r.row}`}
        >
          {t('bankStatement.unmatch.open')}
        </ClickLockButton>
      )}
    </Space>
  );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="bank-statement-page">
      <SearchFormCard {...list.search} submitTestId="bank-statement-search" testId="bank-statement-criteria">
        <SearchItem name="accountId" label={t('accountFlow.account')} lg={5}>
          <Select
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            loading={accounts.isFetching}
            options={(accounts.data ?? []).map((a) => ({
              value: a.accountId,
              label: `${a.name} (${a.currency})`,
            }))}
            data-testid="bank-statement-account"
          />
        </SearchItem>
        <SearchItem name="direction" label={f('direction')} lg={4}>
          <Select
            allowClear
            options={MATCH_RULE_DIRECTIONS.filter((o) => o.value !== 'any').map((o) => ({
              value: o.value,
              label: o.label[lang],
            }))}
            data-testid="bank-statement-direction"
          />
        </SearchItem>
        <SearchItem name="keyword" label={f('keyword')} lg={5}>
          <Input allowClear maxLength={100} data-testid="bank-statement-keyword" />
        </SearchItem>
        <SearchItem name="tradeTime" label={f('tradeTime')} lg={6}>
          <DateRangePicker data-testid="bank-statement-time" />
        </SearchItem>
      </SearchFormCard>
      <Card size="small">
        <Tabs
          size="small"
          activeKey={list.state.tab ?? undefined}
          onChange={list.setTab}
          items={STATEMENT_TABS.map((key) => ({
            key,
            label: <span data-testid={`bank-statement-tab-${key}`}>{t(`bankStatement.tabs.${key}`)}</span>,
          }))}
          tabBarExtraContent={
            <Space>
              {may('smartCategory') && (
                <ClickLockButton onClick={smart} data-testid="bank-statement-smart">
                  {t('bankStatement.smart.run')}
                </ClickLockButton>
              )}
              {may('import') && (
                <Button type="primary" onClick={() => setImporting(true)} data-testid="bank-statement-import">
                  {t('bankStatement.import.open')}
                </Button>
              )}
            </Space>
          }
        />
        {totals && (
          <Typography.Paragraph type="secondary" data-testid="bank-statement-totals">
            {t('bankStatement.totals', totals)}
          </Typography.Paragraph>
        )}
        <StatementTable
          rows={list.rows}
          loading={list.loading}
          pagination={list.pagination}
          actions={may('match') || may('claim') ? actions : undefined}
        />
      </Card>
      {importing && (
        <StatementImportDialog
          accountId={accountId}
          onDone={() => void refresh()}
          onClose={() => setImporting(false)}
        />
      )}
      {matching && (
        <StatementMatchDialog
          line={matching}
          onDone={() => void refresh()}
          onClose={() => setMatching(null)}
        />
      )}
    </Space>
  );
}
