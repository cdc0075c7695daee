import { userSettingPayload } from '@freightdesk/domain';
import { z } from 'zod';
import { route } from '#platform/http/route.ts';
import { currentUserSetting, saveUserSetting, userSettingQuery } from './user-setting.service.ts';

const userSetting = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  type: z.string(),
  businessKey: z.string(),
  content: z.unknown(),
});

/** Per-user saved settings (the menu is type `menu`, business key ''). */
export const userSettingRoutes = [
  route({
    method: 'GET',
    url: '/common/userSetting/current',
    input: userSettingQuery,
    output: userSetting,
    handler: (c, q) => currentUserSetting(c, q),
  }),
  route({
    method: 'POST',
    url: '/common/userSetting/save',
    input: userSettingPayload,
    output: userSetting,
    handler: (c, b) => saveUserSetting(c, b),
  }),
];
