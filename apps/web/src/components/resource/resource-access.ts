import {
  actionPermission,
  type EntityAction,
  type EntityDef,
  hasPermission,
  type PermissionRequirement,
} from '@freightdesk/domain';
import type { SessionState } from '#web/shell/session/types.ts';

type Who = Pick<SessionState, 'userType' | 'permissions' | 'customer'>;

/** Whether a customer has one of the entity's business systems enabled (always, without any). */
export function systemsEnabled(entity: Pick<EntityDef, 'sysCodes'>, who: Who): boolean {
  if (who.userType !== 'customer' || !entity.sysCodes?.length) return true;
  return entity.sysCodes.some((code) => who.customer?.enableSysCodes?.includes(code));
}

/**
 * Whether the user may use a generic action of an entity screen: the entity offers it, the screen
 * does not hide it, staff hold `{permission}:{action}`, customers hold the portal permission (the
 * server checks the same), and for customers one of the entity's systems is enabled.
 */
export function canUseAction(
  entity: Pick<EntityDef, 'actions' | 'permission' | 'clientPermission' | 'sysCodes'>,
  action: EntityAction,
  who: Who,
  hidden: readonly EntityAction[] = [],
): boolean {
  if (!entity.actions.includes(action) || hidden.includes(action)) return false;
  if (!systemsEnabled(entity, who)) return false;
  const required =
    who.userType === 'customer'
      ? (entity.clientPermission ?? entity.permission)
      : actionPermission(entity, action);
  return hasPermission(who.permissions, required);
}

/** Whether the user may use an extra button (its permission, and for customers the entity's systems). */
export function canUseButton(
  entity: Pick<EntityDef, 'sysCodes'>,
  permission: PermissionRequirement,
  who: Who,
): boolean {
  return systemsEnabled(entity, who) && hasPermission(who.permissions, permission);
}
