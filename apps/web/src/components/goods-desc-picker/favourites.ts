import { addFavouriteGoodsDesc, FAVOURITE_GOODS_DESC_MAX, GOODS_DESC_NAME_MAX } from '@freightdesk/domain';

/**
 * Favourite goods descriptions (spec §2, §9): a user setting whose content is a JSON list of names,
 * newest first, no repeats, at most 20 tags shown.
 */

/** The saved content as a list (a JSON string, a list, or anything else → empty), at most 20 names. */
export function parseFavourites(content: unknown): string[] {
  let value = content;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      return [];
    }
  }
  if (!Array.isArray(value)) return [];
  const names = value
    .filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    .map((v) => v.trim());
  return [...new Set(names)].slice(0, FAVOURITE_GOODS_DESC_MAX);
}

/** Adds names to the favourites (each goes first; the oldest fall off past 20). */
export function addFavourites(favourites: readonly string[], names: readonly string[]): string[] {
  return [...names]
    .reverse()
    .reduce<string[]>((list, name) => addFavouriteGoodsDesc(list, name), [...favourites]);
}

export function removeFavourite(favourites: readonly string[], name: string): string[] {
  return favourites.filter((f) => f !== name);
}

/** Adds a name to the chosen ones unless present, too long or the list is full; answers the new list. */
export function chooseGoodsDesc(chosen: readonly string[], name: string): string[] {
  const n = name.trim();
  if (
    !n ||
    [...n].length > GOODS_DESC_NAME_MAX ||
    chosen.includes(n) ||
    chosen.length >= FAVOURITE_GOODS_DESC_MAX
  )
    return [...chosen];
  return [...chosen, n];
}
