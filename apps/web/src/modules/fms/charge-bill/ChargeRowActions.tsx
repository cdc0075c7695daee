import { ChargeBillStatus, hasPermission, Permission } from '@freightdesk/domain';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { useSession } from '#web/shell/session/session-store.ts';
import { RefundChargeDialog, RejectChargeDialog } from './ChargeReasonDialogs.tsx';
import { type ChargeRecord, type ChargeRefund, chargeBillApi, newRequestKey } from './charge-bill-api.ts';

const P = Permission.chargeBill;

/**
 * The receipt row actions by status and grant: a registered receipt may be confirmed, rejected
 * (reason) or cancelled; a confirmed one cancel-confirmed or refunded (≤ unmatched); a live refund
 * cancelled. Each asks first; the server's refusal is shown by the request layer.
 */
export function useChargeRowActions(onDone: () => void) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { permissions } = useSession();
  const may = (action: string) => hasPermission(permissions, `${P}:${action}`);
  const [rejecting, setRejecting] = useState<ChargeRecord | null>(null);
  const [refunding, setRefunding] = useState<ChargeRecord | null>(null);

  const done = () => {
    void message.success(t('chargeBill.done'));
    onDone();
  };
  const run = async (ask: string, call: () => Promise<unknown>, danger = false) => {
    if (!(await confirmDialog({ content: ask, danger }))) return;
    try {
      await call();
      done();
    } catch {
      // the request layer showed the refusal
    }
  };
  const params = (r: ChargeRecord) => ({ chargeNo: r.chargeNo, value: r.value, currency: r.currency });

  const render = (r: ChargeRecord) => {
    const button = (action: string, label: string, onClick: () => void, danger = false) =>
      may(action) ? (
        <Button
          key={action}
          size="small"
          type="link"
          danger={danger}
          onClick={onClick}
          data-testid={`charge-${action}-${r.chargeNo}`}
        >
          {label}
        </Button>
      ) : null;
    const registered = r.status === ChargeBillStatus.registered;
    const confirmed = r.status === ChargeBillStatus.confirmed;
    return (
      <Space size={0} wrap>
        {registered &&
          button(
            'confirm',
            t('chargeBill.confirm'),
            () =>
              void run(t('chargeBill.confirmAsk', params(r)), () =>
                chargeBillApi.confirm(r.id, newRequestKey()),
              ),
          )}
        {registered && button('reject', t('chargeBill.reject'), () => setRejecting(r), true)}
        {registered &&
          button(
            'cancel',
            t('chargeBill.cancel'),
            () => void run(t('chargeBill.cancelAsk', params(r)), () => chargeBillApi.cancel(r.id), true),
            true,
          )}
        {confirmed &&
          button(
            'cancelConfirm',
            t('chargeBill.cancelConfirm'),
            () =>
              void run(
                t('chargeBill.cancelConfirmAsk', params(r)),
                () => chargeBillApi.cancelConfirm(r.id, newRequestKey()),
                true,
              ),
            true,
          )}
        {confirmed && button('refund', t('chargeBill.refund'), () => setRefunding(r))}
      </Space>
    );
  };
  const cancelRefund = may('cancelRefund')
    ? (r: ChargeRecord, f: ChargeRefund) =>
        void run(
          t('chargeBill.cancelRefundAsk', { value: `${f.value} ${r.settlementCurrency ?? r.currency}` }),
          () => chargeBillApi.cancelRefund(f.id),
          true,
        )
    : undefined;
  const dialogs = (
    <>
      <RejectChargeDialog row={rejecting} onClose={() => setRejecting(null)} onDone={done} />
      <RefundChargeDialog row={refunding} onClose={() => setRefunding(null)} onDone={done} />
    </>
  );
  return { render, cancelRefund, dialogs };
}
