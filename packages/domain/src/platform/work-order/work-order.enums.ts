import { l } from '../entity/define.ts';
import type { Message } from '../messages/catalogue.ts';

/**
 * Work-order enumerations (platform-core §4, back-office §3 and §4, DESIGN §12): numeric codes as the
 * spec gives them, with the spec's named forms beside them and labels in the three languages.
 */
export const WORK_ORDER_STATUS = { waitAssign: 0, waitFollow: 10, following: 20, closed: 30 } as const;
export type WorkOrderStatusName = keyof typeof WORK_ORDER_STATUS;
export type WorkOrderStatus = (typeof WORK_ORDER_STATUS)[WorkOrderStatusName];
export const WORK_ORDER_STATUSES = [0, 10, 20, 30] as const satisfies readonly WorkOrderStatus[];

/** The spec's other names of each status (platform-core §4 "also named", back-office §4 named form). */
export const WORK_ORDER_STATUS_ALIASES: Record<WorkOrderStatus, readonly string[]> = {
  0: ['waitAssign', 'waitAssigned', 'waitDeal'],
  10: ['waitFollow', 'assigned'],
  20: ['following', 'dealing'],
  30: ['closed', 'close'],
};

export const WORK_ORDER_STATUS_LABELS: Record<WorkOrderStatus, Message> = {
  0: l('待分配', 'Waiting assignment', 'Chờ phân công'),
  10: l('待跟进', 'Waiting follow-up', 'Chờ theo dõi'),
  20: l('跟进中', 'Following', 'Đang theo dõi'),
  30: l('已关闭', 'Closed', 'Đã đóng'),
};

/** The steps of the status bar: 0 is "assign customer service", 30 is "evaluate service" (spec §4). */
export const WORK_ORDER_STEP_LABELS = {
  assign: l('分配客服', 'Assign customer service', 'Phân công CSKH'),
  follow: l('客服跟进', 'Customer service follows up', 'CSKH theo dõi'),
  evaluate: l('服务评价', 'Evaluate service', 'Đánh giá dịch vụ'),
} as const satisfies Record<string, Message>;

export const WORK_ORDER_MAIN_TYPES = [1, 2, 3, 4, 5, 10] as const;
export type WorkOrderMainType = (typeof WORK_ORDER_MAIN_TYPES)[number];
export const WORK_ORDER_MAIN_TYPE = {
  exception: 1,
  application: 2,
  claim: 3,
  complaint: 4,
  suggestion: 5,
  other: 10,
} as const satisfies Record<string, WorkOrderMainType>;
export const WORK_ORDER_MAIN_TYPE_LABELS: Record<WorkOrderMainType, Message> = {
  1: l('异常', 'Exception', 'Ngoại lệ'),
  2: l('申请', 'Application', 'Đề nghị'),
  3: l('理赔', 'Claim', 'Bồi thường'),
  4: l('投诉', 'Complaint', 'Khiếu nại'),
  5: l('建议', 'Suggestion', 'Góp ý'),
  10: l('其他', 'Other', 'Khác'),
};

export const WORK_ORDER_URGENCIES = [0, 1, 2] as const;
export type WorkOrderUrgency = (typeof WORK_ORDER_URGENCIES)[number];
export const WORK_ORDER_URGENCY_LABELS: Record<WorkOrderUrgency, Message> = {
  0: l('普通', 'Normal', 'Bình thường'),
  1: l('紧急', 'Urgent', 'Khẩn cấp'),
  2: l('非常紧急', 'Very urgent', 'Rất khẩn cấp'),
};

export const WORK_ORDER_EVALUATIONS = [1, 2, 3] as const;
export type WorkOrderEvaluation = (typeof WORK_ORDER_EVALUATIONS)[number];
export const WORK_ORDER_EVALUATION_LABELS: Record<WorkOrderEvaluation, Message> = {
  1: l('满意', 'Satisfied', 'Hài lòng'),
  2: l('一般', 'Average', 'Bình thường'),
  3: l('不满意', 'Dissatisfied', 'Không hài lòng'),
};

/** The documents a work order may be about (`isRelatedBill` with `billType` + `billId`/`billNo`). */
export const WORK_ORDER_BILL_TYPES = ['waybill', 'pdsWaybill', 'bill', 'agentBill', 'chargeBill'] as const;
export type WorkOrderBillType = (typeof WORK_ORDER_BILL_TYPES)[number];
export const WORK_ORDER_BILL_TYPE_LABELS: Record<WorkOrderBillType, Message> = {
  waybill: l('运单', 'Waybill', 'Vận đơn'),
  pdsWaybill: l('小包运单', 'Parcel waybill', 'Vận đơn bưu kiện'),
  bill: l('客户账单', 'Customer bill', 'Hóa đơn khách hàng'),
  agentBill: l('代理账单', 'Agent bill', 'Hóa đơn đại lý'),
  chargeBill: l('收款单据', 'Receipt slip', 'Chứng từ thu'),
};

