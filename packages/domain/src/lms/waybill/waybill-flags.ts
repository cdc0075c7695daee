import { ruleFail as fail, type RuleFailure } from './rule-result.ts';
import { FINAL_STATUSES } from './status-machine.ts';
import {
  type DetainType,
  WAYBILL_FLAG_LABELS,
  type WaybillFlag,
  type WaybillFlags,
  type WaybillStatus,
} from './waybill-enums.ts';

/**
 * Flag actions of the scanning and waybill screens (delay, detain / cancel detain, batch lock, …).
 * They change flags, never the status; each accepted one writes a track row like a status change.
 */
export const FLAG_ACTIONS = {
  delay: { flag: 'isDelay', value: true },
  cancelDelay: { flag: 'isDelay', value: false },
  detain: { flag: 'isDetain', value: true },
  cancelDetain: { flag: 'isDetain', value: false },
  markIssue: { flag: 'isIssue', value: true },
  cancelIssue: { flag: 'isIssue', value: false },
  lock: { flag: 'isLockWaybill', value: true },
  unlock: { flag: 'isLockWaybill', value: false },
  lockReceivable: { flag: 'isLockReceivable', value: true },
  unlockReceivable: { flag: 'isLockReceivable', value: false },
  lockPayable: { flag: 'isLockPayable', value: true },
  unlockPayable: { flag: 'isLockPayable', value: false },
  markBadDebt: { flag: 'isBadDebt', value: true },
  cancelBadDebt: { flag: 'isBadDebt', value: false },
} as const satisfies Record<string, { flag: WaybillFlag; value: boolean }>;
export type FlagAction = keyof typeof FLAG_ACTIONS;

/** Where a flag change came from (the detain and delay records keep it). */
export const FLAG_SOURCES = ['manual', 'scan', 'system', 'workOrder'] as const;
export type FlagSource = (typeof FLAG_SOURCES)[number];

const DETAIN_TYPE_LABEL = { 'zh-CN': '扣件类型', 'en-US': 'Detain type', 'vi-VN': 'Loại tạm giữ' };

/** Flag actions that only make sense while the waybill is still moving. */
const NOT_ON_FINISHED: readonly FlagAction[] = ['delay', 'detain', 'markIssue'];

export type FlagActionInput = {
  status: WaybillStatus;
  flags: Partial<WaybillFlags>;
  action: FlagAction;
  /** Detain needs at least one type. */
  detainTypes?: readonly DetainType[];
};

export type FlagActionAnswer =
  | { ok: true; flag: WaybillFlag; value: boolean }
  | ({ ok: false } & RuleFailure);

/** Answers the flag an action sets, or a refusal (already set, not set, finished waybill, no detain type). */
export function applyFlagAction(input: FlagActionInput): FlagActionAnswer {
  const { flag, value } = FLAG_ACTIONS[input.action];
  if (value && NOT_ON_FINISHED.includes(input.action) && FINAL_STATUSES.includes(input.status)) {
    return { ok: false, ...fail('lmsWaybillFinished') };
  }
  if (input.action === 'detain' && !input.detainTypes?.length) {
    return { ok: false, ...fail('pleaseSelect', { label: DETAIN_TYPE_LABEL }) };
  }
  if (Boolean(input.flags[flag]) === value) {
    return {
      ok: false,
      ...fail(value ? 'lmsFlagAlreadySet' : 'lmsFlagNotSet', { label: WAYBILL_FLAG_LABELS[flag] }),
    };
  }
  return { ok: true, flag, value };
}
