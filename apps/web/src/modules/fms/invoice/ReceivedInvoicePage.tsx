import { hasPermission, Permission } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Space, Table, type TableColumnsType, Tabs } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { DateRangePicker } from '#web/components/date-range/DateRangePicker.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { InvoiceStatusTag } from './InvoiceTable.tsx';
import { ReceivedInvoiceDetailDrawer } from './ReceivedInvoiceDetailDrawer.tsx';
import { ReceivedInvoiceDialog } from './ReceivedInvoiceDialog.tsx';
import {
  RECEIVED_INVOICE_TABS,
  RECEIVED_INVOICE_VIEW,
  type ReceivedInvoiceRow,
  receivedInvoiceApi,
  receivedInvoiceKeys,
} from './received-invoice-api.ts';

type Open = { kind: 'record' } | { kind: 'detail'; row: ReceivedInvoiceRow } | null;

/**
 * Finance → Received invoices (staff `/fms/received-invoice`, beside the issued invoices): criteria
 * (agent, invoice and agent bill number, invoice days), the status tab and the page in the URL.
 * "Record invoice" asks the agent's invoice and the agent bills it covers; a row opens its details
 * and is cancelled after a confirmation, each by its own code.
 */
export function ReceivedInvoicePage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { permissions } = useSession();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListView<ReceivedInvoiceRow>(RECEIVED_INVOICE_VIEW);
  const [open, setOpen] = useState<Open>(null);
  const may = (action: 'record' | 'cancel') =>
    hasPermission(permissions, `${Permission.receivedInvoice}:${action}`);
  const refresh = () => client.invalidateQueries({ queryKey: receivedInvoiceKeys.all });
  const f = (key: string) => t(`receivedInvoice.fields.${key}`);
  const cancel = async (row: ReceivedInvoiceRow) => {
    const content = t('receivedInvoice.cancelConfirm', { invoiceNo: row.invoiceNo });
    if (!(await confirmDialog({ content, danger: true }))) return;
    try {
      await receivedInvoiceApi.cancel(row.id);
      void message.success(t('receivedInvoice.cancelledDone'));
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  const columns: TableColumnsType<ReceivedInvoiceRow> = [
    { key: 'invoiceNo', title: f('invoiceNo'), dataIndex: 'invoiceNo', width: 150 },
    { key: 'agent', title: f('agent'), render: (_, r) => `${r.agentCode} ${r.agentName}` },
    { key: 'invoiceDate', title: f('invoiceDate'), dataIndex: 'invoiceDate', width: 110 },
    { key: 'amount', title: f('amount'), dataIndex: 'amount', align: 'right', width: 120 },
    { key: 'taxAmount', title: f('taxAmount'), dataIndex: 'taxAmount', align: 'right', width: 100 },
    { key: 'currency', title: f('currency'), dataIndex: 'currency', width: 70 },
    { key: 'billCount', title: f('agentBills'), dataIndex: 'billCount', align: 'right', width: 90 },
    {
      key: 'status',
      title: t('invoice.fields.status'),
      render: (_, r) => <InvoiceStatusTag status={r.status} lang={lang} />,
      width: 90,
    },
    {
      key: 'createdAt',
      title: f('recordedAt'),
      render: (_, r) => dayjs(r.createdAt).format('YYYY-MM-DD HH:mm'),
      width: 140,
    },
    { key: 'createdByName', title: f('createdByName'), dataIndex: 'createdByName', width: 100 },
    {
      key: 'actions',
      title: '',
      width: 160,
      render: (_, row) => (
        <Space size={4}>
          <Button
            size="small"
            type="link"
            onClick={() => setOpen({ kind: 'detail', row })}
            data-testid={`received-invoice-detail-${row.invoiceNo}`}
          >
            {t('invoice.detail')}
          </Button>
          {row.status !== 'cancelled' && may('cancel') && (
            <Button
              size="small"
              type="link"
              danger
              onClick={() => void cancel(row)}
              data-testid={`received-invoice-cancel-${row.invoiceNo}`}
            >
              {t('invoice.cancel')}
            </Button>
          )}
        </Space>
      ),
    },
  ];
  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="received-invoice-page">
      <SearchFormCard
        {...list.search}
        submitTestId="received-invoice-search"
        testId="received-invoice-criteria"
      >
        <SearchItem name="agentId" label={f('agent')}>
          <RefSelect entity="agent" data-testid="received-invoice-criteria-agent" />
        </SearchItem>
        <SearchItem name="invoiceNo" label={f('invoiceNo')}>
          <Input allowClear maxLength={50} data-testid="received-invoice-criteria-no" />
        </SearchItem>
        <SearchItem name="billNo" label={f('billNo')}>
          <Input allowClear maxLength={50} data-testid="received-invoice-criteria-bill-no" />
        </SearchItem>
        <SearchItem name="invoiceDate" label={f('invoiceDate')}>
          <DateRangePicker data-testid="received-invoice-criteria-date" />
        </SearchItem>
      </SearchFormCard>
      <Card size="small">
        <Tabs
          size="small"
          activeKey={list.state.tab ?? undefined}
          onChange={list.setTab}
          tabBarExtraContent={
            may('record') && (
              <Button
                type="primary"
                onClick={() => setOpen({ kind: 'record' })}
                data-testid="received-invoice-record"
              >
                {t('receivedInvoice.record')}
              </Button>
            )
          }
          items={RECEIVED_INVOICE_TABS.map((key) => ({
            key,
            label: (
              <span data-testid={`received-invoice-tab-${key}`}>
                {key === 'all' ? t('receivedInvoice.tabs.all') : t(`invoice.status.${key}`)}
              </span>
            ),
          }))}
        />
        <Table<ReceivedInvoiceRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          pagination={list.pagination}
          scroll={{ x: 'max-content' }}
          data-testid="received-invoice-table"
        />
      </Card>
      {open?.kind === 'record' && (
        <ReceivedInvoiceDialog onDone={() => void refresh()} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'detail' && (
        <ReceivedInvoiceDetailDrawer id={open.row.id} lang={lang} onClose={() => setOpen(null)} />
      )}
    </Space>
  );
}
