import { z } from 'zod';
import { defineEndpoint } from '../contract.ts';
import { userSettingPayload } from '../schemas.ts';
import { USER_SETTING_PATHS } from './user-setting.paths.ts';

export const userSettingQuery = z.object({
  type: z.string().trim().min(1).max(64),
  businessKey: z.string().max(200).default(''),
});

/** A saved setting of the signed-in user. */
export const userSettingAnswer = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  type: z.string(),
  businessKey: z.string(),
  content: z.unknown(),
});

const base = '/common/userSetting';

/** Per-user saved settings (the menu is type `menu`, business key ''). */
export const USER_SETTING_API = {
  current: defineEndpoint({
    method: 'GET',
    url: USER_SETTING_PATHS.current,
    input: userSettingQuery,
    /** null: the user saved no such setting. */
    output: userSettingAnswer.nullable(),
  }),
  save: defineEndpoint({
    method: 'POST',
    url: `${base}/save`,
    input: userSettingPayload,
    output: userSettingAnswer,
  }),
};
