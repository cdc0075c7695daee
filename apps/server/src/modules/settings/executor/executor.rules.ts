import {
  checkExecutorActions,
  EXECUTOR_TRIGGER_LABELS,
  type ExecutorTrigger,
  executorActionsSchema,
  type MessageKey,
} from '@freightdesk/domain';
import { ruleEntityRules } from '#modules/settings/rule/index.ts';
import { BizError } from '#platform/http/errors.ts';

const refuse = (field: string, key: MessageKey, params: (string | number)[] = []) => ({
  fields: [field],
  error: new BizError(key, params),
});

/**
 * An executor's rows (back-office §5): at least one event, none twice; the actions parse and each row
 * has what its type needs, named by row number. The actions are stored with their defaults filled in.
 */
export const executorRules = ruleEntityRules({
  normalize: (values) => {
    if (!('actions' in values)) return values;
    const parsed = executorActionsSchema.safeParse(values.actions);
    return parsed.success ? { ...values, actions: parsed.data } : values;
  },
  check: (values, rc) => {
    const triggers = Array.isArray(values.triggers) ? (values.triggers as ExecutorTrigger[]) : [];
    if (!triggers.length) return refuse('triggers', 'executorTriggersEmpty');
    const twice = triggers.find((t, i) => triggers.indexOf(t) !== i);
    if (twice)
      return refuse('triggers', 'executorTriggerDuplicated', [
        EXECUTOR_TRIGGER_LABELS[twice]?.[rc.ctx.lang] ?? twice,
      ]);
    const parsed = executorActionsSchema.safeParse(values.actions);
    if (!parsed.success) return refuse('actions', 'invalidValue');
    const issue = checkExecutorActions(parsed.data, rc.ctx.lang);
    return issue && refuse('actions', issue.key, issue.params);
  },
});
