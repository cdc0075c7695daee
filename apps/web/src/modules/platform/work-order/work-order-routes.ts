/** The menu code of the work-order list in both areas (the header badge and the drawer open it). */
export const WORK_ORDER_ROUTE_KEY = 'oa/workOrder';
