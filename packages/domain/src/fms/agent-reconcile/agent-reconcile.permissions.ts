import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';

/** Permission codes of the reconciliation of agents' statements (agent settlement). */
export const AGENT_RECONCILE_PERMISSION_CODES = {
  agentReconcile: 'fms/agentReconcile',
} as const;
/** `make` a reconciliation from a file, `accept` a difference as an adjustment fee, `export` the result. */
export const AGENT_RECONCILE_ACTIONS = ['make', 'accept', 'export'] as const;

/** Names of the codes in the grant tree (and the screen's title). */
export const AGENT_RECONCILE_PERMISSION_LABELS = {
  'fms/agentReconcile': l('代理对账', 'Agent reconciliation', 'Đối soát đại lý'),
  'fms/agentReconcile:make': l('新建对账', 'New reconciliation', 'Tạo đối soát'),
  'fms/agentReconcile:accept': l('接受差额', 'Accept difference', 'Chấp nhận chênh lệch'),
  'fms/agentReconcile:export': l('导出对账结果', 'Export reconciliation', 'Xuất kết quả đối soát'),
} as const satisfies Record<string, Message>;
