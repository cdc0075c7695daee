import {
  hasPermission,
  PAYMENT_BILL_STATUS_LABELS,
  PaymentBillStatus,
  type PaymentBillStatusValue,
  Permission,
} from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Card, Input, Select, Space, Table, type TableColumnsType, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { SearchFormCard, SearchItem } from '#web/components/paged-search/SearchFormCard.tsx';
import { RefSelect } from '#web/components/resource/RefSelect.tsx';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { isApiError } from '#web/shell/request/api-error.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { ApplyPaymentDialog } from './ApplyPaymentDialog.tsx';
import { MatchPaymentDialog } from './MatchPaymentDialog.tsx';
import { PayPaymentDialog } from './PayPaymentDialog.tsx';
import {
  PAYMENT_BILL_VIEW,
  PAYMENT_STATUS_VALUES,
  type PaymentBillRow,
  paymentBillApi,
  paymentBillKeys,
} from './payment-bill-api.ts';

/** What a payment write changes: the payment bills, the agent bills, the cash accounts and flows. */
const TOUCHED = [paymentBillKeys.all, ['fmsAgentBill'], ['fmsAccountFlow']] as const;
const STATUS_COLOR: Record<PaymentBillStatusValue, string> = {
  0: 'default',
  10: 'blue',
  20: 'green',
  30: 'red',
};
const time = (v: string | null) => (v ? dayjs(v).format('YYYY-MM-DD HH:mm') : '');
type Action = 'apply' | 'approve' | 'pay' | 'cancelPay' | 'cancel' | 'writeOff';

/**
 * Finance → Payment bills (staff `/fms/payment-bill`): criteria agent, statuses and number in the
 * URL; value, paid and unpaid, unmatched (advance), bills, payer account; apply, approve, pay, cancel
 * pay and cancel, each behind its own code, the undoing ones after a confirmation.
 */
