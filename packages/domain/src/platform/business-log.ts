import { l } from './entity/define.ts';
import type { Message } from './messages/catalogue.ts';

/** Settings centre → business log (who changed what): the screen's title. */
export const BUSINESS_LOG_TITLE = l('业务日志', 'Business log', 'Nhật ký nghiệp vụ');

/**
 * The actions of the record screens the business log names (create, edit, import …). The modules'
 * own actions join them in `src/business-log.ts`.
 */
export const PLATFORM_LOG_ACTIONS = {
  insert: l('新增', 'Create', 'Tạo mới'),
  copy: l('复制', 'Copy', 'Sao chép'),
  update: l('编辑', 'Edit', 'Sửa'),
  delete: l('删除', 'Delete', 'Xóa'),
  enable: l('启用', 'Enable', 'Bật'),
  disable: l('禁用', 'Disable', 'Tắt'),
  import: l('导入', 'Import', 'Nhập'),
  batchUpdate: l('批量修改', 'Batch update', 'Cập nhật hàng loạt'),
  generateApiKey: l('生成API密钥', 'Generate API key', 'Tạo khóa API'),
  setSalesAssistants: l('设置销售助理', 'Set sales assistant', 'Đặt trợ lý bán hàng'),
  batchCopy: l('批量复制', 'Batch copy', 'Sao chép hàng loạt'),
  addUser: l('添加用户', 'Add user', 'Thêm người dùng'),
  resetUserPassword: l('重置用户密码', 'Reset user password', 'Đặt lại mật khẩu người dùng'),
  enableUser: l('启用用户', 'Enable user', 'Bật người dùng'),
  disableUser: l('禁用用户', 'Disable user', 'Tắt người dùng'),
  resetPassword: l('重置密码', 'Reset password', 'Đặt lại mật khẩu'),
  insertDetail: l('新增明细', 'Add detail', 'Thêm chi tiết'),
  deleteDetail: l('删除明细', 'Delete detail', 'Xóa chi tiết'),
  order: l('下单', 'Order', 'Đặt hàng'),
  commodityUpdate: l('修改商品信息', 'Edit commodities', 'Sửa thông tin hàng hóa'),
  uploadFile: l('上传文件', 'Upload file', 'Tải tệp lên'),
  deleteFile: l('删除文件', 'Delete file', 'Xóa tệp'),
  appendTrack: l('追加轨迹', 'Append track', 'Thêm hành trình'),
  makeDocument: l('制作单证', 'Make document', 'Lập chứng từ'),
  removeFromPackage: l('移出包裹', 'Remove from package', 'Gỡ khỏi kiện'),
  feeRecalculate: l('重算费用', 'Recalculate fees', 'Tính lại phí'),
  supplement: l('补录费用', 'Supplement fee', 'Bổ sung phí'),
  split: l('分摊费用', 'Split fee', 'Phân bổ phí'),
  check: l('核对', 'Check', 'Đối chiếu'),
  uncheck: l('取消核对', 'Uncheck', 'Bỏ đối chiếu'),
  confirmFee: l('确认费用', 'Confirm fee', 'Xác nhận phí'),
  unconfirmFee: l('取消确认费用', 'Unconfirm fee', 'Bỏ xác nhận phí'),
  cancel: l('取消', 'Cancel', 'Hủy'),
  issueInvoice: l('开发票', 'Issue invoice', 'Xuất hóa đơn'),
  sendInvoice: l('寄送发票', 'Send invoice', 'Gửi hóa đơn'),
  recordInvoice: l('登记收票', 'Record received invoice', 'Ghi nhận hóa đơn nhận'),
  assign: l('分配', 'Assign', 'Phân công'),
  complete: l('完成', 'Complete', 'Hoàn thành'),
  saveAs: l('另存为', 'Save as', 'Lưu thành'),
  batchExpire: l('批量失效', 'Expire', 'Hết hiệu lực'),
  batchAdjust: l('批量调价', 'Adjust prices', 'Điều chỉnh giá'),
  expiredByOverlap: l('被新价格结束', 'Ended by a newer price', 'Kết thúc bởi giá mới'),
  batchFuel: l('批量修改燃油', 'Batch fuel', 'Sửa nhiên liệu hàng loạt'),
  batchZone: l('批量修改分区', 'Batch zone', 'Sửa vùng hàng loạt'),
  batchSurcharge: l('批量修改附加费', 'Batch surcharge', 'Sửa phụ phí hàng loạt'),
  batchCustomer: l('批量修改客户', 'Batch customers', 'Sửa khách hàng hàng loạt'),
  batchRemark: l('批量修改备注', 'Batch remark', 'Sửa ghi chú hàng loạt'),
} as const satisfies Record<string, Message>;
