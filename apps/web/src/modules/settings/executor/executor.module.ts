import type { WebModule } from '#web/shell/module-manifest.ts';

/** The executor screen replaces the generated list screen of `executor`. */
export const executorModule: WebModule = {
  screens: {
    executor: () => import('./ExecutorPage.tsx').then((m) => ({ Component: m.ExecutorPage })),
  },
};
