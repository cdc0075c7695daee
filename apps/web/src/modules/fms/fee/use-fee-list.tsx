import type { SearchResult } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { App, Button, Space } from 'antd';
import { useState } from 'react';
import { ClickLockButton } from '#web/components/click-lock/ClickLockButton.tsx';
import { confirmDialog } from '#web/components/confirm/confirm-dialog.tsx';
import { DataScopeSelect } from '#web/components/data-scope/DataScopeSelect.tsx';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import type { ListView } from '#web/components/resource/list-view.ts';
import type { SearchValues } from '#web/components/resource/resource-types.ts';
import { useListView } from '#web/components/resource/use-list-view.ts';
import { isApiError } from '#web/shell/request/api-error.ts';

/**
 * A fee list screen's state: the list view under the data scope picked and the selected row ids,
 * which a search, a reset or another scope clears. `act` asks `question`, runs a write on the
 * selection, says `done` of the rows it changed, clears the selection and reloads `reload`.
 */
export function useFeeList<Row, Answer extends SearchResult<Row>>(
  view: ListView,
  reload: readonly unknown[],
) {
  const { message } = App.useApp();
  const client = useQueryClient();
  const [selected, setSelected] = useState<string[]>([]);
  const dataScope = useDataScope(true);
  const permissionScope = dataScope.scope;
  const list = useListView<Row, Answer>(view, { permissionScope });
  const search = (values: SearchValues) => {
    list.search.onSearch(values);
    setSelected([]);
  };
  const reset = () => {
    list.update({ values: {}, page: 1 });
    setSelected([]);
  };
  const act = async (
    question: string,
    write: (ids: string[]) => Promise<{ updated: number }>,
    done: (updated: number) => string,
  ) => {
    if (!(await confirmDialog({ content: question }))) return;
    try {
      const res = await write(selected);
      void message.success(done(res.updated));
      setSelected([]);
      await client.invalidateQueries({ queryKey: reload });
    } catch (error) {
      if (!isApiError(error)) throw error;
    }
  };
  const scopeSelect = (
    <DataScopeSelect
      scopes={dataScope.scopes}
      value={permissionScope}
      onChange={(scope) => {
        dataScope.setScope(scope);
        list.firstPage();
        setSelected([]);
      }}
    />
  );
  return { list, permissionScope, selected, setSelected, search, reset, act, scopeSelect };
}

/** A button of a fee list's toolbar acting on the selection (none selected: disabled). */
export type FeeListAction = { testId: string; label: string; onClick: () => unknown };

type ToolbarProps = {
  testId: string;
  /** The export button, when the user may export. */
  exportButton: Omit<FeeListAction, 'onClick'> & { onClick: () => void };
  mayExport: boolean;
  /** The actions on the selection the user may take. */
  actions: readonly FeeListAction[];
  selectedCount: number;
};

/** The toolbar of a fee list: export, then the actions on the selected rows (click-locked). */
export function FeeListToolbar({ testId, exportButton, mayExport, actions, selectedCount }: ToolbarProps) {
  return (
    <Space wrap data-testid={testId}>
      {mayExport && (
        <Button onClick={exportButton.onClick} data-testid={exportButton.testId}>
          {exportButton.label}
        </Button>
      )}
      {actions.map((a) => (
        <ClickLockButton key={a.testId} disabled={!selectedCount} onClick={a.onClick} data-testid={a.testId}>
          {a.label}
        </ClickLockButton>
      ))}
    </Space>
  );
}
