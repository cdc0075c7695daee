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

/**
 * Pure rules of the waybill list screen: which columns a user sees (by user type, then the saved
 * column settings) and which status actions the selected rows allow.
 */

/** The column-settings key of the list (user setting `columns`, business key). */
export const WAYBILL_LIST_SETTING_KEY = 'lmsWaybillList';

/** The list's columns for a user type in the saved order, without hidden ones. */
export function shownWaybillColumns(
  userType: UserType,
  settings: ColumnSettings | null | undefined,
): WaybillListColumn[] {
  return applyColumnSettings(waybillListColumnsFor(userType), settings);
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
