export * from './user-setting.contracts.ts';
export * from './user-setting.paths.ts';
