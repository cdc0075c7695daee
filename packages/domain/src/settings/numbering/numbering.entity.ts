import { L } from '../../platform/entity/common-labels.ts';
import { defineEntity, field, l, options } from '../../platform/entity/define.ts';

const ACTIONS = ['insert', 'update', 'delete', 'enable', 'export', 'import'] as const;

/** Date part of a smart number. */
export const NUMBER_DATE_PATTERNS = ['none', 'yyMMdd', 'yyyyMMdd', 'yyMM'] as const;
export type NumberDatePattern = (typeof NUMBER_DATE_PATTERNS)[number];
/** When the sequence of a number rule starts again from 1. */
export const NUMBER_RESET_PERIODS = ['none', 'day', 'month', 'year'] as const;
export type NumberResetPeriod = (typeof NUMBER_RESET_PERIODS)[number];

/**
 * Smart numbering rule (settings centre → control → smart numbering): a number is
 * prefix + date (pattern) + sequence padded to its length, e.g. `FD240115000123`.
 * `nextNo` consumes a number; `preview` shows the next one without consuming it.
 */
export const numberRule = defineEntity({
  name: 'numberRule',
  api: 'common/numberRule',
  table: 'number_rule',
  title: l('智能编号', 'Smart numbering', 'Đánh số thông minh'),
  permission: 'setting/control/numberRule',
  actions: ACTIONS,
  labelField: 'name',
  menuGroup: 'settings.control',
  route: '/setting/control/number-rule',
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: field.text(L.code, {
      max: 50,
      required: true,
      unique: true,
      pattern: '[A-Za-z][A-Za-z0-9_]*',
      search: 'keyword',
      readOnlyOnEdit: true,
    }),
    name: field.text(L.name, { max: 50, required: true, search: 'keyword' }),
    prefix: field.text(l('前缀', 'Prefix', 'Tiền tố'), { max: 20, pattern: '[A-Za-z0-9_-]*' }),
    datePattern: field.enum(l('日期格式', 'Date pattern', 'Định dạng ngày'), {
      required: true,
      default: 'none',
      search: 'eq',
      options: options(
        ['none', l('无', 'None', 'Không')],
        ['yyMMdd', l('yyMMdd', 'yyMMdd', 'yyMMdd')],
        ['yyyyMMdd', l('yyyyMMdd', 'yyyyMMdd', 'yyyyMMdd')],
        ['yyMM', l('yyMM', 'yyMM', 'yyMM')],
      ),
    }),
    sequenceLength: field.int(l('流水号长度', 'Sequence length', 'Độ dài số thứ tự'), {
      required: true,
      min: 1,
      max: 12,
      default: 6,
    }),
    resetPeriod: field.enum(l('重置周期', 'Reset period', 'Chu kỳ đặt lại'), {
      required: true,
      default: 'none',
      search: 'eq',
      options: options(
        ['none', l('不重置', 'Never', 'Không đặt lại')],
        ['day', l('每天', 'Daily', 'Hằng ngày')],
        ['month', l('每月', 'Monthly', 'Hằng tháng')],
        ['year', l('每年', 'Yearly', 'Hằng năm')],
      ),
    }),
    currentSequence: field.int(l('当前流水号', 'Current sequence', 'Số thứ tự hiện tại'), {
      min: 0,
      default: 0,
      help: l(
        '下一个编号使用当前流水号+1',
        'The next number uses the current sequence + 1',
        'Số tiếp theo dùng số thứ tự hiện tại + 1',
      ),
    }),
    /** The period (yyyyMMdd, yyyyMM or yyyy) of the last number issued; kept by nextNo. */
    periodKey: field.text(l('当前周期', 'Current period', 'Chu kỳ hiện tại'), {
      max: 8,
      form: false,
      list: false,
    }),
    remark: field.text(L.remark, { max: 200 }),
  },
});

/**
 * Number segment (settings centre → control → number segment): a range of numbers handed out one
 * by one (e.g. tracking numbers bought from a carrier); an exhausted segment refuses with a message.
 */
export const numberSegment = defineEntity({
  name: 'numberSegment',
  api: 'common/numberSegment',
  table: 'number_segment',
  title: l('号段', 'Number segment', 'Dải số'),
  permission: 'setting/control/numberSegment',
  actions: ACTIONS,
  labelField: 'name',
  menuGroup: 'settings.control',
  route: '/setting/control/number-segment',
  defaultSort: { field: 'code', order: 'asc' },
  fields: {
    code: field.text(L.code, {
      max: 50,
      required: true,
      unique: true,
      pattern: '[A-Za-z][A-Za-z0-9_]*',
      search: 'keyword',
      readOnlyOnEdit: true,
    }),
    name: field.text(L.name, { max: 50, required: true, search: 'keyword' }),
    prefix: field.text(l('前缀', 'Prefix', 'Tiền tố'), { max: 20, pattern: '[A-Za-z0-9_-]*' }),
    startNo: field.decimal(l('起始号', 'Start number', 'Số bắt đầu'), {
      scale: 0,
      min: '0',
      max: '999999999999999999',
      required: true,
    }),
    endNo: field.decimal(l('结束号', 'End number', 'Số kết thúc'), {
      scale: 0,
      min: '0',
      max: '999999999999999999',
      required: true,
    }),
    currentNo: field.decimal(l('当前号', 'Current number', 'Số hiện tại'), {
      scale: 0,
      min: '0',
      max: '999999999999999999',
      help: l(
        '为空时从起始号开始',
        'When empty, numbering starts at the start number',
        'Khi trống, bắt đầu từ số bắt đầu',
      ),
    }),
    remark: field.text(L.remark, { max: 200 }),
  },
});
