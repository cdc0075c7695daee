import type { EntityDef } from '@freightdesk/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useLanguage } from '#web/shell/i18n/use-language.ts';
import { entityApi, resourceKeys } from './resource-api.ts';
import { useListState } from './use-list-state.ts';
import { useListData } from './use-resource-data.ts';

/**
 * A paged list of an entity (or of a read-only view description) for a screen that draws its own
 * actions: the state in the URL (`useListState`), the page from `{api}/search`, and `reload`.
 */
export function useEntityList(entity: EntityDef) {
  const [lang] = useLanguage();
  const client = useQueryClient();
  const api = useMemo(() => entityApi(entity, lang), [entity, lang]);
  const list = useListState(entity);
  const data = useListData(entity, api, list.state, false);
  const reload = useCallback(
    () => client.invalidateQueries({ queryKey: resourceKeys.all(entity.name) }),
    [client, entity.name],
  );
  return { ...list, data, reload };
}

export type EntityList = ReturnType<typeof useEntityList>;
