import { onOrderCheck, onWaybillCheck, onWaybillsPlaced } from '#modules/lms/waybill/index.ts';
import { ruleEntityRules, ruleKindRoutes } from '#modules/settings/rule/index.ts';
import type { ModuleManifest } from '#platform/module.ts';
import { interceptorKind } from './interceptor.kind.ts';
import { interceptorTable } from './interceptor.schema.ts';
import { interceptOrders, interceptWaybills, logOrderInterceptions } from './interceptor.service.ts';

onOrderCheck(interceptOrders);
onWaybillsPlaced(logOrderInterceptions);
onWaybillCheck(interceptWaybills);

/**
 * Interceptors (settings centre › control, docs/rules.md "Interceptors"): the entity with the rule
 * kinds' checks, its dry run, and the checks at order, receive and send.
 */
export const interceptorModule: ModuleManifest = {
  name: 'settings/interceptor',
  tables: { interceptorTable },
  entities: { interceptor: { table: interceptorTable, rules: ruleEntityRules() } },
  routes: ruleKindRoutes(interceptorKind),
};
