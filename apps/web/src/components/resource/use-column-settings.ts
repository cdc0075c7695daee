import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '#web/shell/request/http.ts';
import { type ColumnSettings, parseColumnSettings } from './columns.ts';

/** The user setting of a list's columns: `type: 'columns'`, `businessKey`: the entity name. */
export const COLUMN_SETTING_TYPE = 'columns';

type UserSetting = { content: unknown } | null;

const settingKey = (businessKey: string) => ['userSetting', COLUMN_SETTING_TYPE, businessKey] as const;

/** The saved column settings of a list (null when none are saved). */
export function useColumnSettings(businessKey: string) {
  return useQuery({
    queryKey: settingKey(businessKey),
    queryFn: async () =>
      parseColumnSettings(
        (
          await get<UserSetting>(
            'common/userSetting/current',
            { type: COLUMN_SETTING_TYPE, businessKey },
            { quiet: true },
          )
        )?.content,
      ),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Saves the column settings of a list. */
export function useSaveColumnSettings(businessKey: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: ColumnSettings) =>
      post('common/userSetting/save', { type: COLUMN_SETTING_TYPE, businessKey, content: settings }),
    onSuccess: (_, settings) => client.setQueryData(settingKey(businessKey), settings),
  });
}
