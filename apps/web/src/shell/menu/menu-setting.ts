import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { get, post } from '../request/http.ts';
import { MENU_SETTING, type MenuSettingContent } from './menu-model.ts';

type UserSetting = { id: string; type: string; businessKey: string; content: unknown } | null;

const menuKey = ['userSetting', MENU_SETTING.type, MENU_SETTING.businessKey] as const;

function readCodes(setting: UserSetting): string[] | null {
  const content = setting?.content as MenuSettingContent | string | undefined;
  const parsed: MenuSettingContent | undefined =
    typeof content === 'string' ? (JSON.parse(content) as MenuSettingContent) : content;
  return Array.isArray(parsed?.menuCodes) ? parsed.menuCodes : null;
}

/** The saved menu codes of the user (null when none are saved). */
export function useMenuCodes() {
  return useQuery({
    queryKey: menuKey,
    queryFn: async () =>
      readCodes(await get<UserSetting>('common/userSetting/current', MENU_SETTING, { quiet: true })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useSaveMenuCodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (menuCodes: string[]) =>
      post('common/userSetting/save', {
        ...MENU_SETTING,
        content: { menuCodes } satisfies MenuSettingContent,
      }),
    onSuccess: (_, menuCodes) => client.setQueryData(menuKey, menuCodes),
  });
}
