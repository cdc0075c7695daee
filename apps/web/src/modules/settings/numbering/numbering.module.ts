import type { WebModule } from '#web/shell/module-manifest.ts';

/** The number rule screen replaces the generated list screen of `numberRule`. */
export const numberingModule: WebModule = {
  screens: {
    numberRule: () => import('./NumberRulePage.tsx').then((m) => ({ Component: m.NumberRulePage })),
  },
};
