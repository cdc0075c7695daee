import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '#web/shell/request/api-error.ts';
import { randomId } from '#web/shell/request/headers.ts';
import { type ReconcileLineRow, reconcileApi } from './agent-reconcile-api.ts';

type Props = { line: ReconcileLineRow; onAccepted: () => void; onClose: () => void };

/** Confirms accepting a line's difference as an agent adjustment fee; the reason is required. */
export function AcceptDialog({ line, onAccepted, onClose }: Props) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [requestKey] = useState(randomId);
  const ok = async () => {
    setBusy(true);
    try {
      await reconcileApi.accept(line.id, reason.trim(), requestKey);
      onAccepted();
    } catch (error) {
      if (!isApiError(error)) throw error;
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('agentReconcile.accept')}
      onOk={ok}
      onCancel={onClose}
      okButtonProps={{ disabled: !reason.trim(), loading: busy, 'data-testid': 'reconcile-accept-ok' }}
    >
      <Typography.Paragraph>
        {t('agentReconcile.acceptConfirm', {
          waybillNo: line.waybillNo,
          difference: line.difference,
          currency: line.currency,
        })}
      </Typography.Paragraph>
      <Input.TextArea
        value={reason}
        maxLength={200}
        placeholder={t('agentReconcile.reason')}
        onChange={(e) => setReason(e.target.value)}
        data-testid="reconcile-accept-reason"
      />
    </Modal>
  );
}
