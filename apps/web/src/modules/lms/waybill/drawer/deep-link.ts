/** The query parameter that opens the drawer on any page (`?waybillId=<id>`). */
export const DEEP_LINK_PARAM = 'waybillId';

/** The search parameters without the drawer's deep link. */
export function withoutDeepLink(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(DEEP_LINK_PARAM);
  return next;
}
