/** The public face of the rule language on the web: the condition editor and the screen every rule kind uses. */
export { ConditionEditor } from './ConditionEditor.tsx';
export { appendNode, newCondition, removeNode, replaceNode, setGroupMode, withOp } from './condition-edit.ts';
export { RuleDryRunDrawer, RuleDryRunPanel, RuleDryRunResult } from './RuleDryRun.tsx';
export { RulePage } from './RulePage.tsx';
