import { get, post } from '#web/shell/request/http.ts';
import { parseFavourites } from './favourites.ts';

/** Goods descriptions for the picker and the user's favourites (a user setting). */
export type GoodsDescOption = {
  id: string;
  name: string;
  nameEn: string | null;
  categoryName: string | null;
};

/** The user setting holding the favourites: `content` is the JSON list of names, newest first. */
export const FAVOURITE_GOODS_DESC_SETTING = { type: 'goodsDescFavourites', businessKey: 'lms' } as const;

export const goodsDescKeys = {
  search: (keyword: string) => ['goodsDescPicker', 'search', keyword] as const,
  favourites: [
    'userSetting',
    FAVOURITE_GOODS_DESC_SETTING.type,
    FAVOURITE_GOODS_DESC_SETTING.businessKey,
  ] as const,
};

export const goodsDescApi = {
  search: (keyword: string) =>
    post<GoodsDescOption[]>('/lms/waybill/orderGoodsDescs', keyword ? { keyword } : {}, {
      autocomplete: true,
    }),
  favourites: async () =>
    parseFavourites(
      (
        await get<{ content: unknown } | null>('common/userSetting/current', FAVOURITE_GOODS_DESC_SETTING, {
          quiet: true,
        })
      )?.content,
    ),
  saveFavourites: (names: readonly string[]) =>
    post('common/userSetting/save', { ...FAVOURITE_GOODS_DESC_SETTING, content: names }),
};
