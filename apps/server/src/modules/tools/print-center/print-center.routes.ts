import {
  Permission as P,
  printTaskCreatePayload,
  printTaskIdPayload,
  printTaskSearchAnswer,
  printTaskSearchPayload,
  printTaskStartAnswer,
} from '@freightdesk/domain';
import { FILE_ANSWER, route } from '#platform/http/route.ts';
import { scopedRoute } from '#platform/permissions/scoped-route.ts';
import {
  createPrintTask,
  downloadPrintTask,
  printTaskList,
  retryPrintTask,
  searchPrintTasks,
} from './print-center.service.ts';

/** The print centre: batch print tasks of labels or invoices, generated in the background. */
export const printCenterRoutes = [
  route({
    method: 'POST',
    url: '/tools/printCenter/create',
    output: printTaskStartAnswer,
    input: printTaskCreatePayload,
    permission: P.printCenter,
    summary: 'Batch print: a task whose PDF a background job generates → task with progressId',
    handler: (c, b) => createPrintTask(c, b),
  }),
  scopedRoute(printTaskList, {
    method: 'POST',
    url: '/tools/printCenter/search',
    output: printTaskSearchAnswer,
    input: printTaskSearchPayload,
    permission: P.printCenter,
    summary: 'Print tasks, newest first, with status tab counts',
    handler: (c, b) => searchPrintTasks(c, b),
  }),
  scopedRoute(printTaskList, {
    method: 'GET',
    url: '/tools/printCenter/download',
    output: FILE_ANSWER,
    input: printTaskIdPayload,
    permission: P.printCenter,
    summary: 'The PDF of a finished print task',
    handler: (c, q) => downloadPrintTask(c, q),
  }),
  route({
    method: 'POST',
    url: '/tools/printCenter/retry',
    output: printTaskStartAnswer,
    input: printTaskIdPayload,
    permission: P.printCenter,
    summary: 'Runs a failed print task again',
    handler: (c, b) => retryPrintTask(c, b),
  }),
];
