import type { EntityDef, SubConfig, SubConfigLoader } from './types.ts';

/** The sub-configs of an entity's JSON fields, by field key. */
export type SubConfigs = Readonly<Record<string, SubConfig>>;

const loaded = new WeakMap<SubConfigLoader, SubConfig>();
const byFields = new WeakMap<EntityDef['fields'], SubConfigs>();

/** The loaders of an entity's sub-configs, by field key. */
function loaders(fields: EntityDef['fields']): [string, SubConfigLoader][] {
  return Object.entries(fields).flatMap(([key, f]) => (f.type === 'json' && f.sub ? [[key, f.sub]] : []));
}

/** The sub-configs of an entity once loaded (the same object every time), else undefined. */
export function loadedSubConfigs(fields: EntityDef['fields']): SubConfigs | undefined {
  const known = byFields.get(fields);
  if (known) return known;
  const entries = loaders(fields);
  if (entries.some(([, load]) => !loaded.has(load))) return undefined;
  const out: SubConfigs = Object.fromEntries(entries.map(([key, load]) => [key, loaded.get(load)!]));
  byFields.set(fields, out);
  return out;
}

/** Loads the sub-configs of an entity's JSON fields (each loader runs once). */
export async function loadSubConfigs(fields: EntityDef['fields']): Promise<SubConfigs> {
  await Promise.all(
    loaders(fields).map(async ([, load]) => {
      if (!loaded.has(load)) loaded.set(load, await load());
    }),
  );
  return loadedSubConfigs(fields)!;
}
