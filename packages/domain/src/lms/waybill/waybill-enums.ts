import { L } from '../../platform/entity/common-labels.ts';
import { l } from '../../platform/entity/define.ts';
import type { EnumOption } from '../../platform/entity/types.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/**
 * Enumerations of the freight waybill (spec platform-core §3, §4). Each one is a list of values
 * (the string union stored in the database) plus an `EnumOption[]` with zh-CN / en-US / vi-VN labels
 * for selects, tags and table columns. Numeric codes are kept where the spec gives them.
 */

const options = <K extends string | number>(labels: Record<K, Message>, keys: readonly K[]): EnumOption[] =>
  keys.map((value) => ({ value, label: labels[value] }));

/** Waybill statuses in lifecycle order (see status-machine.ts and docs/lms-waybill.md). */
export const WAYBILL_STATUSES = [
  'waitConfirmWaybill',
  'order',
  'waitPickUp',
  'received',
  'warning',
  'waitConfirm',
  'documentAuditDenied',
  'waitChannelRoute',
  'waitSend',
  'departure',
  'arrival',
  'pickedUp',
  'waitDelivered',
  'inTransit',
  'outForDelivery',
  'aliForPickUp',
  'deliveryFailure',
  'exception',
  'delivered',
  'waitReturning',
  'return',
  'returned',
] as const;
export type WaybillStatus = (typeof WAYBILL_STATUSES)[number];

/**
 * Numeric code of each status: its place in the lifecycle, so "not yet received" is `code < 20`
 * and lists sort by progress. The database stores the string key; the code is for ordering.
 */
export const WaybillStatusCode = {
  waitConfirmWaybill: 0,
  order: 10,
  waitPickUp: 15,
  received: 20,
  warning: 21,
  waitConfirm: 22,
  documentAuditDenied: 23,
  waitChannelRoute: 24,
  waitSend: 30,
  departure: 40,
  arrival: 50,
  pickedUp: 55,
  waitDelivered: 60,
  inTransit: 65,
  outForDelivery: 70,
  aliForPickUp: 75,
  deliveryFailure: 80,
  exception: 85,
  delivered: 90,
  waitReturning: 95,
  return: 96,
  returned: 99,
} as const satisfies Record<WaybillStatus, number>;

export const WAYBILL_STATUS_LABELS: Record<WaybillStatus, Message> = {
  waitConfirmWaybill: l('待确认运单', 'Waybill awaiting confirmation', 'Vận đơn chờ xác nhận'),
  order: l('已下单', 'Ordered', 'Đã đặt hàng'),
  waitPickUp: l('待揽收', 'Waiting pick-up', 'Chờ lấy hàng'),
  received: l('已收货', 'Received', 'Đã nhận hàng'),
  warning: l('收货预警', 'Receive warning', 'Cảnh báo nhận hàng'),
  waitConfirm: l('待确认重量', 'Waiting weight confirmation', 'Chờ xác nhận trọng lượng'),
  documentAuditDenied: l('单证审核不通过', 'Document audit denied', 'Duyệt chứng từ bị từ chối'),
  waitChannelRoute: l('待分配渠道', 'Waiting channel route', 'Chờ phân tuyến kênh'),
  waitSend: l('待发货', 'Waiting to send', 'Chờ gửi hàng'),
  departure: l('已发出', 'Sent / departed', 'Đã xuất phát'),
  arrival: l('已到港', 'Arrived at destination', 'Đã đến nơi'),
  pickedUp: l('已提货', 'Picked up', 'Đã lấy hàng'),
  waitDelivered: l('待派送', 'Waiting delivery', 'Chờ giao hàng'),
  inTransit: l('目的地转运中', 'In transit (destination)', 'Đang vận chuyển (nơi đến)'),
  outForDelivery: l('派送中', 'Out for delivery', 'Đang giao hàng'),
  aliForPickUp: l('到达待取', 'Available for pick-up', 'Chờ nhận tại điểm'),
  deliveryFailure: l('派送失败', 'Delivery failure', 'Giao hàng thất bại'),
  exception: l('异常', 'Exception', 'Ngoại lệ'),
  delivered: l('已签收', 'Delivered', 'Đã giao'),
  waitReturning: l('待退件', 'Waiting return', 'Chờ hoàn hàng'),
  return: l('退件中', 'Returning', 'Đang hoàn hàng'),
  returned: l('已退件', 'Returned', 'Đã hoàn hàng'),
};
export const WAYBILL_STATUS_OPTIONS = options(WAYBILL_STATUS_LABELS, WAYBILL_STATUSES);

