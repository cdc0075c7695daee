import { useQuery } from '@tanstack/react-query';
import { Descriptions, Drawer, Skeleton } from 'antd';
import { waybillApi, waybillKeys } from '#web/modules/lms/waybill/waybill-api.ts';

/**
 * The freight waybill drawer: the contract every waybill screen opens (list, weight confirm, scan
 * query, print centre). `area` picks the customer-side drawer (spec §2) or the staff detail.
 */
export type WaybillDrawerProps = {
  /** The waybill to show; the drawer is open while it is set. */
  waybillId: string | undefined;
  area: 'customer' | 'staff';
  onClose: () => void;
  /** Called after an edit in the drawer (commodities, files, tracks) so the opener can reload. */
  onChanged?: () => void;
};

export function WaybillDrawer({ waybillId, onClose }: WaybillDrawerProps) {
  const detail = useQuery({
    queryKey: waybillKeys.detail(waybillId ?? '', []),
    queryFn: () => waybillApi.findById(waybillId!),
    enabled: !!waybillId,
  });
  const info = detail.data?.info;
  return (
    <Drawer open={!!waybillId} onClose={onClose} size="large" title={info?.waybillNo}>
      {info ? (
        <Descriptions column={1} items={[{ key: 'status', label: 'status', children: info.status }]} />
      ) : (
        <Skeleton active />
      )}
    </Drawer>
  );
}
