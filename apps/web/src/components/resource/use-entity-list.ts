import type { EntityDef } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { entityListView } from './entity-list-view.ts';
import { localSearch } from './local-search.ts';
import { resourceKeys, type SearchBody } from './resource-api.ts';
import type { EntityRecord } from './resource-types.ts';
import { useListView } from './use-list-view.ts';

/**
 * `useListView` on an entity's derived view (or a read-only view description's), for a screen that
 * draws its own actions; `loadAll` gives a whole list searched in the browser (`localSearch`). Adds
 * `reload` and the master/detail row kept in the URL (a new search drops it).
 */
export function useEntityList(entity: EntityDef, loadAll?: () => Promise<EntityRecord[]>) {
  const client = useQueryClient();
  const view = useMemo(
    () =>
      entityListView(
        entity,
        loadAll && (async (body) => localSearch(entity, await loadAll(), body as SearchBody)),
      ),
    [entity, loadAll],
  );
  const list = useListView<EntityRecord>(view);
  const reload = useCallback(
    () => client.invalidateQueries({ queryKey: resourceKeys.all(entity.name) }),
    [client, entity.name],
  );
  // (the latest address through a ref: a table may keep a row's cell, and so an older `select`)
  const [params, setParams] = useSearchParams();
  const latest = useRef(params);
  latest.current = params;
  const selectedId = params.get(SELECTED_PARAM);
  const select = useCallback(
    (id: string | null) => {
      const next = new URLSearchParams(latest.current);
      if (id) next.set(SELECTED_PARAM, id);
      else next.delete(SELECTED_PARAM);
      setParams(next, { replace: true });
    },
    [setParams],
  );
  const selected = list.rows.find((r) => r.id === selectedId) ?? null;
  return { ...list, reload, selected, select };
}

/** The URL parameter of the row a master/detail screen shows the detail of. */
export const SELECTED_PARAM = 'selected';

export type EntityList = ReturnType<typeof useEntityList>;