/** Whether the waybill has not been received yet (deleteBatch and order edits are allowed then). */
export function isBeforeReceive(status: WaybillStatus): boolean {
  return WaybillStatusCode[status] < WaybillStatusCode.received;
}

/** Boolean flags of a waybill (spec §3 "Flags"); each is a column of its own. */
export const WAYBILL_FLAGS = [
  'isIssue',
  'isDelay',
  'isDetain',
  'isArrears',
  'isOverlong',
  'isOverweight',
  'isLockWaybill',
  'isLockReceivable',
  'isLockPayable',
  'isBadDebt',
  'isPaperLess',
] as const;
export type WaybillFlag = (typeof WAYBILL_FLAGS)[number];
export type WaybillFlags = Record<WaybillFlag, boolean>;

export const WAYBILL_FLAG_LABELS: Record<WaybillFlag, Message> = {
  isIssue: l('问题件', 'Issue', 'Có vấn đề'),
  isDelay: l('延误', 'Delayed', 'Trễ hạn'),
  isDetain: l('扣件', 'Detained', 'Tạm giữ'),
  isArrears: l('欠费', 'In arrears', 'Nợ phí'),
  isOverlong: l('超长', 'Overlong', 'Quá dài'),
  isOverweight: l('超重', 'Overweight', 'Quá cân'),
  isLockWaybill: l('运单锁定', 'Waybill locked', 'Khóa vận đơn'),
  isLockReceivable: l('应收锁定', 'Receivable locked', 'Khóa phải thu'),
  isLockPayable: l('应付锁定', 'Payable locked', 'Khóa phải trả'),
  isBadDebt: l('坏账', 'Bad debt', 'Nợ xấu'),
  isPaperLess: l('无纸化', 'Paperless', 'Không giấy tờ'),
};

/** Every flag off: the state of a new order. */
export const NO_FLAGS: Readonly<WaybillFlags> = Object.fromEntries(
  WAYBILL_FLAGS.map((f) => [f, false]),
) as WaybillFlags;

/** Detain types (spec §4): who holds the waybill back. A waybill may carry several. */
export const DETAIN_TYPES = ['operate', 'customerService', 'finance', 'arrears', 'issue'] as const;
export type DetainType = (typeof DETAIN_TYPES)[number];
export const DETAIN_TYPE_OPTIONS = options(
  {
    operate: l('操作扣件', 'Operations', 'Vận hành'),
    customerService: l('客服扣件', 'Customer service', 'Chăm sóc khách hàng'),
    finance: l('财务扣件', 'Finance', 'Tài chính'),
    arrears: l('欠费扣件', 'Arrears', 'Nợ phí'),
    issue: l('问题件扣件', 'Issue', 'Có vấn đề'),
  },
  DETAIN_TYPES,
);

/** Recipient address type (spec §3): system-classified, business, residential, Amazon FBA warehouse. */
export const ADDRESS_TYPES = ['system', 'business', 'residential', 'fba'] as const;
export type AddressType = (typeof ADDRESS_TYPES)[number];
export const ADDRESS_TYPE_OPTIONS = options(
  {
    system: l('系统判断', 'System', 'Hệ thống'),
    business: l('商业地址', 'Business', 'Địa chỉ doanh nghiệp'),
    residential: l('住宅地址', 'Residential', 'Địa chỉ nhà riêng'),
    fba: l('FBA仓库', 'FBA warehouse', 'Kho FBA'),
  },
  ADDRESS_TYPES,
);

/** Remote level of a recipient address: 0 not remote, 1-9 as in the remote-area library. */
export const REMOTE_LEVEL_MIN = 0;
export const REMOTE_LEVEL_MAX = 9;
/** The remote-level tag text ("Remote 2"); nothing for level 0. */
export function remoteLevelLabel(level: number | null | undefined): Message | undefined {
  if (!level) return undefined;
  return l(`偏远${level}级`, `Remote level ${level}`, `Vùng xa cấp ${level}`);
}

