export * from './pick-up-task.contracts.ts';
