import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of freight waybills (issue 4; spec platform-core §5 "Waybill and pieces", "Commodity edit", "Files", §8). */
const LMS_RULE_MESSAGES = {
  // status machine and flags
  lmsIllegalTransition: {
    'zh-CN': '运单状态为{0}，不允许此操作({1})',
    'en-US': 'The waybill is {0}; this operation ({1}) is not allowed',
    'vi-VN': 'Vận đơn đang ở trạng thái {0}; không cho phép thao tác này ({1})',
  },
  lmsWaybillLocked: {
    'zh-CN': '运单已锁定，禁止操作',
    'en-US': 'The waybill is locked; no operation is allowed',
    'vi-VN': 'Vận đơn đã bị khóa, không được thao tác',
  },
  lmsWaybillDetained: {
    'zh-CN': '运单已扣件，请先取消扣件',
    'en-US': 'The waybill is detained; cancel the detain first',
    'vi-VN': 'Vận đơn đang bị tạm giữ, vui lòng hủy tạm giữ trước',
  },
  lmsWaybillFinished: {
    'zh-CN': '运单已完结，不允许此操作',
    'en-US': 'The waybill is finished; this operation is not allowed',
    'vi-VN': 'Vận đơn đã hoàn tất, không cho phép thao tác này',
  },
  lmsFlagAlreadySet: {
    'zh-CN': '运单已是{0}状态',
    'en-US': 'The waybill is already marked {0}',
    'vi-VN': 'Vận đơn đã được đánh dấu {0}',
  },
  lmsFlagNotSet: {
    'zh-CN': '运单不是{0}状态',
    'en-US': 'The waybill is not marked {0}',
    'vi-VN': 'Vận đơn không được đánh dấu {0}',
  },
  lmsDeleteOnlyBeforeReceive: {
    'zh-CN': '运单{0}已收货，不能删除',
    'en-US': 'Waybill {0} has been received and cannot be deleted',
    'vi-VN': 'Vận đơn {0} đã được nhận hàng, không thể xóa',
  },
  lmsWeightRejectReasonRequired: {
    'zh-CN': '请填写拒绝原因',
    'en-US': 'Please enter the reason for rejecting',
    'vi-VN': 'Vui lòng nhập lý do từ chối',
  },
  // weights and receive
  lmsReceiveWarningExceeded: {
    'zh-CN': '第{0}行{1} {2} 超过收货预警值 {3}',
    'en-US': 'Row {0}: {1} {2} exceeds the receive warning {3}',
    'vi-VN': 'Dòng {0}: {1} {2} vượt ngưỡng cảnh báo nhận hàng {3}',
  },
  lmsRowWeightRequired: {
    'zh-CN': '第{0}行实重不能为空',
    'en-US': 'Row {0}: actual weight cannot be empty',
    'vi-VN': 'Dòng {0}: trọng lượng thực không được để trống',
  },
  lmsRowSizeRequired: {
    'zh-CN': '第{0}行尺寸不能为空',
    'en-US': 'Row {0}: size cannot be empty',
    'vi-VN': 'Dòng {0}: kích thước không được để trống',
  },
  // waybill and pieces (spec §5)
  lmsRowSizeWeightEmpty: {
    'zh-CN': '第{0}行尺寸和重量不能为空',
    'en-US': 'Row {0}: size and weight cannot be empty',
    'vi-VN': 'Dòng {0}: kích thước và trọng lượng không được để trống',
  },
  lmsRowSizeWeightIncomplete: {
    'zh-CN': '第{0}行重量、长、宽、高必须全部填写或全部为空',
    'en-US': 'Row {0}: weight, length, width and height must be all filled or all empty',
    'vi-VN': 'Dòng {0}: trọng lượng, dài, rộng, cao phải điền đủ hoặc để trống tất cả',
  },
  lmsRowSizeWeightZero: {
    'zh-CN': '第{0}行重量和尺寸必须大于0',
    'en-US': 'Row {0}: weight and size must be greater than 0',
    'vi-VN': 'Dòng {0}: trọng lượng và kích thước phải lớn hơn 0',
  },
  lmsRowAllEmpty: {
    'zh-CN': '第{0}行数据全部为空',
    'en-US': 'Row {0}: every cell is empty',
    'vi-VN': 'Dòng {0}: tất cả các ô đều trống',
  },
  lmsRowPieceCountInvalid: {
    'zh-CN': '第{0}行件数必须为正整数',
    'en-US': 'Row {0}: piece count must be a positive whole number',
    'vi-VN': 'Dòng {0}: số kiện phải là số nguyên dương',
  },
  lmsPieceCountExceeded: {
    'zh-CN': '件数不能超过{0}',
    'en-US': 'The piece count cannot exceed {0}',
    'vi-VN': 'Số kiện không được vượt quá {0}',
  },
  lmsNoRecognisedData: {
    'zh-CN': '未识别到数据',
    'en-US': 'No recognised data',
    'vi-VN': 'Không nhận dạng được dữ liệu',
  },
  lmsEuDestinationRequired: {
    'zh-CN': '欧盟国家必须填写欧盟目的国',
    'en-US': 'EU destination is required for EU countries',
    'vi-VN': 'Bắt buộc nhập nước đến EU cho các quốc gia EU',
  },
  lmsCommodityRequired: {
    'zh-CN': '至少需要一行商品信息',
    'en-US': 'At least one commodity line is required',
    'vi-VN': 'Cần ít nhất một dòng hàng hóa',
  },
  lmsCustomerNoExists: {
    'zh-CN': '客户单号{0}已存在',
    'en-US': 'Customer number {0} already exists',
    'vi-VN': 'Số tham chiếu khách hàng {0} đã tồn tại',
  },
  lmsBlacklisted: {
    'zh-CN': '{0}“{1}”在黑名单中，不能下单',
    'en-US': '{0} "{1}" is blacklisted; the order cannot be placed',
    'vi-VN': '{0} "{1}" nằm trong danh sách đen, không thể đặt hàng',
  },
  // commodity edit
  lmsQuantityNotZero: {
    'zh-CN': '第{0}行数量不能为0',
    'en-US': 'Row {0}: quantity must not be zero',
    'vi-VN': 'Dòng {0}: số lượng không được bằng 0',
  },
  lmsQuantityInteger: {
    'zh-CN': '第{0}行数量必须为整数',
    'en-US': 'Row {0}: quantity must be a whole number',
    'vi-VN': 'Dòng {0}: số lượng phải là số nguyên',
  },
  lmsFieldNotEditable: {
    'zh-CN': '字段{0}不可编辑',
    'en-US': 'Field {0} cannot be edited',
    'vi-VN': 'Trường {0} không được chỉnh sửa',
  },
  // files
  lmsWaybillFilesExceeded: {
    'zh-CN': '每个运单最多{0}个文件',
    'en-US': 'A waybill holds at most {0} files',
    'vi-VN': 'Mỗi vận đơn tối đa {0} tệp',
  },
  // drawer and search (spec §8)
  lmsRequestNoId: {
    'zh-CN': '请求参数没有id，请检查',
    'en-US': 'The request parameter has no id, please check',
    'vi-VN': 'Tham số yêu cầu không có id, vui lòng kiểm tra',
  },
  lmsSearchFailed: { 'zh-CN': '查询失败', 'en-US': 'Search failed', 'vi-VN': 'Tìm kiếm thất bại' },
  lmsSignedSuccessfully: {
    'zh-CN': '已成功签收 {0}',
    'en-US': 'Successfully signed {0}',
    'vi-VN': 'Đã ký nhận thành công {0}',
  },
  lmsSearchTooManyNumbers: {
    'zh-CN': '每次最多查询{0}个单号',
    'en-US': 'At most {0} numbers per search',
    'vi-VN': 'Tối đa {0} số mỗi lần tìm kiếm',
  },
} as const satisfies Record<string, Message>;

