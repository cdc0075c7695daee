import { type Language, message } from '@freightdesk/domain';

/**
 * How many selected rows an action needs: none, exactly one, at least one, or at least `min`.
 * The messages are the spec's (platform-core §5): "please select data", "only one row can be
 * selected", "select at least {0} rows".
 */
export type SelectionRule = 'none' | 'one' | 'some' | { min: number };

/** The message refusing an action for the current selection, or null when the selection fits. */
export function selectionProblem(rule: SelectionRule, count: number, lang: Language): string | null {
  if (rule === 'none') return null;
  if (count === 0) return message(lang, 'pleaseSelectData');
  if (rule === 'one') return count > 1 ? message(lang, 'onlyOneRow') : null;
  if (rule === 'some') return null;
  return count < rule.min ? message(lang, 'selectAtLeast', [rule.min]) : null;
}
