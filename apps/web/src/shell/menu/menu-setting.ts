import { USER_SETTING_PATHS } from '@freightdesk/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../request/endpoint.ts';
import { get } from '../request/http.ts';
import { platformContracts } from '../request/lazy-contracts.ts';
import { FAVOURITES_SETTING, MENU_SETTING, type MenuSettingContent } from './menu-model.ts';

type UserSetting = { id: string; type: string; businessKey: string; content: unknown } | null;
type SettingId = { type: string; businessKey: string };

function readCodes(setting: UserSetting): string[] | null {
  const content = setting?.content as MenuSettingContent | string | undefined;
  const parsed: MenuSettingContent | undefined =
    typeof content === 'string' ? (JSON.parse(content) as MenuSettingContent) : content;
  return Array.isArray(parsed?.menuCodes) ? parsed.menuCodes : null;
}

const keyOf = (id: SettingId) => ['userSetting', id.type, id.businessKey] as const;

/** A saved list of menu codes of the user (null when none is saved). */
function useCodesSetting(id: SettingId) {
  return useQuery({
    queryKey: keyOf(id),
    queryFn: async () => readCodes(await get<UserSetting>(USER_SETTING_PATHS.current, id, { quiet: true })),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

function useSaveCodesSetting(id: SettingId) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (menuCodes: string[]) =>
      callEndpoint((await platformContracts()).USER_SETTING_API.save, {
        ...id,
        content: { menuCodes } satisfies MenuSettingContent,
      }),
    onSuccess: (_, menuCodes) => client.setQueryData(keyOf(id), menuCodes),
  });
}

/** The saved menu codes of the user (null when none are saved). */
export const useMenuCodes = () => useCodesSetting(MENU_SETTING);
export const useSaveMenuCodes = () => useSaveCodesSetting(MENU_SETTING);

/** The screens the user pinned to the favourites group, in pin order (null when never saved). */
export const useFavourites = () => useCodesSetting(FAVOURITES_SETTING);
export const useSaveFavourites = () => useSaveCodesSetting(FAVOURITES_SETTING);
