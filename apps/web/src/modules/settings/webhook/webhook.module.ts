import type { WebModule } from '#web/shell/module-manifest.ts';

/** Webhooks: the generated list and form with the secret, "send test" and the delivery log (staff and portal). */
export const webhookModule: WebModule = {
  screens: {
    webhook: () => import('./WebhookPage.tsx').then((m) => ({ Component: m.WebhookPage })),
  },
};
