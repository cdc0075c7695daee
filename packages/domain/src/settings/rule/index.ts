/** The rule language of the settings centre (DESIGN §11): conditions, field catalogue, evaluator, run order. */

export * from './rule.contracts.ts';
export * from './rule.messages.ts';
export * from './rule-condition.ts';
export * from './rule-entity.ts';
export * from './rule-evaluate.ts';
export * from './rule-fields.ts';
