import type { EntityDef } from '@freightdesk/domain';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { ListState } from './resource-types.ts';
import { readListState, writeListState } from './url-state.ts';

/**
 * The list state of a screen, read from and written to the URL (`replace`, so the back button is
 * not flooded); `key` changes whenever the state does (selection resets on it).
 */
export function useListState(entity: EntityDef) {
  const [params, setParams] = useSearchParams();
  const key = params.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the parameters
  const state = useMemo(() => readListState(entity, params), [entity, key]);
  const update = useCallback(
    (change: Partial<ListState>) => {
      setParams(writeListState(entity, { ...state, ...change }), { replace: true });
    },
    [entity, state, setParams],
  );
  return { state, key, update };
}
