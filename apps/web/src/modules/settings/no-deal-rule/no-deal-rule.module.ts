import type { WebModule } from '#web/shell/module-manifest.ts';

/** The no-deal rule screen (settings centre › control) with the no-deal customers. */
export const noDealRuleModule: WebModule = {
  screens: {
    noDealRule: () => import('./NoDealRulePage.tsx').then((m) => ({ Component: m.NoDealRulePage })),
  },
};
