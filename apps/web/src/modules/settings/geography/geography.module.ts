import type { WebModule } from '#web/shell/module-manifest.ts';

/** The country screen (with the country's details) replaces the generated list screen of `country`. */
export const geographyModule: WebModule = {
  screens: {
    country: () => import('./CountryPage.tsx').then((m) => ({ Component: m.CountryPage })),
  },
};
