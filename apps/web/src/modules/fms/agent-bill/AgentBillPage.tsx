import { BILL_STATUS_LABELS, BILL_STATUS_VALUES, hasPermission, Permission } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Select, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { useExportJob } from '#web/components/progress/ExportJob.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { BillRemarkDialog, type BillRow, BillTable, MakeBillDialog } from '#web/modules/fms/bill/index.ts';
import { openPdf } from '#web/modules/lms/document/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import {
  AGENT_BILL_TABS,
  AGENT_BILL_VIEW,
  AGENT_PARTY,
  type AgentBillRow,
  agentBillApi,
  agentBillKeys,
  asBillRow,
} from './agent-bill-api.ts';

type Open = { kind: 'make' } | { kind: 'remark'; bill: BillRow } | null;

/**
 * Finance → Agent bills: the statement bills' list and make dialog, billing agents. Criteria, the
 * cancelled tab and the page are kept in the URL; make (with the preview), cancel (after a
 * confirmation), remark, export and PDF, each behind its code.
 */
export function AgentBillPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { permissions } = useSession();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListView<AgentBillRow>(AGENT_BILL_VIEW);
  const [open, setOpen] = useState<Open>(null);
  const may = (action: 'make' | 'cancel' | 'remark' | 'export') =>
    hasPermission(permissions, `${Permission.agentBill}:${action}`);
  const exporting = useExportJob(t('bill.exporting'));
  const refresh = () => client.invalidateQueries({ queryKey: agentBillKeys.all });

  const cancel = async (bill: BillRow) => {
    if (!(await confirmDialog({ content: t('bill.cancelConfirm', { billNo: bill.billNo }), danger: true })))
      return;
    try {
      await agentBillApi.cancel(bill.id);
      void message.success(t('bill.cancelled'));
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  const pdf = async (bill: BillRow) => {
    try {
      openPdf(await agentBillApi.pdf(bill.id, bill.billNo));
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  const actions = (bill: BillRow) => {
    const live = !bill.cancelTime;
    const id = (what: string) => `agent-bill-${what}-${bill.billNo}`;
    return (
      <Space size={4} wrap>
        {may('export') && (
          <Button
            size="small"
            type="link"
            onClick={() => void exporting.run(() => agentBillApi.startExport(bill.id), `${bill.billNo}.xlsx`)}
            data-testid={id('export')}
          >
            {t('bill.export')}
          </Button>
        )}
        <ClickLockButton size="small" type="link" onClick={() => pdf(bill)} data-testid={id('pdf')}>
          {t('bill.pdf')}
        </ClickLockButton>
        {live && may('remark') && (
          <Button
            size="small"
            type="link"
            onClick={() => setOpen({ kind: 'remark', bill })}
            data-testid={id('remark')}
          >
            {t('bill.fields.remark')}
          </Button>
        )}
        {live && may('cancel') && (
          <ClickLockButton
            size="small"
            type="link"
            danger
            onClick={() => cancel(bill)}
            data-testid={id('cancel')}
          >
            {t('bill.cancel')}
          </ClickLockButton>
        )}
      </Space>
    );
  };
  const agentCriterion = list.state.values.agentId;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="agent-bill-page">
      <SearchFormCard {...list.search} submitTestId="agent-bill-search" testId="agent-bill-criteria">
        <SearchItem name="agentId" label={t('agentBill.agent')}>
          <RefSelect entity="agent" data-testid="agent-bill-agent" />
        </SearchItem>
        <SearchItem name="status" label={t('bill.fields.status')}>
          <Select
            mode="multiple"
            allowClear
            data-testid="agent-bill-status"
            options={BILL_STATUS_VALUES.map((v) => ({ value: v, label: BILL_STATUS_LABELS[v][lang] }))}
          />
        </SearchItem>
        <SearchItem name="billNo" label={t('bill.fields.billNo')}>
          <Input allowClear data-testid="agent-bill-no" />
        </SearchItem>
        <SearchItem name="billTime" label={t('bill.fields.billTime')}>
          <DateRangePicker data-testid="agent-bill-time" />
        </SearchItem>
      </SearchFormCard>
      <Card size="small">
        <Tabs
          size="small"
          activeKey={list.state.tab ?? undefined}
          onChange={list.setTab}
          tabBarExtraContent={
            may('make') && (
              <Button type="primary" onClick={() => setOpen({ kind: 'make' })} data-testid="agent-bill-make">
                {t('bill.make')}
              </Button>
            )
          }
          items={AGENT_BILL_TABS.map((key) => ({
            key,
            label: <span data-testid={`agent-bill-tab-${key}`}>{t(`bill.tabs.${key}`)}</span>,
          }))}
        />
        <BillTable
          lang={lang}
          rows={list.rows.map(asBillRow)}
          loading={list.loading}
          pagination={list.pagination}
          showCustomer
          partyTitle={t('agentBill.agent')}
          actions={actions}
        />
      </Card>
      {open?.kind === 'make' && (
        <MakeBillDialog
          party={AGENT_PARTY}
          customerId={typeof agentCriterion === 'string' ? agentCriterion : undefined}
          onMade={() => void refresh()}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'remark' && (
        <BillRemarkDialog
          bill={open.bill}
          save={agentBillApi.remark}
          onDone={() => void refresh()}
          onClose={() => setOpen(null)}
        />
      )}
      {exporting.modal}
    </Space>
  );
}
