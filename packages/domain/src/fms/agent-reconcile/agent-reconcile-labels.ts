import { l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import { FEE_COLUMN_LABELS } from '../fee/index.light.ts';

/**
 * The kinds of a reconciliation line: both sides equal to the cent, a different amount, only on the
 * agent's statement, only in our fees; a refused statement line (no number, bad amount, another
 * currency than our fees of its waybill) is kept with its reason and reconciles nothing.
 */
export const RECONCILE_KINDS = ['matched', 'different', 'onlyTheirs', 'onlyOurs', 'refused'] as const;
export type ReconcileKind = (typeof RECONCILE_KINDS)[number];

export const RECONCILE_KIND_LABELS: Record<ReconcileKind, Message> = {
  matched: l('一致', 'Matched', 'Khớp'),
  different: l('金额不同', 'Different amount', 'Khác số tiền'),
  onlyTheirs: l('仅对方有', 'Only theirs', 'Chỉ bên đại lý'),
  onlyOurs: l('仅我方有', 'Only ours', 'Chỉ bên ta'),
  refused: l('未对账', 'Not reconciled', 'Không đối soát'),
};
/** A different line whose difference was accepted as an adjustment fee shows as this. */
export const MATCHED_BY_ADJUSTMENT = l('调整后一致', 'Matched by adjustment', 'Khớp sau điều chỉnh');

/** The fields of a statement a user maps a file's columns to (number, amount and currency required). */
export const AGENT_STATEMENT_FIELDS = ['number', 'amount', 'currency', 'feeName', 'date'] as const;
export type AgentStatementField = (typeof AGENT_STATEMENT_FIELDS)[number];
export const REQUIRED_AGENT_STATEMENT_FIELDS: readonly AgentStatementField[] = [
  'number',
  'amount',
  'currency',
];

/** What the statement's number column holds: our waybill number or the track number. */
export const AGENT_STATEMENT_NUMBER_KINDS = ['waybillNo', 'trackNo'] as const;
export type AgentStatementNumberKind = (typeof AGENT_STATEMENT_NUMBER_KINDS)[number];

export const AGENT_STATEMENT_FIELD_LABELS: Record<AgentStatementField, Message> = {
  number: l('单号列', 'Number column', 'Cột số đơn'),
  amount: l('金额列', 'Amount column', 'Cột số tiền'),
  currency: l('币种列', 'Currency column', 'Cột loại tiền'),
  feeName: l('费用名称列', 'Fee name column', 'Cột tên phí'),
  date: l('日期列', 'Date column', 'Cột ngày'),
};

/** The fee subject code of the adjustment fees an accepted difference creates. */
export const AGENT_ADJUSTMENT_SUBJECT = 'agentAdjustment';

/** Columns of a reconciliation's lines (screen and export). */
export const RECONCILE_COLUMN_LABELS = {
  kind: l('对账结果', 'Result', 'Kết quả đối soát'),
  number: l('对方单号', 'Their number', 'Số đơn bên đại lý'),
  waybillNo: FEE_COLUMN_LABELS.waybillNo,
  currency: FEE_COLUMN_LABELS.currency,
  ours: l('我方金额', 'Our amount', 'Số tiền bên ta'),
  theirs: l('对方金额', 'Their amount', 'Số tiền bên đại lý'),
  difference: l('差额（对方−我方）', 'Difference (theirs − ours)', 'Chênh lệch (đại lý − bên ta)'),
  rows: l('文件行号', 'File rows', 'Dòng trong tệp'),
  note: l('说明', 'Note', 'Diễn giải'),
} as const satisfies Record<string, Message>;