/** Track descriptions written by the waybill status machine, one per action (lms/status-machine.ts). */
const LMS_TRACK_MESSAGES = {
  lmsTrackConfirmWaybill: {
    'zh-CN': '客户已确认运单',
    'en-US': 'The customer confirmed the waybill',
    'vi-VN': 'Khách hàng đã xác nhận vận đơn',
  },
  lmsTrackRequestPickUp: {
    'zh-CN': '已预约上门揽收',
    'en-US': 'Pick-up requested',
    'vi-VN': 'Đã yêu cầu lấy hàng tận nơi',
  },
  lmsTrackCancelPickUp: {
    'zh-CN': '已取消上门揽收',
    'en-US': 'Pick-up cancelled',
    'vi-VN': 'Đã hủy lấy hàng tận nơi',
  },
  lmsTrackArrive: {
    'zh-CN': '货物已到达仓库',
    'en-US': 'Goods arrived at the warehouse',
    'vi-VN': 'Hàng đã đến kho',
  },
  lmsTrackReceive: {
    'zh-CN': '仓库已收货',
    'en-US': 'Goods received at the warehouse',
    'vi-VN': 'Kho đã nhận hàng',
  },
  lmsTrackWarn: {
    'zh-CN': '收货超出预警值',
    'en-US': 'Received goods exceed the warning thresholds',
    'vi-VN': 'Hàng nhận vượt ngưỡng cảnh báo',
  },
  lmsTrackReleaseWarning: {
    'zh-CN': '收货预警已解除',
    'en-US': 'Receive warning released',
    'vi-VN': 'Đã gỡ cảnh báo nhận hàng',
  },
  lmsTrackUpdateWeight: {
    'zh-CN': '重量已更新',
    'en-US': 'Weights updated',
    'vi-VN': 'Đã cập nhật trọng lượng',
  },
  lmsTrackCheckGoods: { 'zh-CN': '货物已查验', 'en-US': 'Goods checked', 'vi-VN': 'Đã kiểm hàng' },
  lmsTrackPackage: { 'zh-CN': '货物已打包', 'en-US': 'Goods packed', 'vi-VN': 'Đã đóng gói hàng' },
  lmsTrackRequestWeightConfirm: {
    'zh-CN': '计费重待客户确认',
    'en-US': 'Charge weight waiting for customer confirmation',
    'vi-VN': 'Trọng lượng tính phí chờ khách hàng xác nhận',
  },
  lmsTrackConfirmWeight: {
    'zh-CN': '客户已确认计费重',
    'en-US': 'The customer confirmed the charge weight',
    'vi-VN': 'Khách hàng đã xác nhận trọng lượng tính phí',
  },
  lmsTrackRejectWeight: {
    'zh-CN': '客户拒绝计费重',
    'en-US': 'The customer rejected the charge weight',
    'vi-VN': 'Khách hàng đã từ chối trọng lượng tính phí',
  },
  lmsTrackAuditDocument: {
    'zh-CN': '单证审核通过',
    'en-US': 'Documents audited',
    'vi-VN': 'Chứng từ đã được duyệt',
  },
  lmsTrackDenyDocument: {
    'zh-CN': '单证审核不通过',
    'en-US': 'Document audit denied',
    'vi-VN': 'Duyệt chứng từ bị từ chối',
  },
  lmsTrackRouteFailed: {
    'zh-CN': '未匹配到渠道，待分配',
    'en-US': 'No channel matched, waiting for routing',
    'vi-VN': 'Không khớp kênh, chờ phân tuyến',
  },
  lmsTrackRouteChannel: { 'zh-CN': '渠道已分配', 'en-US': 'Channel assigned', 'vi-VN': 'Đã phân kênh' },
  lmsTrackSend: { 'zh-CN': '货物已发出', 'en-US': 'Goods sent', 'vi-VN': 'Hàng đã được gửi đi' },
  lmsTrackArrival: {
    'zh-CN': '已到达目的港',
    'en-US': 'Arrived at the destination port',
    'vi-VN': 'Đã đến cảng đích',
  },
  lmsTrackClearCustoms: {
    'zh-CN': '清关完成，已提货',
    'en-US': 'Customs cleared and picked up',
    'vi-VN': 'Đã thông quan và lấy hàng',
  },
  lmsTrackHandOver: {
    'zh-CN': '已交尾程承运商',
    'en-US': 'Handed over to the last-mile carrier',
    'vi-VN': 'Đã bàn giao cho hãng giao chặng cuối',
  },
  lmsTrackTransit: {
    'zh-CN': '目的地转运中',
    'en-US': 'In transit at the destination',
    'vi-VN': 'Đang vận chuyển tại nơi đến',
  },
  lmsTrackOutForDelivery: { 'zh-CN': '派送中', 'en-US': 'Out for delivery', 'vi-VN': 'Đang giao hàng' },
  lmsTrackAvailableForPickUp: {
    'zh-CN': '已到达自提点，待收件人提取',
    'en-US': 'At the pick-up point, waiting for the recipient',
    'vi-VN': 'Đã đến điểm nhận, chờ người nhận',
  },
  lmsTrackDeliveryFail: { 'zh-CN': '派送失败', 'en-US': 'Delivery failed', 'vi-VN': 'Giao hàng thất bại' },
  lmsTrackRaiseException: {
    'zh-CN': '运输异常',
    'en-US': 'Transport exception',
    'vi-VN': 'Ngoại lệ vận chuyển',
  },
  lmsTrackDeliver: { 'zh-CN': '已签收', 'en-US': 'Delivered', 'vi-VN': 'Đã giao hàng' },
  lmsTrackRequestReturn: {
    'zh-CN': '已登记退件，待退回客户',
    'en-US': 'Return registered, waiting to be returned to the customer',
    'vi-VN': 'Đã đăng ký hoàn hàng, chờ trả khách',
  },
  lmsTrackCancelReturn: { 'zh-CN': '已取消退件', 'en-US': 'Return cancelled', 'vi-VN': 'Đã hủy hoàn hàng' },
  lmsTrackReturnFromDestination: {
    'zh-CN': '目的地退件中',
    'en-US': 'Returning from the destination',
    'vi-VN': 'Đang hoàn hàng từ nơi đến',
  },
  lmsTrackReturnIn: {
    'zh-CN': '退件已入库',
    'en-US': 'Returned goods back in the warehouse',
    'vi-VN': 'Hàng hoàn đã nhập kho',
  },
  lmsTrackReturnToCustomer: {
    'zh-CN': '已退回客户',
    'en-US': 'Returned to the customer',
    'vi-VN': 'Đã trả lại khách hàng',
  },
} as const satisfies Record<string, Message>;

/** Every freight waybill message, spread into the catalogue. */
export const LMS_MESSAGES = { ...LMS_RULE_MESSAGES, ...LMS_TRACK_MESSAGES } as const;
