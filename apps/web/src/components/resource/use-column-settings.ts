import { USER_SETTING_API } from '@freightdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { type ColumnSettings, parseColumnSettings } from './columns.ts';

/** The user setting of a list's columns: `type: 'columns'`, `businessKey`: the entity name. */
export const COLUMN_SETTING_TYPE = 'columns';

const settingKey = (businessKey: string) => ['userSetting', COLUMN_SETTING_TYPE, businessKey] as const;

/** The saved column settings of a list (null when none are saved). */
export function useColumnSettings(businessKey: string) {
  return useQuery({
    queryKey: settingKey(businessKey),
    queryFn: async () =>
      parseColumnSettings(
        (
          await callEndpoint(
            USER_SETTING_API.current,
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
      callEndpoint(USER_SETTING_API.save, { type: COLUMN_SETTING_TYPE, businessKey, content: settings }),
    onSuccess: (_, settings) => client.setQueryData(settingKey(businessKey), settings),
  });
}
