import type { WebModule } from '#web/shell/module-manifest.ts';

const personal = () => import('./PersonalSetting.tsx').then((m) => ({ Component: m.PersonalSetting }));

/** The personal centre of each area. */
export const personalModule: WebModule = {
  routes: [
    {
      key: 'personal/setting',
      path: '/personal/setting',
      area: 'staff',
      title: 'route.personalSetting',
      load: personal,
    },
    {
      key: 'personal/setting',
      path: '/client/personal/setting',
      area: 'customer',
      title: 'route.personalSetting',
      load: personal,
    },
  ],
};
