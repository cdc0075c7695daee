import { hasPermission, Permission } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { openPdf } from '#web/modules/lms/document/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { CancelInvoiceDialog } from './CancelInvoiceDialog.tsx';
import { InvoiceDetailDrawer } from './InvoiceDetailDrawer.tsx';
import { InvoiceTable } from './InvoiceTable.tsx';
import { IssueInvoiceDialog } from './IssueInvoiceDialog.tsx';
import { INVOICE_TABS, INVOICE_VIEW, type InvoiceRow, invoiceApi, invoiceKeys } from './invoice-api.ts';

type Open =
  | { kind: 'issue' }
  | { kind: 'cancel'; row: InvoiceRow }
  | { kind: 'detail'; row: InvoiceRow }
  | null;

/**
 * Finance → Invoices (staff `/fms/invoice`): criteria (customer, invoice and bill number, issue days),
 * the status tab and the page in the URL. "Issue invoice" asks a customer and its bills; a row opens
 * its details, its PDF, mails it to the title's email (after a confirmation) and is cancelled with a
 * reason, each by its own code.
 */
export function InvoiceListPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { permissions } = useSession();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListView<InvoiceRow>(INVOICE_VIEW);
  const [open, setOpen] = useState<Open>(null);
  const may = (action: 'issue' | 'cancel' | 'send') =>
    hasPermission(permissions, `${Permission.invoice}:${action}`);
  const refresh = () => client.invalidateQueries({ queryKey: invoiceKeys.all });
  const guarded = async (work: () => Promise<void>) => {
    try {
      await work();
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  const pdf = (row: InvoiceRow) => guarded(async () => openPdf(await invoiceApi.pdf(row.id, row.invoiceNo)));
  const send = async (row: InvoiceRow) => {
    const content = t('invoice.sendConfirm', { invoiceNo: row.invoiceNo, email: row.title.email });
    if (!(await confirmDialog({ content }))) return;
    await guarded(async () => {
      await invoiceApi.send(row.id);
      void message.success(t('invoice.sentDone'));
      await refresh();
    });
  };
  const actions = (row: InvoiceRow) => {
    const live = row.status !== 'cancelled';
    const id = (what: string) => `invoice-${what}-${row.invoiceNo}`;
    return (
      <Space size={4} wrap>
        <Button
          size="small"
          type="link"
          onClick={() => setOpen({ kind: 'detail', row })}
          data-testid={id('detail')}
        >
          {t('invoice.detail')}
        </Button>
        <ClickLockButton size="small" type="link" onClick={() => pdf(row)} data-testid={id('pdf')}>
          {t('invoice.pdf')}
        </ClickLockButton>
        {live && may('send') && row.title.email && (
          <ClickLockButton size="small" type="link" onClick={() => send(row)} data-testid={id('send')}>
            {t('invoice.send')}
          </ClickLockButton>
        )}
        {live && may('cancel') && (
          <Button
            size="small"
            type="link"
            danger
            onClick={() => setOpen({ kind: 'cancel', row })}
            data-testid={id('cancel')}
          >
            {t('invoice.cancel')}
          </Button>
        )}
      </Space>
    );
  };
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="invoice-page">
      <SearchFormCard {...list.search} submitTestId="invoice-search" testId="invoice-criteria">
        <SearchItem name="customerId" label={t('invoice.fields.customer')}>
          <RefSelect entity="customer" data-testid="invoice-customer" />
        </SearchItem>
        <SearchItem name="invoiceNo" label={t('invoice.fields.invoiceNo')}>
          <Input allowClear maxLength={50} data-testid="invoice-no" />
        </SearchItem>
        <SearchItem name="billNo" label={t('invoice.fields.billNo')}>
          <Input allowClear maxLength={50} data-testid="invoice-bill-no" />
        </SearchItem>
        <SearchItem name="issueTime" label={t('invoice.fields.issueTime')}>
          <DateRangePicker data-testid="invoice-issue-time" />
        </SearchItem>
      </SearchFormCard>
      <Card size="small">
        <Tabs
          size="small"
          activeKey={list.state.tab ?? undefined}
          onChange={list.setTab}
          tabBarExtraContent={
            may('issue') && (
              <Button type="primary" onClick={() => setOpen({ kind: 'issue' })} data-testid="invoice-issue">
                {t('invoice.issue')}
              </Button>
            )
          }
          items={INVOICE_TABS.map((key) => ({
            key,
            label: (
              <span data-testid={`invoice-tab-${key}`}>
                {key === 'all' ? t('invoice.tabs.all') : t(`invoice.status.${key}`)}
              </span>
            ),
          }))}
        />
        <InvoiceTable
          lang={lang}
          rows={list.rows}
          loading={list.loading}
          pagination={list.pagination}
          actions={actions}
        />
      </Card>
      {open?.kind === 'issue' && (
        <IssueInvoiceDialog onDone={() => void refresh()} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'cancel' && (
        <CancelInvoiceDialog invoice={open.row} onDone={() => void refresh()} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'detail' && (
        <InvoiceDetailDrawer id={open.row.id} lang={lang} onClose={() => setOpen(null)} />
      )}
    </Space>
  );
}
