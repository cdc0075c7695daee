import type { Message } from '../../platform/messages/catalogue.ts';

/** Messages of the waybill tools: pick-up tasks, track maintenance and query, the waybill import. */
export const WAYBILL_TOOLS_MESSAGES = {
  lmsTrackTooManyNumbers: {
    'zh-CN': '单号数量超出上限',
    'en-US': 'Too many numbers in one request',
    'vi-VN': 'Quá nhiều số đơn trong một lần',
  },
  lmsNumbersNotFound: {
    'zh-CN': '以下单号不存在：{0}',
    'en-US': 'These numbers do not exist: {0}',
    'vi-VN': 'Các số đơn sau không tồn tại: {0}',
  },
  lmsTrackDescriptionRequired: {
    'zh-CN': '请选择轨迹模板或填写轨迹描述',
    'en-US': 'Choose a track template or enter a description',
    'vi-VN': 'Hãy chọn mẫu hành trình hoặc nhập mô tả',
  },
  lmsTrackTemplateDisabled: {
    'zh-CN': '轨迹模板不存在或已禁用',
    'en-US': 'The track template does not exist or is disabled',
    'vi-VN': 'Mẫu hành trình không tồn tại hoặc đã bị tắt',
  },
  tooManyRequests: {
    'zh-CN': '请求过于频繁，请稍后再试',
    'en-US': 'Too many requests, please try again later',
    'vi-VN': 'Quá nhiều yêu cầu, vui lòng thử lại sau',
  },
  lmsPickUpTaskStatusNot: {
    'zh-CN': '提货任务{0}当前状态为{1}，不能执行此操作',
    'en-US': 'Pick-up task {0} is {1}; this operation is not allowed',
    'vi-VN': 'Phiếu lấy hàng {0} đang ở trạng thái {1}; không thể thực hiện thao tác này',
  },
  lmsPickUpTaskOneCustomer: {
    'zh-CN': '一个提货任务只能包含同一客户的运单',
    'en-US': 'A pick-up task holds waybills of one customer only',
    'vi-VN': 'Một phiếu lấy hàng chỉ chứa vận đơn của một khách hàng',
  },
  lmsPickUpTaskWaybillTaken: {
    'zh-CN': '运单{0}已在提货任务{1}中',
    'en-US': 'Waybill {0} is already in pick-up task {1}',
    'vi-VN': 'Vận đơn {0} đã thuộc phiếu lấy hàng {1}',
  },
  lmsTrackPickUpTaskNew: {
    'zh-CN': '已创建提货任务 {0}',
    'en-US': 'Pick-up task {0} created',
    'vi-VN': 'Đã tạo phiếu lấy hàng {0}',
  },
  lmsTrackPickUpTaskAssigned: {
    'zh-CN': '提货任务 {0} 已分配司机 {1}',
    'en-US': 'Pick-up task {0} assigned to driver {1}',
    'vi-VN': 'Phiếu lấy hàng {0} đã giao cho tài xế {1}',
  },
  importColumnMissing: {
    'zh-CN': '缺少必填列：{0}',
    'en-US': 'Required column missing: {0}',
    'vi-VN': 'Thiếu cột bắt buộc: {0}',
  },
  importNotYourCustomer: {
    'zh-CN': '只能导入本客户的运单',
    'en-US': 'You can only import waybills of your own customer',
    'vi-VN': 'Chỉ được nhập vận đơn của khách hàng mình',
  },
  importGroupMismatch: {
    'zh-CN': '同一客户单号的行，{0}必须相同',
    'en-US': 'Rows with the same customer number must have the same {0}',
    'vi-VN': 'Các dòng cùng số đơn khách hàng phải có cùng {0}',
  },
  importNotAFile: {
    'zh-CN': '请上传 xlsx 文件',
    'en-US': 'Please upload an xlsx file',
    'vi-VN': 'Vui lòng tải lên tệp xlsx',
  },
} satisfies Record<string, Message>;
