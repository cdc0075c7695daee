import {
  AGENT_RECONCILE_PERMISSION_LABELS,
  AGENT_STATEMENT_FIELD_LABELS,
  FEE_COLUMN_LABELS,
  L,
  l,
  MATCHED_BY_ADJUSTMENT,
  PICK_UP_TASK_LABELS,
  RECONCILE_COLUMN_LABELS,
  RECONCILE_KIND_LABELS,
  WAYBILL_FIELD_LABELS,
} from '@freightdesk/domain';
import type { TextTree } from '#web/shell/i18n/texts.ts';

/** Screen texts of the agent reconciliation (list, new reconciliation with its mapping step, result). */
export const texts = {
  agentReconcile: {
    route: AGENT_RECONCILE_PERMISSION_LABELS['fms/agentReconcile'],
    make: AGENT_RECONCILE_PERMISSION_LABELS['fms/agentReconcile:make'],
    accept: AGENT_RECONCILE_PERMISSION_LABELS['fms/agentReconcile:accept'],
    export: AGENT_RECONCILE_PERMISSION_LABELS['fms/agentReconcile:export'],
    kinds: RECONCILE_KIND_LABELS,
    matchedByAdjustment: MATCHED_BY_ADJUSTMENT,
    columns: RECONCILE_COLUMN_LABELS,
    fieldsOf: AGENT_STATEMENT_FIELD_LABELS,
    fields: {
      agent: FEE_COLUMN_LABELS.agent,
      fileName: l('对账文件', 'Statement file', 'Tệp đối soát'),
      period: FEE_COLUMN_LABELS.belongTime,
      createdAt: l('对账时间', 'Reconciled at', 'Thời gian đối soát'),
      createdByName: FEE_COLUMN_LABELS.createdByName,
      numberKind: l('单号类型', 'Number type', 'Loại số đơn'),
    },
    numberKinds: {
      waybillNo: FEE_COLUMN_LABELS.waybillNo,
      trackNo: WAYBILL_FIELD_LABELS.trackNo,
    },
    all: L.all,
    next: l('下一步', 'Next', 'Tiếp theo'),
    reconcile: l('开始对账', 'Reconcile', 'Đối soát'),
    chooseFile: l(
      '选择对方账单 (xlsx / csv)',
      'Choose their statement (xlsx / csv)',
      'Chọn bảng kê của đại lý (xlsx / csv)',
    ),
    savedMapping: l(
      '已带出该代理上次保存的列映射，可修改',
      'The columns mapped last time for this agent are filled in; you may change them',
      'Đã điền ánh xạ cột đã lưu lần trước của đại lý này, có thể sửa',
    ),
    newMapping: l(
      '首次导入该代理的账单：请为每个字段选择文件中的列，保存后下次自动带出',
      'First statement of this agent: choose the file’s column for each field; it is remembered for next time',
      'Bảng kê đầu tiên của đại lý này: chọn cột trong tệp cho từng trường, lần sau sẽ tự điền',
    ),
    sample: l('文件前几行', 'First rows of the file', 'Các dòng đầu của tệp'),
    acceptConfirm: l(
      '将为运单 {{waybillNo}} 新增代理调整费 {{difference}} {{currency}}，请填写原因',
      'An agent adjustment fee of {{difference}} {{currency}} is added to waybill {{waybillNo}}; give the reason',
      'Sẽ thêm phí điều chỉnh đại lý {{difference}} {{currency}} cho vận đơn {{waybillNo}}, vui lòng nhập lý do',
    ),
    reason: PICK_UP_TASK_LABELS.reason,
    accepted: l(
      '差额已接受，已新增调整费',
      'Difference accepted; the adjustment fee is added',
      'Đã chấp nhận chênh lệch và thêm phí điều chỉnh',
    ),
  },
} satisfies TextTree;
