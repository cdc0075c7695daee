import { hasPermission } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataScope } from '#web/components/data-scope/use-data-scope.ts';
import { useSession } from '#web/shell/session/session-store.ts';
import type { ListView } from './list-view.ts';
import { useListView } from './use-list-view.ts';

/**
 * A scoped list whose rows are acted on in batch: the list view under the data scope picked, the
 * selected row ids, and `run`, which does a write with the buttons busy, then clears the selection and
 * reloads every page of the view. `can` asks the signed-in user's permissions.
 */
export function useBatchList<Row>(view: ListView) {
  const { permissions } = useSession();
  const queryClient = useQueryClient();
  const dataScope = useDataScope(true);
  const list = useListView<Row>(view, { permissionScope: dataScope.scope });
  const [selected, setSelected] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      setSelected([]);
      await queryClient.invalidateQueries({ queryKey: view.queryKey });
    } finally {
      setBusy(false);
    }
  };
  return {
    can: (code: string) => hasPermission(permissions, code),
    dataScope,
    list,
    selected,
    busy,
    run,
    rowSelection: {
      selectedRowKeys: selected,
      onChange: (keys: React.Key[]) => setSelected(keys as string[]),
    },
  };
}
