import type { WebModule } from '#web/shell/module-manifest.ts';

const openApi = () => import('./OpenApiPage.tsx').then((m) => ({ Component: m.OpenApiPage }));

/** The API documentation (spec platform-core §2 `open-api`): the server's OpenAPI document, readable. */
export const openApiModule: WebModule = {
  routes: [
    {
      key: 'open-api',
      path: '/open-api',
      area: 'staff',
      title: 'openApi.title',
      menuGroup: 'tools',
      load: openApi,
    },
    {
      key: 'open-api',
      path: '/client/open-api',
      area: 'customer',
      title: 'openApi.title',
      menuGroup: 'tools',
      load: openApi,
    },
  ],
};
