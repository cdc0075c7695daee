import { type EntityDef, loadedSubConfigs, loadSubConfigs, type SubConfigs } from '@freightdesk/domain';
import { useEffect, useState } from 'react';

/**
 * The sub-configs of an entity's JSON fields (by field key), undefined while they load: their
 * schemas come in chunks of their own, so the first screen does not load zod.
 */
export function useSubConfigs(fields: EntityDef['fields']): SubConfigs | undefined {
  const [, setLoads] = useState(0);
  const subs = loadedSubConfigs(fields);
  useEffect(() => {
    if (subs) return;
    let live = true;
    void loadSubConfigs(fields).then(() => {
      if (live) setLoads((n) => n + 1);
    });
    return () => {
      live = false;
    };
  }, [fields, subs]);
  return subs;
}
