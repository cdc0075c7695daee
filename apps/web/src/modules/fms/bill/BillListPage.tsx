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
import { IssueInvoiceDialog, invoiceKeys } from '#web/modules/fms/invoice/index.ts';
import { WriteOffDialog, writeOffKeys } from '#web/modules/fms/write-off/index.ts';
import { openPdf } from '#web/modules/lms/document/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { BillDetailDrawer } from './BillDetailDrawer.tsx';
import { BillRemarkDialog } from './BillRemarkDialog.tsx';
import { BillTable } from './BillTable.tsx';
import { BILL_CUSTOMER_VIEW, BILL_TABS, BILL_VIEW, type BillRow, billApi, billKeys } from './bill-api.ts';
import { MakeBillDialog } from './MakeBillDialog.tsx';

type Audience = 'staff' | 'customer';
type Open =
  | { kind: 'make' }
  | { kind: 'remark'; bill: BillRow }
  | { kind: 'writeOff'; bill: BillRow }
  | { kind: 'detail'; bill: BillRow }
  | { kind: 'invoice'; bills: BillRow[] }
  | null;

/**
 * Finance → Statement bills (staff) and My bills (customer portal, read-only). Criteria, the
 * cancelled tab and the page are kept in the URL. Staff make bills (with a preview), cancel them
 * (after a confirmation; the server refuses a bill with write-offs), set a remark and write off; both
 * open a bill's details, export it (a job followed by its progress) and open its PDF.
 */
function BillListPage({ audience }: { audience: Audience }) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { permissions } = useSession();
  const { message } = App.useApp();
  const client = useQueryClient();
  const staff = audience === 'staff';
  const list = useListView<BillRow>(staff ? BILL_VIEW : BILL_CUSTOMER_VIEW);
  const [open, setOpen] = useState<Open>(null);
  const may = (action: 'make' | 'cancel' | 'remark' | 'export') =>
    staff ? hasPermission(permissions, `${Permission.statementBill}:${action}`) : action === 'export';
  const mayWriteOff = staff && hasPermission(permissions, `${Permission.writeOff}:make`);
  const cancelledTab = list.state.tab === 'cancelled';
  const mayInvoice = staff && !cancelledTab && hasPermission(permissions, `${Permission.invoice}:issue`);
  const [chosen, setChosen] = useState<string[]>([]);
  const exporting = useExportJob(t('bill.exporting'));

  const refresh = async () => {
    await client.invalidateQueries({ queryKey: billKeys.all });
    await client.invalidateQueries({ queryKey: writeOffKeys.all });
    await client.invalidateQueries({ queryKey: invoiceKeys.all });
  };
  const cancel = async (bill: BillRow) => {
    if (!(await confirmDialog({ content: t('bill.cancelConfirm', { billNo: bill.billNo }), danger: true })))
      return;
    try {
      await billApi.cancel(bill.id);
      void message.success(t('bill.cancelled'));
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  const pdf = async (bill: BillRow) => {
    try {
      openPdf(await billApi.pdf(bill.id, bill.billNo));
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  const actions = (bill: BillRow) => {
    const live = !bill.cancelTime;
    const id = (what: string) => `bill-${what}-${bill.billNo}`;
    return (
      <Space size={4} wrap>
        <Button
          size="small"
          type="link"
          onClick={() => setOpen({ kind: 'detail', bill })}
          data-testid={id('detail')}
        >
          {t('bill.detail')}
        </Button>
        {may('export') && (
          <Button
            size="small"
            type="link"
            onClick={() => void exporting.run(() => billApi.startExport(bill.id), `${bill.billNo}.xlsx`)}
            data-testid={id('export')}
          >
            {t('bill.export')}
          </Button>
        )}
        <ClickLockButton size="small" type="link" onClick={() => pdf(bill)} data-testid={id('pdf')}>
          {t('bill.pdf')}
        </ClickLockButton>
        {live && mayWriteOff && bill.status !== 20 && (
          <Button
            size="small"
            type="link"
            onClick={() => setOpen({ kind: 'writeOff', bill })}
            data-testid={id('write-off')}
          >
            {t('bill.writeOff')}
          </Button>
        )}
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
  const customerCriterion = list.state.values.customerId;

  return (
    <Space
      orientation="vertical"
      size="middle"
      style={{ width: '100%' }}
      data-testid={`bill-page-${audience}`}
    >
      <SearchFormCard {...list.search} submitTestId="bill-search" testId="bill-criteria">
        {staff && (
          <SearchItem name="customerId" label={t('bill.fields.customer')}>
            <RefSelect entity="customer" data-testid="bill-customer" />
          </SearchItem>
        )}
        <SearchItem name="status" label={t('bill.fields.status')}>
          <Select
            mode="multiple"
            allowClear
            data-testid="bill-status"
            options={BILL_STATUS_VALUES.map((v) => ({ value: v, label: BILL_STATUS_LABELS[v][lang] }))}
          />
        </SearchItem>
        <SearchItem name="billNo" label={t('bill.fields.billNo')}>
          <Input allowClear data-testid="bill-no" />
        </SearchItem>
        <SearchItem name="billTime" label={t('bill.fields.billTime')}>
          <DateRangePicker data-testid="bill-time" />
        </SearchItem>
      </SearchFormCard>
      <Card size="small">
        {staff && (
          <Tabs
            size="small"
            activeKey={list.state.tab ?? undefined}
            onChange={list.setTab}
            tabBarExtraContent={
              <Space>
                {mayInvoice && (
                  <Button
                    disabled={!chosen.length}
                    onClick={() =>
                      setOpen({ kind: 'invoice', bills: list.rows.filter((r) => chosen.includes(r.id)) })
                    }
                    data-testid="bill-invoice"
                  >
                    {t('invoice.issue')}
                  </Button>
                )}
                {may('make') && (
                  <Button type="primary" onClick={() => setOpen({ kind: 'make' })} data-testid="bill-make">
                    {t('bill.make')}
                  </Button>
                )}
              </Space>
            }
            items={BILL_TABS.map((key) => ({
              key,
              label: <span data-testid={`bill-tab-${key}`}>{t(`bill.tabs.${key}`)}</span>,
            }))}
          />
        )}
        <BillTable
          lang={lang}
          rows={list.rows}
          loading={list.loading}
          pagination={list.pagination}
          showCustomer={staff}
          actions={actions}
          selection={mayInvoice ? { keys: chosen, onChange: setChosen } : undefined}
        />
      </Card>
      {open?.kind === 'make' && (
        <MakeBillDialog
          customerId={typeof customerCriterion === 'string' ? customerCriterion : undefined}
          onMade={() => void refresh()}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'invoice' && (
        <IssueInvoiceDialog
          bills={open.bills}
          onDone={() => {
            setChosen([]);
            void refresh();
          }}
          onClose={() => setOpen(null)}
        />
      )}
      {open?.kind === 'remark' && (
        <BillRemarkDialog bill={open.bill} onDone={() => void refresh()} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'writeOff' && (
        <WriteOffDialog bill={open.bill} onDone={() => void refresh()} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'detail' && (
        <BillDetailDrawer
          billId={open.bill.id}
          lang={lang}
          showWriteOffs={staff && !cancelledTab}
          onClose={() => setOpen(null)}
        />
      )}
      {exporting.modal}
    </Space>
  );
}

export const StatementBillPage = () => <BillListPage audience="staff" />;
export const CustomerBillPage = () => <BillListPage audience="customer" />;
