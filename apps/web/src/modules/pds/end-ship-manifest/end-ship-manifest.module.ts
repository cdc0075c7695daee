import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

/** The end-ship manifests of staff (menu group "pds"). */
export const endShipManifestModule: WebModule = {
  routes: [
    {
      key: 'pds/endShipManifest',
      path: '/pds/end-ship-manifest',
      area: 'staff',
      title: 'pdsManifest.menu',
      permission: Permission.pdsEndShipManifest,
      menuGroup: 'pds',
      load: () => import('./EndShipManifestPage.tsx').then((m) => ({ Component: m.EndShipManifestPage })),
    },
  ],
};
