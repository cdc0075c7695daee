import { customer, FIELD_LABELS, l } from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of the business log in zh-CN, en-US and vi-VN. */
export const texts = {
  businessLog: {
    entity: l('数据类型', 'Data type', 'Loại dữ liệu'),
    entityId: l('记录ID', 'Record ID', 'ID bản ghi'),
    action: FIELD_LABELS.action,
    user: l('操作人', 'User', 'Người thao tác'),
    time: l('操作时间', 'Time', 'Thời gian'),
    userPlaceholder: l('操作人姓名', 'User name', 'Tên người thao tác'),
    detail: l('详情', 'Details', 'Chi tiết'),
    detailTitle: l('变更详情', 'Change details', 'Chi tiết thay đổi'),
    field: FIELD_LABELS.field,
    before: l('变更前', 'Before', 'Trước'),
    after: l('变更后', 'After', 'Sau'),
    noChanges: l('未记录字段值', 'No field values recorded', 'Không ghi nhận giá trị trường'),
    history: l('变更记录', 'Change history', 'Lịch sử thay đổi'),
    invalidId: l('请输入完整的记录ID', 'Enter a full record ID', 'Nhập đầy đủ ID bản ghi'),
    fields: {
      userId: l('用户ID', 'User ID', 'ID người dùng'),
      username: FIELD_LABELS.username,
      name: l('姓名', 'Name', 'Họ tên'),
      enabled: l('启用', 'Enabled', 'Đang bật'),
      copiedFrom: l('复制自', 'Copied from', 'Sao chép từ'),
      salesUserId: l('销售', 'Sales', 'Kinh doanh'),
      service1UserId: l('前端客服', 'Pre-port service', 'CSKH đầu'),
      service2UserId: l('后端客服', 'Post-port service', 'CSKH cuối'),
      receivableFinanceUserId: customer.fields.receivableFinanceUserId.label,
      salesAssistantUserId: customer.fields.salesAssistantUserId.label,
    },
  },
} satisfies TextTree;
