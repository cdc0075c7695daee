export * from './notify.service.ts';
