import { type EndpointOutput, USER_SETTING_API, WAYBILL_API } from '@freightdesk/domain';
import { callEndpoint } from '#web/shell/request/endpoint.ts';
import { parseFavourites } from './favourites.ts';

/** Goods descriptions for the picker (`WAYBILL_API.orderGoodsDescs`) and the user's favourites (a user setting). */
export type GoodsDescOption = EndpointOutput<typeof WAYBILL_API.orderGoodsDescs>[number];

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
    callEndpoint(WAYBILL_API.orderGoodsDescs, keyword ? { keyword } : {}, { autocomplete: true }),
  favourites: async () =>
    parseFavourites(
      (await callEndpoint(USER_SETTING_API.current, FAVOURITE_GOODS_DESC_SETTING, { quiet: true }))?.content,
    ),
  saveFavourites: (names: readonly string[]) =>
    callEndpoint(USER_SETTING_API.save, { ...FAVOURITE_GOODS_DESC_SETTING, content: names }),
};
