import { hasPermission, Permission } from '@freightdesk/domain';

/** Whether a user may read credit notices (the route's codes). */
export const mayReadNotice = (permissions: ReadonlySet<string> | readonly string[]) =>
  hasPermission(permissions, Permission.lmsWaybillList) || hasPermission(permissions, Permission.balance);
