import { Empty, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DrawerWorkOrder } from './drawer-api.ts';
import { useFieldLabel, useTabDetail } from './drawer-context.tsx';
import { formatTime, TAB_FLAGS } from './drawer-logic.ts';

/** Work-order status codes (spec §4): 30 is closed, shown struck through. */
const CLOSED = 30;

/** The work-orders tab: the waybill's work orders from the `workOrder` flag, or an empty state. */
export function WorkOrdersTab() {
  const { t } = useTranslation();
  const label = useFieldLabel();
  const detail = useTabDetail('workOrders', TAB_FLAGS.workOrders);
  const orders = detail.data?.workOrders ?? [];
  return (
    <div data-testid="drawer-work-orders">
      <Table<DrawerWorkOrder>
        size="small"
        rowKey="id"
        loading={detail.isLoading}
        dataSource={orders}
        pagination={false}
        columns={[
          {
            key: 'code',
            title: label('workOrderCode'),
            render: (_, w) => (w.status === CLOSED ? <s>{w.code}</s> : w.code),
          },
          { key: 'title', dataIndex: 'title', title: label('workOrderTitle') },
          {
            key: 'status',
            title: label('status'),
            render: (_, w) => <Tag>{t(`waybillDrawer.workOrderStatus.s${w.status}`)}</Tag>,
          },
          { key: 'lastReply', dataIndex: 'lastReply', title: label('lastReply') },
          { key: 'createAt', title: label('createAt'), render: (_, w) => formatTime(w.createAt) },
        ]}
        locale={{
          emptyText: (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('waybillDrawer.noWorkOrders')} />
          ),
        }}
      />
    </div>
  );
}
