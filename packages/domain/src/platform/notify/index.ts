export * from './notify-kinds.ts';
