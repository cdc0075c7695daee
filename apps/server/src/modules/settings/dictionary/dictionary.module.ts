import type { ModuleManifest } from '#platform/module.ts';
import { dictionaryRoutes } from './dictionary.routes.ts';
import { dictionary, dictionaryItem } from './dictionary.schema.ts';
import { seedDictionaries } from './dictionary.seed.ts';

/** Dictionaries and their items. */
export const dictionaryModule: ModuleManifest = {
  name: 'settings/dictionary',
  tables: { dictionary, dictionaryItem },
  routes: dictionaryRoutes,
  seeds: { base: seedDictionaries },
};
