/** The public face of the executors: running them for an event, and where webhook delivery plugs in. */

export type { ExecutorWebhookSender } from './executor.tasks.ts';
export { setExecutorWebhookSender } from './executor.tasks.ts';
export type { ExecutorNotifyPayload, ExecutorWebhookPayload } from './executor-run.service.ts';
export { EXECUTOR_NOTIFY_TASK, EXECUTOR_WEBHOOK_TASK, runExecutors } from './executor-run.service.ts';
