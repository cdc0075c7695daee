import { setChangeHistory } from '#web/components/resource/change-history.tsx';
import { setLayoutHosts } from '#web/shell/layout/layout-hosts.tsx';
import { MODULES } from './modules.ts';

/**
 * Hands what the modules bring to the ground floor at start-up: the layout hosts and the change
 * history view (all loaded lazily). The route table follows with the area routes (area-routes.ts).
 */
export function installModules() {
  setLayoutHosts(MODULES.flatMap((m) => m.layoutHosts ?? []));
  const history = MODULES.find((m) => m.changeHistory)?.changeHistory;
  if (history) setChangeHistory(history);
}
