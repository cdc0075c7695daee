import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Divider, Modal, Skeleton, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { MESSAGE_COUNTS_KEY } from '#web/shell/layout/message-counts.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import { AssignDialog } from '../AssignDialog.tsx';
import { abilitiesOf } from '../abilities.ts';
import { useWorkOrderAction } from '../use-work-order-actions.ts';
import { workOrderApi, workOrderKeys } from '../work-order-api.ts';
import { DetailActions } from './DetailActions.tsx';
import { EvaluationBox } from './EvaluationBox.tsx';
import { ReplyBox } from './ReplyBox.tsx';
import { ReplyThread } from './ReplyThread.tsx';
import { WorkOrderHead } from './WorkOrderHead.tsx';

type Props = {
  /** The order shown; the dialog is open while it is set. */
  id: string | undefined;
  onClose: () => void;
  /** Called after every write (the opener may refresh what it shows). */
  onChanged?: () => void;
};

/**
 * The work-order detail dialog (spec platform-core §2): the order, its replies as bubbles, the reply
 * box with the quick replies, and the actions the user may take. Esc closes it.
 */
export function WorkOrderDetailDialog({ id, onClose, onChanged }: Props) {
  return (
    <Modal
      open={id !== undefined}
      onCancel={onClose}
      footer={null}
      width={820}
      keyboard
      destroyOnHidden
      title={null}
      data-testid="work-order-dialog"
    >
      {id ? <DetailBody id={id} onChanged={onChanged} /> : null}
    </Modal>
  );
}

function DetailBody({ id, onChanged }: { id: string; onChanged?: (() => void) | undefined }) {
  const session = useSession();
  const [assigning, setAssigning] = useState(false);
  const client = useQueryClient();
  const detail = useQuery({ queryKey: workOrderKeys.detail(id), queryFn: () => workOrderApi.detail(id) });
  // reading an order marks its news read for a customer user: the header counter follows
  useEffect(() => {
    if (detail.dataUpdatedAt) void client.invalidateQueries({ queryKey: MESSAGE_COUNTS_KEY });
  }, [detail.dataUpdatedAt, client]);
  const { busy, run } = useWorkOrderAction(onChanged);
  const order = detail.data;
  if (!order) return <Skeleton active />;
  const closed = order.status === 30;
  const can = abilitiesOf(order, {
    userType: session.userType,
    userId: session.user.id,
    permissions: session.permissions,
  });
  return (
    <Space
      orientation="vertical"
      style={{ width: '100%' }}
      data-testid="work-order-detail"
      data-code={order.code}
    >
      <Typography.Title level={5} style={{ margin: 0 }}>
        {closed ? <s data-testid="work-order-closed-code">{order.code}</s> : order.code} · {order.title}
      </Typography.Title>
      <WorkOrderHead order={order} />
      <DetailActions
        code={order.code}
        isPending={order.isPending}
        can={can}
        busy={busy}
        onClose={() => void run(() => workOrderApi.close(id))}
        onReOpen={() => void run(() => workOrderApi.reOpen(id))}
        onPending={(isPending) => void run(() => workOrderApi.pending(id, isPending))}
        onAssign={() => setAssigning(true)}
      />
      <Divider style={{ margin: '4px 0' }} />
      <ReplyThread replies={order.replys} currentUserId={session.user.id} />
      {can.reply ? (
        <ReplyBox
          busy={busy}
          canClose={can.replyAndClose}
          onSend={(draft) => run(() => workOrderApi.reply({ id, ...draft }))}
        />
      ) : null}
      {closed ? (
        <EvaluationBox
          key={order.evaluation ?? 0}
          current={order.evaluation}
          canEvaluate={can.evaluate}
          busy={busy}
          onEvaluate={(evaluation, remark) => run(() => workOrderApi.evaluate(id, evaluation, remark))}
        />
      ) : null}
      <AssignDialog
        open={assigning}
        onClose={() => setAssigning(false)}
        onAssign={(userId) => run(() => workOrderApi.assign(id, userId))}
      />
    </Space>
  );
}
