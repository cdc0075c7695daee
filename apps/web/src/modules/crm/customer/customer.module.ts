import type { WebModule } from '#web/shell/module-manifest.ts';

/** The customer screen (with its own buttons and dialogs) replaces the generated list screen of `customer`. */
export const customerModule: WebModule = {
  screens: {
    customer: () => import('./CustomerPage.tsx').then((m) => ({ Component: m.CustomerPage })),
  },
};
