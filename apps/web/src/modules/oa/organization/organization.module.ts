import type { WebModule } from '#web/shell/module-manifest.ts';

/** The organisation tree replaces the generated list screen of `organization`. */
export const organizationModule: WebModule = {
  screens: {
    organization: () => import('./OrganizationScreen.tsx').then((m) => ({ Component: m.OrganizationScreen })),
  },
};
