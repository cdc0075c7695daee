import type { ModuleManifest } from '#platform/module.ts';
import { seedBankStatementDemo } from './bank-statement.demo.ts';
import { bankStatementRoutes } from './bank-statement.routes.ts';
import {
  fmsBankMatchRuleTable,
  fmsBankStatement,
  fmsStatementLine,
  fmsStatementMapping,
} from './bank-statement.schema.ts';
import { DEMO_MATCH_RULES } from './match-rule.demo.ts';
import { matchRuleRules } from './match-rule.rules.ts';

/** Bank statements: imported per cash account and matched by rules ("smart category") or by hand (issue 16). */
export const bankStatementModule: ModuleManifest = {
  name: 'fms/bank-statement',
  tables: { fmsBankMatchRuleTable, fmsStatementMapping, fmsBankStatement, fmsStatementLine },
  entities: {
    bankMatchRule: { table: fmsBankMatchRuleTable, rules: matchRuleRules, demoRows: DEMO_MATCH_RULES },
  },
  routes: bankStatementRoutes,
  seeds: { demo: seedBankStatementDemo },
};
