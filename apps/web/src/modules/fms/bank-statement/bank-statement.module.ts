import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

/** Finance → Bank statements: the bank's lines of the cash accounts, imported and matched here. */
const statements = () => import('./BankStatementPage.tsx').then((m) => ({ Component: m.BankStatementPage }));

export const bankStatementModule: WebModule = {
  routes: [
    {
      key: 'fms/bankStatement',
      path: '/fms/bank-statement',
      area: 'staff',
      title: 'bankStatement.route.list',
      permission: Permission.bankStatement,
      menuGroup: 'fms',
      load: statements,
    },
  ],
};
