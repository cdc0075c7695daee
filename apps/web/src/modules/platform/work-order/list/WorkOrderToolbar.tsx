import { DownloadOutlined, PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import {
  BATCH_MAX_ROWS,
  WORK_ORDER_PERMISSION_CODES as CODES,
  message as catalogue,
  hasPermission,
  WORK_ORDER_TITLES,
} from '@freightdesk/domain';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { useExportJob } from '#web/components/progress/ExportJob.tsx';
import { selectionProblem } from '#web/components/resource/selection.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { AssignDialog } from '../AssignDialog.tsx';
import { mayCreateWorkOrder } from '../abilities.ts';
import { useWorkOrderAction } from '../use-work-order-actions.ts';
import { type WorkOrderRow, workOrderApi } from '../work-order-api.ts';
import { BatchReplyDialog } from './BatchReplyDialog.tsx';

type Props = {
  selected: readonly WorkOrderRow[];
  criteria: Record<string, unknown>;
  onCreate: () => void;
  reload: () => void;
};

type Batch = 'batchClose' | 'batchReOpen' | 'batchPending';

/**
 * The list's buttons: raise a work order, and for staff (each behind its code) batch reply, close,
 * re-open and pending of the selected rows, assign one row, export the search; refresh.
 */
export function WorkOrderToolbar({ selected, criteria, onCreate, reload }: Props) {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const { message } = App.useApp();
  const session = useSession();
  const staff = session.userType === 'staff';
  const may = (code: string) => hasPermission(session.permissions, code);
  const { run } = useWorkOrderAction(reload);
  const [replying, setReplying] = useState(false);
  const [assigning, setAssigning] = useState(false);
  const exporting = useExportJob(t('workOrder.exporting'));
  const ids = selected.map((r) => r.id);

  const checked = (rule: 'one' | 'some') => {
    const problem =
      selectionProblem(rule, selected.length, lang) ??
      (selected.length > BATCH_MAX_ROWS ? catalogue(lang, 'exceedsLimit') : null);
    if (problem) void message.warning(problem);
    return !problem;
  };
  const batch = async (action: Batch) => {
    if (!checked('some')) return;
    const label = t(`workOrder.actions.${action}`);
    if (
      !(await confirmDialog({ content: t('workOrder.batchConfirm', { action: label, count: ids.length }) }))
    )
      return;
    await run(() =>
      action === 'batchPending'
        ? workOrderApi.batchPending(ids, true)
        : action === 'batchClose'
          ? workOrderApi.batchClose(ids)
          : workOrderApi.batchReOpen(ids),
    );
  };
  const tools: { key: Batch; code: string }[] = [
    { key: 'batchClose', code: CODES.workOrderClose },
    { key: 'batchReOpen', code: CODES.workOrderReOpen },
    { key: 'batchPending', code: CODES.workOrderPending },
  ];

  return (
    <Space wrap data-testid="work-order-toolbar">
      {mayCreateWorkOrder(session) ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={onCreate} data-testid="work-order-create">
          {t('workOrder.actions.create')}
        </Button>
      ) : null}
      {staff && may(CODES.workOrderReply) ? (
        <Button onClick={() => checked('some') && setReplying(true)} data-testid="work-order-batch-reply">
          {t('workOrder.actions.batchReply')}
        </Button>
      ) : null}
      {staff
        ? tools
            .filter((tool) => may(tool.code))
            .map((tool) => (
              <ClickLockButton
                key={tool.key}
                onClick={() => batch(tool.key)}
                data-testid={`work-order-${tool.key}`}
              >
                {t(`workOrder.actions.${tool.key}`)}
              </ClickLockButton>
            ))
        : null}
      {staff && may(CODES.workOrderAssign) ? (
        <Button onClick={() => checked('one') && setAssigning(true)} data-testid="work-order-batch-assign">
          {t('workOrder.actions.assign')}
        </Button>
      ) : null}
      {staff && may(CODES.workOrderExport) ? (
        <ClickLockButton
          icon={<DownloadOutlined />}
          onClick={() =>
            exporting.run(() => workOrderApi.startExport(criteria), `${WORK_ORDER_TITLES.list[lang]}.xlsx`)
          }
          data-testid="work-order-export"
        >
          {t('workOrder.actions.export')}
        </ClickLockButton>
      ) : null}
      <Button
        icon={<ReloadOutlined />}
        onClick={reload}
        aria-label={t('workOrder.actions.refresh')}
        data-testid="work-order-refresh"
      />
      {replying ? (
        <BatchReplyDialog
          count={ids.length}
          onSend={(reply) => run(() => workOrderApi.batchReply(ids, reply))}
          onClose={() => setReplying(false)}
        />
      ) : null}
      <AssignDialog
        open={assigning}
        onClose={() => setAssigning(false)}
        onAssign={(userId) => run(() => workOrderApi.assign(ids[0]!, userId))}
      />
      {exporting.modal}
    </Space>
  );
}
