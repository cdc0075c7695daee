import { checkExecutorActions, executor, executorOutcome, message } from '@freightdesk/domain';
import { useMemo } from 'react';
import type { ResourceOverrides } from '#web/components/resource/resource-types.ts';
import { RulePage } from '#web/modules/settings/rule/index.ts';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { actionRows } from './action-rows.ts';
import { ExecutorActionsEditor } from './ExecutorActionsEditor.tsx';

/** What an executor does, in words (the list's actions column). */
function Outcome({ value }: { value: unknown }) {
  const [lang] = useLanguage();
  return <>{executorOutcome(actionRows(value), lang) || '—'}</>;
}

/** Settings centre › control › executor: the rule screen with the actions editor in its form. */
export function ExecutorPage() {
  const [lang] = useLanguage();
  const overrides = useMemo<Pick<ResourceOverrides, 'columns' | 'formControls'>>(
    () => ({
      columns: { actions: { render: (r) => <Outcome value={r.actions} /> } },
      formControls: {
        actions: {
          Control: ExecutorActionsEditor,
          defaultValue: [],
          rules: [
            {
              validator: async (_, value) => {
                const issue = checkExecutorActions(actionRows(value), lang);
                if (issue) throw new Error(message(lang, issue.key, issue.params));
              },
            },
          ],
        },
      },
    }),
    [lang],
  );
  return <RulePage entity={executor} overrides={overrides} />;
}