export function PaymentBillPage() {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { permissions } = useSession();
  const { message } = App.useApp();
  const client = useQueryClient();
  const list = useListView<PaymentBillRow>(PAYMENT_BILL_VIEW);
  const [applying, setApplying] = useState(false);
  const [paying, setPaying] = useState<PaymentBillRow | null>(null);
  const [matching, setMatching] = useState<PaymentBillRow | null>(null);
  const may = (action: Action) => hasPermission(permissions, `${Permission.paymentBill}:${action}`);
  const f = (key: string) => t(`paymentBill.fields.${key}`);
  const refresh = async () => {
    for (const queryKey of TOUCHED) await client.invalidateQueries({ queryKey });
  };
  const act = async (
    row: PaymentBillRow,
    confirmKey: string,
    run: () => Promise<unknown>,
    danger = false,
  ) => {
    if (!(await confirmDialog({ content: t(confirmKey, { paymentNo: row.paymentNo }), danger }))) return;
    try {
      await run();
      void message.success(t('paymentBill.done'));
      await refresh();
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };

  const actions = (r: PaymentBillRow) => {
    const id = (what: string) => `payment-${what}-${r.paymentNo}`;
    const unpaid = r.status === PaymentBillStatus.applied || r.status === PaymentBillStatus.approved;
    return (
      <Space size={4} wrap>
        {r.status === PaymentBillStatus.applied && may('approve') && (
          <ClickLockButton
            size="small"
            type="link"
            onClick={() => act(r, 'paymentBill.approveConfirm', () => paymentBillApi.approve(r.id))}
            data-testid={id('approve')}
          >
            {t('paymentBill.approve')}
          </ClickLockButton>
        )}
        {unpaid && may('pay') && (
          <Button size="small" type="link" onClick={() => setPaying(r)} data-testid={id('pay')}>
            {t('paymentBill.pay')}
          </Button>
        )}
        {r.status === PaymentBillStatus.paid && r.unmatched !== '0.00' && may('writeOff') && (
          <Button size="small" type="link" onClick={() => setMatching(r)} data-testid={id('match')}>
            {t('paymentBill.match')}
          </Button>
        )}
        {r.status === PaymentBillStatus.paid && may('cancelPay') && (
          <ClickLockButton
            size="small"
            type="link"
            danger
            onClick={() => act(r, 'paymentBill.cancelPayConfirm', () => paymentBillApi.cancelPay(r.id), true)}
            data-testid={id('cancel-pay')}
          >
            {t('paymentBill.cancelPay')}
          </ClickLockButton>
        )}
        {unpaid && may('cancel') && (
          <ClickLockButton
            size="small"
            type="link"
            danger
            onClick={() => act(r, 'paymentBill.cancelConfirm', () => paymentBillApi.cancel(r.id), true)}
            data-testid={id('cancel')}
          >
            {t('paymentBill.cancel')}
          </ClickLockButton>
        )}
      </Space>
    );
  };

  const money = (v: string, currency?: string) => (currency ? `${v} ${currency}` : v);
  const columns: TableColumnsType<PaymentBillRow> = [
    { key: 'paymentNo', title: f('paymentNo'), dataIndex: 'paymentNo', width: 140 },
    { key: 'agent', title: f('agent'), render: (_, r) => `${r.agentCode} ${r.agentName}` },
    { key: 'value', title: f('value'), align: 'right', render: (_, r) => money(r.value, r.currency) },
    { key: 'paidValue', title: f('paidValue'), align: 'right', render: (_, r) => money(r.paidValue) },
    { key: 'unpaidValue', title: f('unpaidValue'), align: 'right', render: (_, r) => money(r.unpaidValue) },
    { key: 'unmatched', title: f('unmatched'), align: 'right', render: (_, r) => money(r.unmatched) },
    { key: 'exchange', title: f('exchangeGainLoss'), align: 'right', dataIndex: 'exchangeGainLoss' },
    { key: 'billNos', title: f('billNos'), render: (_, r) => r.billNos.join(', ') || '—' },
    { key: 'payee', title: f('payeeAccount'), dataIndex: 'payeeAccount', ellipsis: true },
    {
      key: 'status',
      title: f('status'),
      render: (_, r) => (
        <Tag
          color={STATUS_COLOR[r.status as PaymentBillStatusValue]}
          data-testid={`payment-status-${r.paymentNo}`}
        >
          {PAYMENT_BILL_STATUS_LABELS[r.status as PaymentBillStatusValue][lang]}
        </Tag>
      ),
    },
    { key: 'appliedTime', title: f('appliedTime'), render: (_, r) => time(r.appliedTime), width: 140 },
    { key: 'expected', title: f('expectedPayTime'), render: (_, r) => time(r.expectedPayTime), width: 140 },
    { key: 'payer', title: f('payerAccount'), render: (_, r) => r.cashAccountName ?? '—' },
    { key: 'payTime', title: f('payTime'), render: (_, r) => time(r.payTime), width: 140 },
    { key: 'actions', title: t('paymentBill.actions'), render: (_, r) => actions(r), width: 180 },
  ];

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-testid="payment-bill-page">
      <SearchFormCard {...list.search} submitTestId="payment-bill-search" testId="payment-bill-criteria">
        <SearchItem name="agentId" label={f('agent')}>
          <RefSelect entity="agent" data-testid="payment-bill-agent" />
        </SearchItem>
        <SearchItem name="status" label={f('status')}>
          <Select
            mode="multiple"
            allowClear
            data-testid="payment-bill-status"
            options={PAYMENT_STATUS_VALUES.map((v) => ({
              value: v,
              label: PAYMENT_BILL_STATUS_LABELS[v][lang],
            }))}
          />
        </SearchItem>
        <SearchItem name="paymentNo" label={f('paymentNo')}>
          <Input allowClear maxLength={50} data-testid="payment-bill-no" />
        </SearchItem>
      </SearchFormCard>
      <Card
        size="small"
        extra={
          may('apply') ? (
            <Button type="primary" onClick={() => setApplying(true)} data-testid="payment-bill-apply">
              {t('paymentBill.apply')}
            </Button>
          ) : null
        }
      >
        <Table<PaymentBillRow>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={list.rows}
          loading={list.loading}
          pagination={list.pagination}
          scroll={{ x: 'max-content' }}
          data-testid="payment-bill-table"
        />
      </Card>
      {applying && (
        <ApplyPaymentDialog
          agentId={typeof list.state.values.agentId === 'string' ? list.state.values.agentId : undefined}
          onDone={() => void refresh()}
          onClose={() => setApplying(false)}
        />
      )}
      {matching && (
        <MatchPaymentDialog
          payment={matching}
          onDone={() => void refresh()}
          onClose={() => setMatching(null)}
        />
      )}
      {paying && (
        <PayPaymentDialog payment={paying} onDone={() => void refresh()} onClose={() => setPaying(null)} />
      )}
    </Space>
  );
}