/** Who answers for a claim (back-office §3 "responsible party"). */
export const WORK_ORDER_RESPONSIBLE_PARTIES = ['company', 'agent', 'customer', 'carrier'] as const;
export type WorkOrderResponsibleParty = (typeof WORK_ORDER_RESPONSIBLE_PARTIES)[number];
export const WORK_ORDER_RESPONSIBLE_PARTY_LABELS: Record<WorkOrderResponsibleParty, Message> = {
  company: l('公司', 'Company', 'Công ty'),
  agent: l('代理', 'Agent', 'Đại lý'),
  customer: l('客户', 'Customer', 'Khách hàng'),
  carrier: l('承运商', 'Carrier', 'Hãng vận chuyển'),
};

/** How an assignment rule picks the assignee. */
export const WORK_ORDER_ASSIGN_MODES = ['user', 'customerFollower', 'roundRobin'] as const;
export type WorkOrderAssignMode = (typeof WORK_ORDER_ASSIGN_MODES)[number];
export const WORK_ORDER_ASSIGN_MODE_LABELS: Record<WorkOrderAssignMode, Message> = {
  user: l('指定客服', 'A named user', 'Nhân viên chỉ định'),
  customerFollower: l('客户跟进人', "The customer's follow person", 'Người phụ trách khách hàng'),
  roundRobin: l('团队轮流分配', 'Round robin within a team', 'Luân phiên trong nhóm'),
};

/**
 * The configurable second types seeded from back-office §3's list (`code` → labels); the list in
 * `platform/workOrderType` starts with these and may grow.
 */
export const WORK_ORDER_SEED_TYPES: readonly { code: string; mainType: WorkOrderMainType; name: Message }[] =
  [
    { code: 'complaint', mainType: 4, name: l('投诉', 'Complaint', 'Khiếu nại') },
    { code: 'consulting', mainType: 10, name: l('咨询', 'Consulting', 'Tư vấn') },
    { code: 'proposal', mainType: 5, name: l('建议', 'Proposal', 'Đề xuất') },
    { code: 'claim', mainType: 3, name: l('理赔', 'Claim', 'Bồi thường') },
    { code: 'reMeasure', mainType: 2, name: l('操作-重新测量', 'Operation: re-measure', 'Thao tác: đo lại') },
    {
      code: 'checkGoods',
      mainType: 2,
      name: l('操作-查货', 'Operation: check goods', 'Thao tác: kiểm hàng'),
    },
    { code: 'workBonus', mainType: 10, name: l('工作奖励', 'Work bonus', 'Thưởng công việc') },
    { code: 'workError', mainType: 1, name: l('工作差错', 'Work error', 'Lỗi công việc') },
    { code: 'tolerance', mainType: 1, name: l('容差', 'Tolerance', 'Dung sai') },
    { code: 'fees', mainType: 2, name: l('费用', 'Fees', 'Chi phí') },
    { code: 'channelProduct', mainType: 10, name: l('渠道产品', 'Channel product', 'Sản phẩm kênh') },
    { code: 'price', mainType: 10, name: l('价格', 'Price', 'Giá') },
  ];

/** The numbering rule of work-order codes (settings → numbering). */
export const WORK_ORDER_NUMBER_RULE = 'platformWorkOrderNo';

/** Names of the work-order fields (export headers, columns and forms). */
export const WORK_ORDER_FIELD_LABELS = {
  code: l('工单号', 'Work order no.', 'Số phiếu'),
  title: l('工单标题', 'Subject', 'Chủ đề'),
  description: l('描述', 'Description', 'Mô tả'),
  status: l('状态', 'Status', 'Trạng thái'),
  isPending: l('挂起', 'Pending', 'Tạm treo'),
  mainType: l('主类型', 'Main type', 'Loại chính'),
  secondType: l('子类型', 'Second type', 'Loại phụ'),
  urgencyLevel: l('紧急程度', 'Urgency', 'Mức khẩn cấp'),
  customer: l('客户', 'Customer', 'Khách hàng'),
  assignee: l('处理人', 'Assignee', 'Người xử lý'),
  billType: l('单据类型', 'Bill type', 'Loại chứng từ'),
  billNo: l('单据号', 'Bill no.', 'Số chứng từ'),
  customerWaybillNo: l('客户单号', 'Customer waybill no.', 'Số vận đơn của khách'),
  lastReply: l('最后回复', 'Last reply', 'Trả lời gần nhất'),
  firstFollowTime: l('首次跟进时间', 'First follow-up time', 'Thời gian theo dõi đầu tiên'),
  lastFollowTime: l('最后跟进时间', 'Last follow-up time', 'Thời gian theo dõi gần nhất'),
  closeTime: l('关闭时间', 'Close time', 'Thời gian đóng'),
  closeUserName: l('关闭人', 'Closed by', 'Người đóng'),
  evaluation: l('评价', 'Evaluation', 'Đánh giá'),
  createByName: l('创建人', 'Created by', 'Người tạo'),
  createAt: l('提交时间', 'Raised at', 'Thời gian gửi phiếu'),
  isOverdue: l('已超时', 'Overdue', 'Quá hạn'),
  internal: l('内部工单', 'Internal', 'Nội bộ'),
} as const satisfies Record<string, Message>;
