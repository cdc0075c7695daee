import {
  type Language,
  PICK_UP_TASK_ASSIGNABLE,
  PICK_UP_TASK_CANCELLABLE,
  PICK_UP_TASK_GROUPS,
  PICK_UP_TASK_STATUS_LABELS,
  type PickUpTaskGroup,
  type PickUpTaskStatus,
  type UserType,
} from '@freightdesk/domain';

/** The operations a row offers: cancel while waiting or assigned; assign and complete for staff only. */
export function taskActions(
  status: PickUpTaskStatus,
  userType: UserType,
  can: { cancel: boolean; manage: boolean },
): ('cancel' | 'assign' | 'complete')[] {
  const out: ('cancel' | 'assign' | 'complete')[] = [];
  if (userType === 'staff' && can.manage && PICK_UP_TASK_ASSIGNABLE.includes(status)) out.push('assign');
  if (userType === 'staff' && can.manage && status === 'assigned') out.push('complete');
  if (can.cancel && PICK_UP_TASK_CANCELLABLE.includes(status)) out.push('cancel');
  return out;
}

/** The status tabs with their counts: "all" first, then one per status. */
export function statusTabs(
  counts: Partial<Record<PickUpTaskGroup, number>> | undefined,
  lang: Language,
  allLabel: string,
): { key: PickUpTaskGroup; label: string }[] {
  return PICK_UP_TASK_GROUPS.map((g) => ({
    key: g,
    label: `${g === 'all' ? allLabel : PICK_UP_TASK_STATUS_LABELS[g][lang]} (${counts?.[g] ?? 0})`,
  }));
}

/** The criteria of a tab: "all" sends no status. */
export function statusOfTab(tab: PickUpTaskGroup): PickUpTaskStatus | undefined {
  return tab === 'all' ? undefined : tab;
}
