import {
  DOCUMENT_TEMPLATE_TYPE_LABELS,
  FEE_COLUMN_LABELS,
  l,
  MESSAGES,
  WEIGHT_KG_LABEL,
} from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of packages and pallets in zh-CN, en-US and vi-VN. */
export const texts = {
  package: {
    route: l('包裹/托盘管理', 'Packages / pallets', 'Kiện / pallet'),
    numbers: l('包裹号', 'Package numbers', 'Số kiện'),
    numbersHint: l('每行一个', 'One per line', 'Mỗi dòng một số'),
    packageTime: l('打包日期', 'Packed on', 'Ngày đóng gói'),
    total: l('共 {{total}} 个包裹', '{{total}} packages', '{{total}} kiện'),
    packageNo: l('包裹号', 'Package number', 'Số kiện'),
    waybillCount: l('运单数', 'Waybills', 'Số vận đơn'),
    pieceCount: l('件数', 'Pieces', 'Số kiện hàng'),
    totalWeight: l('总重量(kg)', 'Total weight (kg)', 'Tổng trọng lượng (kg)'),
    createdAt: l('创建时间', 'Created', 'Tạo lúc'),
    lastScanAt: l('最后扫描时间', 'Last scan', 'Quét lần cuối'),
    state: l('状态', 'State', 'Trạng thái'),
    actions: l('操作', 'Actions', 'Thao tác'),
    printLabel: DOCUMENT_TEMPLATE_TYPE_LABELS.label,
    waybillNo: FEE_COLUMN_LABELS.waybillNo,
    customer: MESSAGES.entityCustomer,
    status: l('运单状态', 'Status', 'Trạng thái vận đơn'),
    destination: l('目的地', 'Destination', 'Nơi đến'),
    weight: WEIGHT_KG_LABEL,
    remove: l('移出', 'Remove', 'Lấy ra'),
    removeConfirm: l(
      '将运单{{waybillNo}}移出包裹{{packageNo}}？',
      'Take waybill {{waybillNo}} out of package {{packageNo}}?',
      'Lấy vận đơn {{waybillNo}} ra khỏi kiện {{packageNo}}?',
    ),
    removed: l('运单已移出包裹', 'The waybill was taken out of the package', 'Đã lấy vận đơn ra khỏi kiện'),
  },
} satisfies TextTree;
