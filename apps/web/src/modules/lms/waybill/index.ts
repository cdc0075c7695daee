/** The public face of this module: what other modules use of it. */
export { useDrawer } from './drawer/drawer-context.tsx';
export { DEEP_LINK_PARAM } from './drawer/drawer-logic.ts';
export { WaybillDrawer } from './drawer/WaybillDrawer.tsx';
export { waybillApi, waybillKeys } from './waybill-api.ts';
export { onlyMakesDocuments } from './waybill-print.ts';
