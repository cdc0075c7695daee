export * from './notify.contracts.ts';
export * from './notify.messages.ts';
export * from './notify.ts';
export * from './notify-kinds.ts';
export * from './notify-labels.ts';
