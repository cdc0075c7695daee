import type { Message } from '../messages/catalogue.ts';

/** Messages of work orders ({0} is the work order's code where one is named). */
export const WORK_ORDER_MESSAGES = {
  workOrderReplyEmpty: {
    'zh-CN': '回复内容不能为空',
    'en-US': 'Reply content cannot be empty',
    'vi-VN': 'Nội dung trả lời không được để trống',
  },
  workOrderIsClosed: {
    'zh-CN': '工单{0}已关闭',
    'en-US': 'Work order {0} is closed',
    'vi-VN': 'Phiếu công việc {0} đã đóng',
  },
  workOrderNotClosed: {
    'zh-CN': '工单{0}未关闭，不能重新打开',
    'en-US': 'Work order {0} is not closed; it cannot be re-opened',
    'vi-VN': 'Phiếu công việc {0} chưa đóng; không thể mở lại',
  },
  workOrderEvaluateNotClosed: {
    'zh-CN': '工单{0}关闭后才能评价',
    'en-US': 'Work order {0} can be evaluated only once it is closed',
    'vi-VN': 'Phiếu công việc {0} chỉ được đánh giá sau khi đóng',
  },
  workOrderEvaluateNotOwner: {
    'zh-CN': '只有客户或创建人可以评价工单{0}',
    'en-US': 'Only the customer or the creator may evaluate work order {0}',
    'vi-VN': 'Chỉ khách hàng hoặc người tạo mới được đánh giá phiếu công việc {0}',
  },
  workOrderStaffOnly: {
    'zh-CN': '只有员工可以处理工单{0}',
    'en-US': 'Only staff may do this on work order {0}',
    'vi-VN': 'Chỉ nhân viên mới được thực hiện thao tác này trên phiếu công việc {0}',
  },
  workOrderNotFound: {
    'zh-CN': '工单不存在',
    'en-US': 'The work order does not exist',
    'vi-VN': 'Phiếu công việc không tồn tại',
  },
  workOrderWaybillNotFound: {
    'zh-CN': '运单{0}不存在或不属于该客户',
    'en-US': "Waybill {0} does not exist or is not the customer's",
    'vi-VN': 'Vận đơn {0} không tồn tại hoặc không thuộc khách hàng này',
  },
  workOrderBillRequired: {
    'zh-CN': '关联单据时请填写单据号或单据ID',
    'en-US': 'A linked bill needs its number or id',
    'vi-VN': 'Chứng từ liên kết cần có số hoặc mã',
  },
  workOrderCustomerNotFound: {
    'zh-CN': '客户不存在',
    'en-US': 'The customer does not exist',
    'vi-VN': 'Khách hàng không tồn tại',
  },
  workOrderAssigneeInvalid: {
    'zh-CN': '处理人必须是启用的员工',
    'en-US': 'The assignee must be an enabled staff user',
    'vi-VN': 'Người xử lý phải là nhân viên đang hoạt động',
  },
  workOrderTypeNotFound: {
    'zh-CN': '工单类型不存在或已停用',
    'en-US': 'The work order type does not exist or is disabled',
    'vi-VN': 'Loại phiếu công việc không tồn tại hoặc đã tắt',
  },
  workOrderTypeCodeTaken: {
    'zh-CN': '工单类型编码{0}已存在',
    'en-US': 'Work order type code {0} exists already',
    'vi-VN': 'Mã loại phiếu công việc {0} đã tồn tại',
  },
  workOrderBatchRefused: {
    'zh-CN': '工单{0}：{1}',
    'en-US': 'Work order {0}: {1}',
    'vi-VN': 'Phiếu công việc {0}: {1}',
  },
  workOrderAssignRuleTeamEmpty: {
    'zh-CN': '轮流分配的团队至少需要一名员工',
    'en-US': 'A round-robin team needs at least one user',
    'vi-VN': 'Nhóm luân phiên cần ít nhất một nhân viên',
  },
  workOrderAssignRuleUserRequired: {
    'zh-CN': '指定客服的规则需要选择员工',
    'en-US': 'A named-user rule needs its user',
    'vi-VN': 'Quy tắc nhân viên chỉ định cần chọn nhân viên',
  },
  workOrderNotifyAssignedTitle: {
    'zh-CN': '工单{0}已分配给您',
    'en-US': 'Work order {0} is assigned to you',
    'vi-VN': 'Phiếu công việc {0} đã được giao cho bạn',
  },
  workOrderNotifyRepliedTitle: {
    'zh-CN': '工单{0}有新回复',
    'en-US': 'Work order {0} has a new reply',
    'vi-VN': 'Phiếu công việc {0} có trả lời mới',
  },
  workOrderNotifyClosedTitle: {
    'zh-CN': '工单{0}已关闭',
    'en-US': 'Work order {0} was closed',
    'vi-VN': 'Phiếu công việc {0} đã được đóng',
  },
} satisfies Record<string, Message>;
export type WorkOrderMessageKey = keyof typeof WORK_ORDER_MESSAGES;
