import type { EntityDef } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { localSearch } from './local-search.ts';
import { entityApi, resourceKeys, type SearchBody } from './resource-api.ts';
import type { EntityRecord } from './resource-types.ts';
import { useListState } from './use-list-state.ts';
import { useListData } from './use-resource-data.ts';

/**
 * A paged list of an entity (or of a read-only view description) for a screen that draws its own
 * actions: the state in the URL (`useListState`), the page from `{api}/search` (or from `loadAll`,
 * a whole list searched in the browser with `localSearch`), and `reload`.
 */
export function useEntityList(entity: EntityDef, loadAll?: () => Promise<EntityRecord[]>) {
  const [lang] = useLanguage();
  const client = useQueryClient();
  const api = useMemo(() => {
    const remote = entityApi(entity, lang);
    if (!loadAll) return remote;
    return { ...remote, search: async (body: SearchBody) => localSearch(entity, await loadAll(), body) };
  }, [entity, lang, loadAll]);
  const list = useListState(entity);
  const data = useListData(entity, api, list.state, false);
  const reload = useCallback(
    () => client.invalidateQueries({ queryKey: resourceKeys.all(entity.name) }),
    [client, entity.name],
  );
  // master/detail: the row whose detail is shown, also in the URL (a new search drops it)
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
  const selected = data.records.find((r) => r.id === selectedId) ?? null;
  return { ...list, data, reload, selected, select };
}

/** The URL parameter of the row a master/detail screen shows the detail of. */
export const SELECTED_PARAM = 'selected';

export type EntityList = ReturnType<typeof useEntityList>;
