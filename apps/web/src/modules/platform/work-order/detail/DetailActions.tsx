import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import type { Abilities } from '../abilities.ts';

type Props = {
  code: string;
  isPending: boolean;
  can: Abilities;
  busy: boolean;
  onClose: () => void;
  onReOpen: () => void;
  onPending: (isPending: boolean) => void;
  onAssign: () => void;
};

/** The order's own actions: assign, set or clear pending, close, and re-open after a confirmation. */
export function DetailActions({ code, isPending, can, busy, onClose, onReOpen, onPending, onAssign }: Props) {
  const { t } = useTranslation();
  const confirmThen = async (text: string, then: () => void) => {
    if (await confirmDialog({ content: text })) then();
  };
  return (
    <Space wrap data-testid="work-order-actions">
      {can.assign ? (
        <Button onClick={onAssign} disabled={busy} data-testid="work-order-assign">
          {t('workOrder.actions.assign')}
        </Button>
      ) : null}
      {can.pending ? (
        <Button onClick={() => onPending(!isPending)} disabled={busy} data-testid="work-order-pending">
          {t(isPending ? 'workOrder.actions.resume' : 'workOrder.actions.pending')}
        </Button>
      ) : null}
      {can.close ? (
        <Button
          danger
          disabled={busy}
          onClick={() => void confirmThen(t('workOrder.closeConfirm', { code }), onClose)}
          data-testid="work-order-close"
        >
          {t('workOrder.actions.close')}
        </Button>
      ) : null}
      {can.reOpen ? (
        <Button
          disabled={busy}
          onClick={() => void confirmThen(t('workOrder.reOpenConfirm', { code }), onReOpen)}
          data-testid="work-order-reopen"
        >
          {t('workOrder.actions.reOpen')}
        </Button>
      ) : null}
    </Space>
  );
}
