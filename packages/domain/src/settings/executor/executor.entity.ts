import { defineEntity, field, l } from '../../platform/entity/define.ts';
import type { Message } from '../../platform/messages/catalogue.ts';
import {
  ruleEntity,
  ruleFields,
  WAYBILL_EVENT_LABELS,
  WAYBILL_EVENTS,
  type WaybillEvent,
} from '../rule/index.light.ts';
import type { ExecutorAction } from './executor-actions.ts';

/** The waybill events that run executors. */
export const EXECUTOR_TRIGGERS = WAYBILL_EVENTS;
export type ExecutorTrigger = WaybillEvent;

export const EXECUTOR_TRIGGER_LABELS: Record<ExecutorTrigger, Message> = WAYBILL_EVENT_LABELS;

export const EXECUTOR_LABELS = {
  triggers: l('触发事件', 'Events', 'Sự kiện kích hoạt'),
  actions: l('动作', 'Actions', 'Hành động'),
} as const;

/**
 * Executor (back-office §3, settings centre › control): when one of its events happens to a waybill
 * its condition matches, it runs its actions (fill a field, format the postcode, complete the address,
 * notify, webhook). Rows are checked per row by the server (back-office §5).
 */
export const executor = defineEntity({
  ...ruleEntity('executor', 'executor'),
  title: l('执行器', 'Executor', 'Bộ thực thi'),
  fields: ruleFields({
    triggers: field.enum(EXECUTOR_LABELS.triggers, {
      required: true,
      multiple: true,
      options: EXECUTOR_TRIGGERS.map((value) => ({ value, label: EXECUTOR_TRIGGER_LABELS[value] })),
      search: 'in',
    }),
    actions: field.json(EXECUTOR_LABELS.actions, { required: true, span: 3 }),
  }),
});

export type ExecutorOwn = { triggers: ExecutorTrigger[]; actions: ExecutorAction[] };

/** What the business log calls an executor's changes to a waybill. */
export const EXECUTOR_LOG_ACTIONS = {
  executorRun: l('执行器执行', 'Executor applied', 'Bộ thực thi đã chạy'),
} as const;
