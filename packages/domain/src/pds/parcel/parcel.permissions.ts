import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission codes of the parcel system (platform-core §2 PDS routes and their actions). */
export const PARCEL_PERMISSION_CODES = {
  pdsOrder: 'pds/waybill/order',
  pdsBatchOrder: 'pds/waybill/batchOrder',
  pdsWaybillList: 'pds/waybill/list',
  pdsWaybillCancel: 'pds/waybill/list:cancel',
  pdsWaybillPrint: 'pds/waybill/list:print',
  pdsWaybillShipConfirm: 'pds/waybill/list:shipConfirm',
  pdsWaybillFile: 'pds/waybill/list:file',
  pdsWaybillExport: 'pds/waybill/list:export',
  pdsEndShipManifest: 'pds/endShipManifest',
} as const;
/** The actions of the parcel list in the grant tree. */
export const PARCEL_LIST_ACTIONS = ['cancel', 'print', 'shipConfirm', 'file', 'export'] as const;
/**
 * Parcel codes guarding API routes whose screens are not built yet (a code leaves this list as its
 * screen comes): none now — the order, the list with its actions and the end-ship manifest have theirs.
 */
export const PARCEL_API_ONLY_PERMISSIONS: readonly string[] = [];

export const PARCEL_TITLES = {
  area: l('小包系统', 'Parcels (PDS)', 'Bưu kiện (PDS)'),
  order: l('小包下单', 'Parcel order', 'Đặt đơn bưu kiện'),
  batchOrder: l('小包批量下单', 'Parcel batch order', 'Đặt đơn bưu kiện hàng loạt'),
  list: l('小包运单', 'Parcel waybills', 'Vận đơn bưu kiện'),
  endShipManifest: l('尾程交接单', 'End-ship manifests', 'Bảng kê giao chặng cuối'),
  one: l('小包运单', 'Parcel waybill', 'Vận đơn bưu kiện'),
} as const satisfies Record<string, Message>;

/** Names of the parcel screens and actions in the grant tree. */
export const PARCEL_PERMISSION_LABELS = {
  pds: PARCEL_TITLES.area,
  'pds/waybill/order': PARCEL_TITLES.order,
  'pds/waybill/batchOrder': PARCEL_TITLES.batchOrder,
  'pds/waybill/list': PARCEL_TITLES.list,
  'pds/endShipManifest': PARCEL_TITLES.endShipManifest,
  'pds/waybill/list:shipConfirm': l('发货确认', 'Ship confirm', 'Xác nhận gửi hàng'),
  'pds/waybill/list:file': l('文件管理', 'Files', 'Quản lý tệp'),
} as const satisfies Record<string, Message>;

/** Names of the parcel actions in the business log. */
export const PARCEL_LOG_ACTIONS = {
  parcelLabel: l('制单', 'Create label', 'Tạo nhãn'),
  parcelLabelFail: l('制单失败', 'Label failed', 'Tạo nhãn thất bại'),
  parcelCancelRequest: l('申请取消', 'Request cancel', 'Yêu cầu hủy'),
  parcelCancelled: l('已取消', 'Cancelled', 'Đã hủy'),
  parcelShipConfirm: l('发货确认', 'Ship confirm', 'Xác nhận gửi hàng'),
  parcelPrint: l('打印面单', 'Print labels', 'In nhãn'),
} as const satisfies Record<string, Message>;
