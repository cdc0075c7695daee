import {
  groupItems,
  isRuleGroup,
  OPS_BY_KIND,
  operandOf,
  type RuleCondition,
  type RuleGroup,
  type RuleIssue,
  type RuleNode,
  type RuleOp,
  type RuleValue,
  ruleField,
  rulePathKey,
} from '@freightdesk/domain';

/**
 * Pure edits of a condition tree, addressed by the same paths as the domain's issues
 * (`['all', 0, 'any', 1]`; the root group is `[]`). Every edit answers a new tree.
 */
export type NodePath = readonly (string | number)[];

function update(node: RuleNode, path: NodePath, change: (n: RuleNode) => RuleNode | null): RuleNode | null {
  if (path.length === 0) return change(node);
  if (!isRuleGroup(node)) return node;
  const { mode, items } = groupItems(node);
  const index = Number(path[1]);
  const next = items.flatMap((item, i) => {
    if (i !== index) return [item];
    const changed = update(item, path.slice(2), change);
    return changed ? [changed] : [];
  });
  return mode === 'all' ? { all: next } : { any: next };
}

const edit = (root: RuleGroup, path: NodePath, change: (n: RuleNode) => RuleNode | null): RuleGroup =>
  (update(root, path, change) as RuleGroup | null) ?? root;

export const replaceNode = (root: RuleGroup, path: NodePath, node: RuleNode) => edit(root, path, () => node);
export const removeNode = (root: RuleGroup, path: NodePath) => edit(root, path, () => null);
export function appendNode(root: RuleGroup, groupPath: NodePath, node: RuleNode): RuleGroup {
  return edit(root, groupPath, (g) => {
    if (!isRuleGroup(g)) return g;
    const { mode, items } = groupItems(g);
    return mode === 'all' ? { all: [...items, node] } : { any: [...items, node] };
  });
}
export function setGroupMode(root: RuleGroup, groupPath: NodePath, mode: 'all' | 'any'): RuleGroup {
  return edit(root, groupPath, (g) => {
    if (!isRuleGroup(g)) return g;
    const { items } = groupItems(g);
    return mode === 'all' ? { all: items } : { any: items };
  });
}

/** The empty value of an operator on a field (a boolean field starts at yes). */
export function emptyValue(field: string, op: RuleOp): RuleValue | undefined {
  const operand = operandOf(op);
  if (operand === 'none') return undefined;
  if (operand === 'list') return [];
  if (operand === 'range') return ['', ''];
  return ruleField(field)?.kind === 'boolean' ? true : '';
}

/** A new condition on a field: its kind's first operator, an empty value. */
export function newCondition(field: string): RuleCondition {
  const kind = ruleField(field)?.kind ?? 'text';
  const op = OPS_BY_KIND[kind][0]!;
  return { field, op, value: emptyValue(field, op) };
}

/** Another operator: the value stays when the operator takes the same shape of value. */
export function withOp(c: RuleCondition, op: RuleOp): RuleCondition {
  const same = operandOf(op) === operandOf(c.op);
  return { field: c.field, op, value: same ? c.value : emptyValue(c.field, op) };
}

/** The issues addressed exactly at a path (`[...condition, 'value', 1]`). */
export function issuesAt(issues: readonly RuleIssue[], path: NodePath): RuleIssue[] {
  const key = rulePathKey(path);
  return issues.filter((i) => rulePathKey(i.path) === key);
}