/** Weigh modes of the receive scan (spec §4): what the scale and the measure give. */
export const WeighMode = { weighing: 0, none: 1, onlyActual: 2, onlyVolume: 3 } as const;
export type WeighModeValue = (typeof WeighMode)[keyof typeof WeighMode];
export const WEIGH_MODE_OPTIONS: EnumOption[] = [
  { value: 0, label: l('称重并量方', 'Weigh and measure', 'Cân và đo') },
  { value: 1, label: l('不称重', 'No weighing', 'Không cân') },
  { value: 2, label: l('只称实重', 'Only actual weight', 'Chỉ cân thực') },
  { value: 3, label: l('只量材积', 'Only volume', 'Chỉ đo thể tích') },
];

/** Document audit status (spec §4 "Audit"); `denied` sets the status documentAuditDenied. */
export const AuditStatus = { none: 0, wait: 1, audited: 2, denied: 3, cancel: 4 } as const;
export type AuditStatusValue = (typeof AuditStatus)[keyof typeof AuditStatus];
export const AUDIT_STATUS_OPTIONS: EnumOption[] = [
  { value: 0, label: l('无需审核', 'None', 'Không') },
  { value: 1, label: l('待审核', 'Waiting audit', 'Chờ duyệt') },
  { value: 2, label: l('已审核', 'Audited', 'Đã duyệt') },
  { value: 3, label: l('审核不通过', 'Denied', 'Bị từ chối') },
  { value: 4, label: l('已取消', 'Cancelled', 'Đã hủy') },
];

/** Weight confirmation by the customer (spec §4 "Confirm"); counts: waiting, denied, confirmed, warning. */
export const WeightConfirmStatus = { none: 0, wait: 1, confirmed: 2, rejected: 3, warning: 4 } as const;
export type WeightConfirmStatusValue = (typeof WeightConfirmStatus)[keyof typeof WeightConfirmStatus];
export const WEIGHT_CONFIRM_STATUS_OPTIONS: EnumOption[] = [
  { value: 0, label: l('无需确认', 'None', 'Không') },
  { value: 1, label: l('待确认', 'Waiting', 'Chờ xác nhận') },
  { value: 2, label: l('已确认', 'Confirmed', 'Đã xác nhận') },
  { value: 3, label: l('已拒绝', 'Denied', 'Đã từ chối') },
  { value: 4, label: l('预警', 'Warning', 'Cảnh báo') },
];

/** Check-goods status of a waybill or piece. */
export const CheckGoodsStatus = { none: 0, wait: 1, passed: 2, abnormal: 3 } as const;
export const CHECK_GOODS_STATUS_OPTIONS: EnumOption[] = [
  { value: 0, label: l('无需查验', 'None', 'Không') },
  { value: 1, label: l('待查验', 'Waiting check', 'Chờ kiểm hàng') },
  { value: 2, label: l('查验通过', 'Passed', 'Đạt') },
  { value: 3, label: l('查验异常', 'Abnormal', 'Bất thường') },
];

/** Insurance status (spec §4). */
export const InsureStatus = { none: 0, waitAudit: 1, audited: 2, effective: 3, rejected: 4 } as const;
export const INSURE_STATUS_OPTIONS: EnumOption[] = [
  { value: 0, label: l('未投保', 'None', 'Không') },
  { value: 1, label: l('待审核', 'Waiting audit', 'Chờ duyệt') },
  { value: 2, label: l('已审核', 'Audited', 'Đã duyệt') },
  { value: 3, label: l('已生效', 'Effective', 'Có hiệu lực') },
  { value: 4, label: l('已拒绝', 'Rejected', 'Bị từ chối') },
];

/** Invoice confirm status (spec §4, first listing). */
export const InvoiceConfirmStatus = { waitUpload: 0, waiting: 1, confirmed: 2, not: 3 } as const;
export const INVOICE_CONFIRM_STATUS_OPTIONS: EnumOption[] = [
  { value: 0, label: l('待上传', 'Waiting upload', 'Chờ tải lên') },
  { value: 1, label: l('待确认', 'Waiting', 'Chờ xác nhận') },
  { value: 2, label: l('已确认', 'Confirmed', 'Đã xác nhận') },
  { value: 3, label: l('无需确认', 'Not required', 'Không cần') },
];

