import { type ExecutorAction, type ExecutorActionType, executorActionSchema } from '@freightdesk/domain';

/** A new action row of a type, with the defaults the server fills in. */
export const DEFAULT_ACTIONS: Record<ExecutorActionType, ExecutorAction> = {
  fillField: { type: 'fillField', field: '', valueType: 'fixed', value: '' },
  formatPostcode: { type: 'formatPostcode' },
  completeAddress: { type: 'completeAddress' },
  notify: {
    type: 'notify',
    way: 'site',
    content: '',
    colour: 'default',
    recipients: [],
    employeeIds: [],
    robotUrl: '',
    robotChannel: 'wecom',
  },
  webhook: { type: 'webhook', url: '', headers: [] },
};

/** The action rows of a form value (stored rows; rows that do not read as actions are dropped). */
export function actionRows(value: unknown): ExecutorAction[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((v) => {
    const parsed = executorActionSchema.safeParse(v);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The rows with row `i` replaced by `patch` applied to it (a change of type starts the row over). */
export function patchRow(rows: readonly ExecutorAction[], i: number, patch: Partial<ExecutorAction>) {
  return rows.map((r, j) => {
    if (j !== i) return r;
    if (patch.type && patch.type !== r.type) return DEFAULT_ACTIONS[patch.type];
    return { ...r, ...patch } as ExecutorAction;
  });
}
