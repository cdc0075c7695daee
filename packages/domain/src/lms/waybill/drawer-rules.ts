import { BADGE_CAP, FAVOURITE_GOODS_DESC_MAX, GLOBAL_SEARCH_MAX_NUMBERS } from '../../platform/constants.ts';
import { splitList } from '../../platform/entity/split-list.ts';
import { ruleFail as fail, type RuleFailure } from './rule-result.ts';
import type { WaybillStatus } from './waybill-enums.ts';

/** Rules of the freight waybill drawer and the header search (spec platform-core §2, §8; DESIGN.md §5). */

export type DrawerHeader =
  | { kind: 'signed'; deliverTime: string }
  | { kind: 'status'; status: WaybillStatus; from: string | null; to: string | null };

/** Header: "successfully signed" with the deliver time once delivered, else the status and the estimated window. */
export function drawerHeader(info: {
  status: WaybillStatus;
  deliverTime?: string | null;
  estimatedDeliveryTimeFrom?: string | null;
  estimatedDeliveryTimeTo?: string | null;
}): DrawerHeader {
  if (info.status === 'delivered' && info.deliverTime)
    return { kind: 'signed', deliverTime: info.deliverTime };
  return {
    kind: 'status',
    status: info.status,
    from: info.estimatedDeliveryTimeFrom ?? null,
    to: info.estimatedDeliveryTimeTo ?? null,
  };
}

/** The work-order tab badge: nothing for 0, the count, or "99+" above 99. */
export function badgeText(count: number | null | undefined): string {
  if (!count || count <= 0) return '';
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

/** Opening the drawer without an id: "the request parameter has no id". */
export function checkDrawerId(id: string | null | undefined): RuleFailure | undefined {
  return id && id.trim() !== '' ? undefined : fail('lmsRequestNoId');
}

/** Fee status (DESIGN.md §5): 0 estimated, 10 confirmed, 20 billed, 30 written off. */
export const FeeStatus = { estimated: 0, confirmed: 10, billed: 20, writtenOff: 30 } as const;

/** A customer sees a fee row once billed or checked, or always with `finance.showFeesBeforeBilled`. */
export function isFeeVisibleToCustomer(
  fee: { status: number; isCheck?: boolean | null },
  showFeesBeforeBilled: boolean,
): boolean {
  return showFeesBeforeBilled || fee.status >= FeeStatus.billed || Boolean(fee.isCheck);
}

/** Pasted waybill, customer or track numbers (spaces, new lines, commas, semicolons), without repeats. */
export function splitNumbers(text: string): string[] {
  return [...new Set(splitList(text.replace(/\s+/g, '\n')))];
}

/** Header search: the waybill numbers of pasted text, at most 200. */
export function parseWaybillNos(text: string): { ok: true; nos: string[] } | ({ ok: false } & RuleFailure) {
  const nos = splitNumbers(text);
  if (nos.length === 0) return { ok: false, ...fail('pleaseEnterKeyword') };
  if (nos.length > GLOBAL_SEARCH_MAX_NUMBERS) {
    return { ok: false, ...fail('lmsSearchTooManyNumbers', GLOBAL_SEARCH_MAX_NUMBERS) };
  }
  return { ok: true, nos };
}

/** Favourite goods descriptions (a user setting): the newest first, no repeats, at most 20 tags. */
export function addFavouriteGoodsDesc(favourites: readonly string[], name: string): string[] {
  const trimmed = name.trim();
  if (!trimmed) return [...favourites];
  return [trimmed, ...favourites.filter((f) => f !== trimmed)].slice(0, FAVOURITE_GOODS_DESC_MAX);
}
