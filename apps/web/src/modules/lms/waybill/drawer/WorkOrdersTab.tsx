import { WaybillWorkOrders } from '#web/modules/platform/work-order/index.ts';
import { useDrawer } from './drawer-context.tsx';

/** The work-orders tab: the waybill's work orders, their dialog and "new work order" (the work-order module). */
export function WorkOrdersTab({ waybillNo }: { waybillNo: string }) {
  const { id } = useDrawer();
  return <WaybillWorkOrders waybillId={id} waybillNo={waybillNo} />;
}
