import type { WebModule } from '#web/shell/module-manifest.ts';

const openApi = () => import('./OpenApiPage.tsx').then((m) => ({ Component: m.OpenApiPage }));

/**
 * The API documentation (spec platform-core §2 `open-api`): the server's OpenAPI document, readable.
 * Customers see it once an API key was made for their customer; staff who hand out the keys see it too.
 */
export const openApiModule: WebModule = {
  routes: [
    {
      key: 'open-api',
      path: '/open-api',
      area: 'staff',
      title: 'openApi.title',
      permission: 'crm/customer:generateApiKey',
      menuGroup: 'tools',
      load: openApi,
    },
    {
      key: 'open-api',
      path: '/client/open-api',
      area: 'customer',
      title: 'openApi.title',
      customerApiKey: true,
      menuGroup: 'tools',
      load: openApi,
    },
  ],
};
