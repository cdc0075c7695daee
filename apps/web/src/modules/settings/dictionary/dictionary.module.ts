import { Permission } from '@freightdesk/domain';
import type { WebModule } from '#web/shell/module-manifest.ts';

const dictionaries = () => import('./DictionaryPage.tsx').then((m) => ({ Component: m.DictionaryPage }));

/** The dictionaries (staff, settings centre › basic). */
export const dictionaryModule: WebModule = {
  routes: [
    {
      key: 'setting/basic/dictionary',
      path: '/setting/basic/dictionary',
      area: 'staff',
      title: 'route.settingDictionary',
      permission: Permission.dictionary,
      menuGroup: 'settings.basic',
      load: dictionaries,
    },
  ],
};
