import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l, options } from '../../platform/entity/define.ts';
import { AGENT_TYPE_LABELS } from '../../settings/parties/index.ts';
import { ACCOUNT_FLOW_SOURCE_LABELS } from '../account-flow/index.light.ts';

/** Operating or non-operating (spec back-office §2 finance settings). */
export const SUBJECT_KINDS = options(
  ['operating', l('营业', 'Operating', 'Hoạt động kinh doanh')],
  ['nonOperating', l('营业外', 'Non-operating', 'Ngoài hoạt động kinh doanh')],
);
/** Whether money comes in or goes out under the subject. */
export const SUBJECT_DIRECTIONS = options(
  ['income', ACCOUNT_FLOW_SOURCE_LABELS.income],
  ['expense', ACCOUNT_FLOW_SOURCE_LABELS.expense],
);

/** Codes of the system subjects that take the company's exchange gains and losses. */
export const EXCHANGE_GAIN_SUBJECT = 'FXGAIN';
export const EXCHANGE_LOSS_SUBJECT = 'FXLOSS';
/**
 * The names of the system subjects and their category, in every language: a system subject stores
 * its code as its name (and `FINANCE` as its category), shown by these names.
 */
export const SYSTEM_SUBJECT_NAMES = {
  [EXCHANGE_GAIN_SUBJECT]: l('汇兑收益', 'Exchange gain', 'Lãi chênh lệch tỷ giá'),
  [EXCHANGE_LOSS_SUBJECT]: l('汇兑损失', 'Exchange loss', 'Lỗ chênh lệch tỷ giá'),
} as const;
export const SYSTEM_SUBJECT_CATEGORY = 'FINANCE';
const SYSTEM_CATEGORY_NAMES = {
  [SYSTEM_SUBJECT_CATEGORY]: l('财务费用', 'Finance costs', 'Chi phí tài chính'),
};

/**
 * Income and expense subjects (spec back-office §3 "Subjects"): operating and non-operating, each
 * with a first and a second category; operating ones may be limited to agents of a type. System
 * subjects (the exchange gain or loss) are seeded and read-only. docs/finance.md "Subjects".
 */
export const subject = defineEntity({
  name: 'subject',
  api: 'fms/subject',
  table: 'fms_subject',
  title: l('收支科目', 'Income and expense subjects', 'Khoản mục thu chi'),
  permission: 'fms/subject',
  actions: ['insert', 'update', 'delete', 'export'],
  labelField: 'name',
  menuGroup: 'fms',
  route: '/fms/subject',
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: field.text(L.code, {
      max: 20,
      required: true,
      unique: true,
      upper: true,
      format: 'upperCode',
      search: 'keyword',
      sortable: true,
    }),
    name: field.text(L.name, { max: 100, required: true, search: 'keyword', names: SYSTEM_SUBJECT_NAMES }),
    kind: field.enum(l('科目类型', 'Subject kind', 'Loại khoản mục'), {
      options: SUBJECT_KINDS,
      required: true,
      default: 'operating',
      search: 'eq',
      readOnlyOnEdit: true,
    }),
    direction: field.enum(l('收支方向', 'Income or expense', 'Thu hay chi'), {
      options: SUBJECT_DIRECTIONS,
      required: true,
      default: 'expense',
      search: 'eq',
      readOnlyOnEdit: true,
    }),
    firstCategory: field.text(l('一级分类', 'First category', 'Nhóm cấp 1'), {
      max: 50,
      required: true,
      search: 'keyword',
      names: SYSTEM_CATEGORY_NAMES,
    }),
    secondCategory: field.text(l('二级分类', 'Second category', 'Nhóm cấp 2'), { max: 50 }),
    limitedAgentTypes: field.enum(l('限定代理类型', 'Limited to agent types', 'Chỉ cho loại đại lý'), {
      multiple: true,
      options: Object.entries(AGENT_TYPE_LABELS).map(([value, label]) => ({ value, label })),
      help: l(
        '仅营业科目；为空表示不限',
        'Operating subjects only; empty means any agent',
        'Chỉ khoản mục kinh doanh; để trống là mọi đại lý',
      ),
    }),
    isSystem: field.bool(l('系统科目', 'System subject', 'Khoản mục hệ thống'), {
      form: false,
      search: 'eq',
    }),
    enabled: field.bool(L.enabled, { default: true, search: 'eq' }),
    remark: field.text(L.remark, { max: 200, span: 2 }),
  },
});
