/**
 * The events `notify` announces (DESIGN §12). Each recipient's message subscription chooses, per
 * kind, the channels beside the site message.
 */
export const NOTIFY_KINDS = [
  'workOrderAssigned',
  'workOrderReplied',
  'workOrderOverdue',
  'workOrderClosed',
  'announcement',
  'jobFinished',
  'waybillDetained',
  'waybillReleased',
  'billIssued',
  'receiptConfirmed',
  'paymentReminder',
  'todoReminder',
  'noDealCustomer',
  'webhookDisabled',
  'executorNotice',
] as const;
export type NotifyKind = (typeof NOTIFY_KINDS)[number];

/** Where a notification can go: the site message always, the others when subscribed. */
export const NOTIFY_CHANNELS = ['site', 'email', 'wecom', 'dingtalk', 'wechat', 'sms'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** What a to-do item stands for: an assigned work order, an overdue SLA, a reminder. */
export const TO_DO_KINDS = ['workOrder', 'slaOverdue', 'reminder'] as const;
export type TodoKind = (typeof TO_DO_KINDS)[number];
