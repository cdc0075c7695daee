import type { WebModule } from '#web/shell/module-manifest.ts';

/** The employee screen (with its own dialogs) replaces the generated list screen of `employee`. */
export const employeeModule: WebModule = {
  screens: {
    employee: () => import('./EmployeeScreen.tsx').then((m) => ({ Component: m.EmployeeScreen })),
  },
};
