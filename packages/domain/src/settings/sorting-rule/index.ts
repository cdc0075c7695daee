/** Sorting rules and the sort scan (back-office §2 control, §3 "Sorting rule types"). */
export * from './sorting-rule.contracts.ts';
export * from './sorting-rule.entity.ts';
export * from './sorting-rule.messages.ts';
