import { ENTITIES, LOOKUP_ENTITIES } from '@freightdesk/domain';
import { customersByCode, existingCustomers } from '#modules/crm/customer/customer.service.ts';
import { claimFiles } from '#modules/platform/file/file.service.ts';
import { writeBusinessLog } from '#modules/settings/business-log/business-log.service.ts';
import { itemsOfDictionaries } from '#modules/settings/dictionary/dictionary.service.ts';
import { createEntityRegistry, loadEntitySubConfigs } from '#platform/entity/entity-runtime.ts';
import type { EntityServices } from '#platform/entity/entity-services.ts';
import type { ModuleEntity } from '#platform/module.ts';
import { MODULES } from './modules.ts';

/** What the entity machinery uses from modules. */
export const entityServices: EntityServices = {
  existingCustomers,
  customersByCode,
  dictionaryItems: itemsOfDictionaries,
  writeLog: writeBusinessLog,
  claimFiles,
};

/** The served entities of every manifest, by entity name. */
function servedEntities(): Map<string, ModuleEntity> {
  const known = new Set([...ENTITIES, ...LOOKUP_ENTITIES].map((def) => def.name));
  const out = new Map<string, ModuleEntity>();
  for (const m of MODULES) {
    for (const [name, entity] of Object.entries(m.entities ?? {})) {
      if (!known.has(name))
        throw new Error(`module ${m.name}: entity ${name} is not described in the domain`);
      if (out.has(name)) throw new Error(`module ${m.name}: entity ${name} is served twice`);
      out.set(name, entity);
    }
  }
  return out;
}

const served = servedEntities();

await loadEntitySubConfigs([...ENTITIES, ...LOOKUP_ENTITIES]);

/** Every entity of the domain's registry with its table and rules (fails at start when a table is missing). */
export const entityRegistry = createEntityRegistry(
  [
    ...ENTITIES.map((def) => ({
      def,
      table: served.get(def.name)?.table,
      rules: served.get(def.name)?.rules,
    })),
    ...LOOKUP_ENTITIES.map((def) => ({ def, table: served.get(def.name)?.table, lookupOnly: true })),
  ],
  entityServices,
);
