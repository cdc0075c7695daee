/** The public face of the rule language on the web: the condition editor every rule screen uses. */
export { ConditionEditor } from './ConditionEditor.tsx';
export { appendNode, newCondition, removeNode, replaceNode, setGroupMode, withOp } from './condition-edit.ts';
