import type { WebModule } from '#web/shell/module-manifest.ts';

/** The interceptor screen replaces the generated list screen of `interceptor`. */
export const interceptorModule: WebModule = {
  screens: {
    interceptor: () => import('./InterceptorPage.tsx').then((m) => ({ Component: m.InterceptorPage })),
  },
};
