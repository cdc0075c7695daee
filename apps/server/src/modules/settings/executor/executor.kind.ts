import {
  EXECUTOR_TRIGGERS,
  type ExecutorAction,
  type ExecutorOwn,
  type ExecutorTrigger,
  executor,
  executorActionSchema,
  executorOutcome,
} from '@freightdesk/domain';
import type { RuleKind } from '#modules/settings/rule/index.ts';
import { executorTable } from './executor.schema.ts';

const isTrigger = (v: unknown): v is ExecutorTrigger => (EXECUTOR_TRIGGERS as readonly unknown[]).includes(v);

/** The actions of a row (stored or being edited): rows that do not parse are left out (they do nothing). */
export function actionsOf(value: unknown): ExecutorAction[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => {
    const parsed = executorActionSchema.safeParse(v);
    return parsed.success ? [parsed.data] : [];
  });
}

/** Executors as a rule kind: an executor runs with those that share one of its events. */
export const executorKind: RuleKind<ExecutorOwn> = {
  entity: executor,
  table: executorTable,
  own: (row) => ({
    triggers: [...new Set(Array.isArray(row.triggers) ? row.triggers.filter(isTrigger) : [])],
    actions: actionsOf(row.actions),
  }),
  outcome: (rule, lang) => executorOutcome(rule.own.actions, lang),
  runsWith: (rule, other) => other.own.triggers.some((t) => rule.own.triggers.includes(t)),
};
