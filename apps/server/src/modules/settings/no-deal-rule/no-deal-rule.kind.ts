import { NO_DEAL_FIELDS, noDealRule, ruleField, ruleFieldsOf, ruleGroupSchema } from '@freightdesk/domain';
import { type RuleKind, ruleEntityRules } from '#modules/settings/rule/index.ts';
import { BizError, translate } from '#platform/http/errors.ts';
import { noDealRuleTable } from './no-deal-rule.schema.ts';

export type NoDealRuleOwn = { days: number; notify: boolean };

/** No-deal rules as a rule kind: a matched rule lists the customer (its condition is over customers). */
export const noDealRuleKind: RuleKind<NoDealRuleOwn> = {
  entity: noDealRule,
  table: noDealRuleTable,
  own: (row) => ({ days: Number(row.days ?? 0), notify: row.notify !== false }),
  outcome: (_rule, lang) => translate(lang, 'noDealRuleOutcome', []),
};

const allowed: readonly string[] = NO_DEAL_FIELDS;

/** The common rule checks, and a condition over the customer's facts only (id, level, arrears). */
export const noDealRuleRules = ruleEntityRules({
  check: (values) => {
    const parsed = ruleGroupSchema.safeParse(values.condition);
    if (!parsed.success) return undefined;
    const other = [...ruleFieldsOf(parsed.data)].find((k) => !allowed.includes(k));
    if (!other) return undefined;
    const label = ruleField(other)?.label;
    return {
      fields: ['condition'],
      error: new BizError('noDealFieldNotCustomer', [label ? { label } : other]),
    };
  },
});
