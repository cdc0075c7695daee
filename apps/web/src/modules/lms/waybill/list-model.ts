import {
  allowedActions,
  CUSTOMER_WAYBILL_ACTIONS,
  hasPermission,
  Permission,
  type UserType,
  type WaybillAction,
  type WaybillListColumn,
  type WaybillStatus,
  waybillListColumnsFor,
} from '@freightdesk/domain';
import { applyColumnSettings, type ColumnSettings } from '#web/components/resource/columns.ts';
import { canAccessRoute } from '#web/shell/guards/access.ts';
import type { AppRoute } from '#web/shell/route-types.ts';
import type { SessionState } from '#web/shell/session/types.ts';

/**
 * Pure rules of the waybill list screen: which columns a user sees (by user type, then the saved
 * column settings), which status actions the selected rows allow, and the toolbar's links.
 */

/** The column-settings key of the list (user setting `columns`, business key). */
export const WAYBILL_LIST_SETTING_KEY = 'lmsWaybillList';

/**
 * The list's columns for a user type (and the finance columns its permissions allow) in the saved
 * order, without hidden ones.
 */
export function shownWaybillColumns(
  userType: UserType,
  settings: ColumnSettings | null | undefined,
  permissions: readonly string[] = [],
): WaybillListColumn[] {
  return applyColumnSettings(waybillListColumnsFor(userType, permissions), settings);
}

/** Actions of the list's status menu: not the receive scan (weighs pieces) nor a rejection (needs a reason). */
const LIST_EXCLUDED: readonly WaybillAction[] = ['receive', 'rejectWeight'];

/** Whether the permissions allow an action (the server's rule: customer confirmations, receive, operate). */
function mayTake(action: WaybillAction, permissions: readonly string[]): boolean {
  if ((CUSTOMER_WAYBILL_ACTIONS as readonly string[]).includes(action))
    return hasPermission(permissions, [Permission.lmsWaybillConfirm, Permission.lmsWaybillOperate]);
  return hasPermission(permissions, Permission.lmsWaybillOperate);
}

/**
 * The status actions every selected waybill allows (`allowedActions` of each status, intersected),
 * that the user may take; none without a selection.
 */
export function commonStatusActions(
  statuses: readonly WaybillStatus[],
  permissions: readonly string[],
): WaybillAction[] {
  if (!statuses.length) return [];
  const [first, ...rest] = [...new Set(statuses)].map((s) => new Set(allowedActions(s)));
  return [...first!].filter(
    (a) => rest.every((set) => set.has(a)) && !LIST_EXCLUDED.includes(a) && mayTake(a, permissions),
  );
}

/** The toolbar's links to other screens (route keys; the same key in both areas). */
export const WAYBILL_LIST_LINKS = [
  { key: 'order', routeKey: 'lms/order' },
  { key: 'import', routeKey: 'lms/waybill/import' },
] as const;
export type WaybillListLink = { key: (typeof WAYBILL_LIST_LINKS)[number]['key']; path: string };

/**
 * The links the user can follow: the screen of the user's own area (`/lms/order` or
 * `/client/lms/order` …), only when it is in the route table and the user may open it.
 */
export function waybillListLinks(
  routes: readonly AppRoute[],
  session: Pick<SessionState, 'userType' | 'permissions' | 'customer'>,
): WaybillListLink[] {
  return WAYBILL_LIST_LINKS.flatMap((link) => {
    const route = routes.find((r) => r.key === link.routeKey && r.area === session.userType);
    return route && canAccessRoute(route, session) ? [{ key: link.key, path: route.path }] : [];
  });
}
