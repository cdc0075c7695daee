/** A background job's state: waiting for a slot, being worked on, finished, or failed (error or a dead process). */
export type ProgressStatus = 'queued' | 'running' | 'done' | 'failed';
