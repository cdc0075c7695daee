import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Space, Table } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '#web/shell/session/session-store.ts';
import { mayCreateWorkOrder } from '../abilities.ts';
import { CreateWorkOrderDialog } from '../create/CreateWorkOrderDialog.tsx';
import { WorkOrderDetailDialog } from '../detail/WorkOrderDetailDialog.tsx';
import { StatusTag } from '../StatusTag.tsx';
import { type WorkOrderRow, workOrderApi, workOrderKeys } from '../work-order-api.ts';
import '../work-order.css';

type Props = { waybillId: string; waybillNo: string };

/**
 * The work orders of one waybill (the waybill drawer's tab): the list from `findByWaybillId` (closed
 * ones struck through), the detail dialog on a click, and "new work order" about this waybill.
 */
export function WaybillWorkOrders({ waybillId, waybillNo }: Props) {
  const { t } = useTranslation();
  const session = useSession();
  const [openId, setOpenId] = useState<string>();
  const [creating, setCreating] = useState(false);
  const orders = useQuery({
    queryKey: workOrderKeys.byWaybill(waybillId),
    queryFn: () => workOrderApi.byWaybill(waybillId),
  });
  const f = (key: string) => t(`workOrder.fields.${key}`);
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="drawer-work-orders">
      {mayCreateWorkOrder(session) ? (
        <Button icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="drawer-new-work-order">
          {t('workOrder.actions.newWorkOrder')}
        </Button>
      ) : null}
      <Table<WorkOrderRow>
        size="small"
        rowKey="id"
        loading={orders.isLoading}
        dataSource={orders.data ?? []}
        pagination={false}
        rowClassName={(r) => (r.status === 30 ? 'fd-wo-closed' : '')}
        columns={[
          {
            key: 'code',
            title: f('code'),
            render: (_, w) => (
              <Button
                type="link"
                size="small"
                onClick={() => setOpenId(w.id)}
                data-testid={`drawer-work-order-${w.code}`}
              >
                {w.code}
              </Button>
            ),
          },
          { key: 'title', dataIndex: 'title', title: f('title'), ellipsis: true },
          {
            key: 'status',
            title: f('status'),
            render: (_, w) => <StatusTag status={w.status} pending={w.isPending} />,
          },
          { key: 'lastReply', dataIndex: 'lastReply', title: f('lastReply'), ellipsis: true },
          {
            key: 'createAt',
            title: f('createAt'),
            render: (_, w) => dayjs(w.createAt).format('YYYY-MM-DD HH:mm'),
          },
        ]}
        locale={{
          emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('workOrder.empty')} />,
        }}
      />
      <WorkOrderDetailDialog id={openId} onClose={() => setOpenId(undefined)} />
      {creating ? (
        <CreateWorkOrderDialog
          bill={{ billType: 'waybill', billId: waybillId, billNo: waybillNo }}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </Space>
  );
}
