export * from './parcel.contracts.ts';
export * from './parcel.messages.ts';
export * from './parcel.permissions.ts';
export * from './parcel.ts';
export * from './parcel-columns.ts';
