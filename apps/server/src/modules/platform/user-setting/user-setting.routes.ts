import { USER_SETTING_API } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { currentUserSetting, saveUserSetting } from './user-setting.service.ts';

/** Per-user saved settings (`USER_SETTING_API`; the menu is type `menu`, business key ''). */
export const userSettingRoutes = [
  route({ contract: USER_SETTING_API.current, handler: (c, q) => currentUserSetting(c, q) }),
  route({ contract: USER_SETTING_API.save, handler: (c, b) => saveUserSetting(c, b) }),
];
