import { Permission as P, PRINT_CENTER_API } from '@freightdesk/domain';
import { route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import {
  createPrintTask,
  downloadPrintTask,
  printTaskList,
  retryPrintTask,
  searchPrintTasks,
} from './print-center.service.ts';

/** The print centre (`PRINT_CENTER_API`): batch print tasks of labels or invoices, generated in the background. */
export const printCenterRoutes = [
  route({
    contract: PRINT_CENTER_API.create,
    permission: P.printCenter,
    handler: (c, b) => createPrintTask(c, b),
  }),
  scopedRoute(printTaskList, {
    contract: PRINT_CENTER_API.search,
    permission: P.printCenter,
    handler: (c, b) => searchPrintTasks(c, b),
  }),
  scopedRoute(printTaskList, {
    contract: PRINT_CENTER_API.download,
    permission: P.printCenter,
    handler: (c, q) => downloadPrintTask(c, q),
  }),
  route({
    contract: PRINT_CENTER_API.retry,
    permission: P.printCenter,
    handler: (c, b) => retryPrintTask(c, b),
  }),
];