/** Types of a waybill file; `customerInvoice` allows one file per upload (spec §5 "Files"). */
export const WAYBILL_FILE_TYPES = [
  'customerInvoice',
  'makeDocumentInvoice',
  'label',
  'packingList',
  'declaration',
  'proofOfDelivery',
  'image',
  'other',
] as const;
export type WaybillFileType = (typeof WAYBILL_FILE_TYPES)[number];
/** The names of the waybill's file types. */
export const WAYBILL_FILE_TYPE_LABELS = {
  customerInvoice: l('客户发票', 'Customer invoice', 'Hóa đơn khách hàng'),
  makeDocumentInvoice: l('制单发票', 'Make-document invoice', 'Hóa đơn lập chứng từ'),
  label: l('面单', 'Label', 'Nhãn vận chuyển'),
  packingList: l('装箱单', 'Packing list', 'Phiếu đóng gói'),
  declaration: l('报关资料', 'Customs declaration', 'Tờ khai hải quan'),
  proofOfDelivery: l('签收证明', 'Proof of delivery', 'Bằng chứng giao hàng'),
  image: l('图片', 'Image', 'Hình ảnh'),
  other: L.other,
} satisfies Record<WaybillFileType, Message>;
export const WAYBILL_FILE_TYPE_OPTIONS = options(WAYBILL_FILE_TYPE_LABELS, WAYBILL_FILE_TYPES);

/** Track node types: the icon of a timeline entry (spec §4 "Track statuses map to icons"). */
export const TRACK_STATUSES = [
  'pickUp',
  'inTransit',
  'availableForPickUp',
  'outForDelivery',
  'failure',
  'delivered',
  'exception',
  'returning',
  'returned',
] as const;
export type TrackStatus = (typeof TRACK_STATUSES)[number];
/** The names of the track node types. */
export const TRACK_STATUS_LABELS = {
  pickUp: l('揽收', 'Pick-up', 'Lấy hàng'),
  inTransit: l('运输中', 'In transit', 'Đang vận chuyển'),
  availableForPickUp: l('到达待取', 'Available for pick-up', 'Chờ nhận tại điểm'),
  outForDelivery: l('派送中', 'Out for delivery', 'Đang giao hàng'),
  failure: l('派送失败', 'Failure', 'Thất bại'),
  delivered: l('已签收', 'Delivered', 'Đã giao'),
  exception: l('异常', 'Exception', 'Ngoại lệ'),
  returning: l('退件中', 'Returning', 'Đang hoàn hàng'),
  returned: l('已退件', 'Returned', 'Đã hoàn hàng'),
} satisfies Record<TrackStatus, Message>;
export const TRACK_STATUS_OPTIONS = options(TRACK_STATUS_LABELS, TRACK_STATUSES);

/** Where a track row came from. */
export const TRACK_SOURCES = ['system', 'scan', 'manual', 'api'] as const;
export type TrackSource = (typeof TRACK_SOURCES)[number];
export const TRACK_SOURCE_OPTIONS = options(
  {
    system: l('系统', 'System', 'Hệ thống'),
    scan: l('扫描', 'Scan', 'Quét'),
    manual: l('手工', 'Manual', 'Thủ công'),
    api: l('承运商接口', 'Carrier API', 'API hãng vận chuyển'),
  },
  TRACK_SOURCES,
);

/** Who pays freight or duties (freightPayor.type, taxPayor.type). */
export const PAYOR_TYPES = ['sender', 'recipient', 'thirdParty'] as const;
export type PayorType = (typeof PAYOR_TYPES)[number];
export const PAYOR_TYPE_OPTIONS = options(
  {
    sender: l('发件人', 'Sender', 'Người gửi'),
    recipient: l('收件人', 'Recipient', 'Người nhận'),
    thirdParty: l('第三方', 'Third party', 'Bên thứ ba'),
  },
  PAYOR_TYPES,
);

/** Trade clause (Incoterms used by forwarders). */
export const TRADE_CLAUSES = ['DDP', 'DDU', 'DAP', 'EXW', 'FOB', 'CIF'] as const;
export type TradeClause = (typeof TRADE_CLAUSES)[number];
export const TRADE_CLAUSE_OPTIONS: EnumOption[] = TRADE_CLAUSES.map((v) => ({ value: v, label: l(v, v, v) }));

/** Package type of a waybill. */
export const PACKAGE_TYPES = ['parcel', 'document', 'pak'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];
export const PACKAGE_TYPE_OPTIONS = options(
  {
    parcel: l('包裹', 'Parcel', 'Bưu kiện'),
    document: l('文件', 'Document', 'Tài liệu'),
    pak: l('防水袋', 'Pak', 'Túi pak'),
  },
  PACKAGE_TYPES,
);
