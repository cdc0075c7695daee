import { L } from '../../platform/entity/common-labels.ts';
import { field, l, settingsEntity } from '../../platform/entity/define.ts';
import type { EntityAction, FieldDef } from '../../platform/entity/types.ts';

/** Labels of what every rule kind has. */
export const RULE_LABELS = {
  priority: l('优先级', 'Priority', 'Độ ưu tiên'),
  continueAfterMatch: l('命中后继续', 'Continue after match', 'Tiếp tục sau khi khớp'),
  validFrom: l('生效时间', 'Valid from', 'Hiệu lực từ'),
  validTo: l('失效时间', 'Valid to', 'Hiệu lực đến'),
  condition: l('条件', 'Conditions', 'Điều kiện'),
} as const;

export const RULE_ACTIONS: readonly EntityAction[] = [
  'insert',
  'update',
  'delete',
  'enable',
  'copy',
  'export',
];

/** Lowest and highest priority; 1 runs first. */
export const RULE_PRIORITY_MIN = 1;
export const RULE_PRIORITY_MAX = 9999;

/**
 * The description of a rule kind of the settings centre's control group (`basic/<name>`, permission
 * `setting/control/<name>`, route `/setting/control/<path>`): listed in run order (priority ascending).
 */
export function ruleEntity(name: string, path: string) {
  return {
    ...settingsEntity(name, path, 'control'),
    actions: RULE_ACTIONS,
    labelField: 'name',
    sysCodes: ['LMS'] as const,
    defaultSort: { field: 'priority', order: 'asc' } as const,
  };
}

/**
 * The fields every rule kind has (DESIGN §11): name, priority, continue after match, validity and the
 * condition (a rule group of the condition language, edited with the condition editor). A kind adds
 * its own fields (what a matched rule does) between `name` and `condition`.
 */
export function ruleFields<K extends Record<string, FieldDef>>(own: K) {
  return {
    name: field.text(L.name, { max: 50, required: true, unique: true, search: 'keyword' }),
    priority: field.int(RULE_LABELS.priority, {
      required: true,
      min: RULE_PRIORITY_MIN,
      max: RULE_PRIORITY_MAX,
      default: 100,
      sortable: true,
    }),
    ...own,
    continueAfterMatch: field.bool(RULE_LABELS.continueAfterMatch, { default: false, list: false }),
    validFrom: field.datetime(RULE_LABELS.validFrom, { list: false }),
    validTo: field.datetime(RULE_LABELS.validTo, { list: false }),
    condition: field.json(RULE_LABELS.condition, { required: true, span: 3 }),
    remark: field.textarea(L.remark, { max: 200, span: 3, list: false }),
  };
}
