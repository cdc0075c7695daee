import { userSettingPayload } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { currentUserSetting, saveUserSetting, userSettingQuery } from './user-setting.service.ts';

/** Per-user saved settings (the menu is type `menu`, business key ''). */
export const userSettingRoutes = [
  route({
    method: 'GET',
    url: '/common/userSetting/current',
    input: userSettingQuery,
    handler: (c, q) => currentUserSetting(c, q),
  }),
  route({
    method: 'POST',
    url: '/common/userSetting/save',
    input: userSettingPayload,
    handler: (c, b) => saveUserSetting(c, b),
  }),
];
