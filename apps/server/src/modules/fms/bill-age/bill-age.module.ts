import type { ModuleManifest } from '#platform/module.ts';
import { billAgeRoutes } from './bill-age.routes.ts';

/** Receivable ageing (docs/finance.md "Ageing and reminders"). */
export const billAgeModule: ModuleManifest = { name: 'fms/bill-age', routes: billAgeRoutes };
