import {
  printTaskCreatePayload,
  printTaskIdPayload,
  printTaskSearchAnswer,
  printTaskSearchPayload,
  printTaskStartAnswer,
} from '../../lms/document/index.ts';
import { fileAnswer } from '../../platform/answers.ts';
import { defineEndpoint } from '../../platform/contract.ts';

const base = '/tools/printCenter';

/** The print centre: batch print tasks of labels or invoices, generated in the background. */
export const PRINT_CENTER_API = {
  create: defineEndpoint({
    method: 'POST',
    url: `${base}/create`,
    input: printTaskCreatePayload,
    output: printTaskStartAnswer,
    summary: 'Batch print: a task whose PDF a background job generates → task with progressId',
  }),
  search: defineEndpoint({
    method: 'POST',
    url: `${base}/search`,
    input: printTaskSearchPayload,
    output: printTaskSearchAnswer,
    summary: 'Print tasks, newest first, with status tab counts',
  }),
  download: defineEndpoint({
    method: 'GET',
    url: `${base}/download`,
    input: printTaskIdPayload,
    output: fileAnswer,
    summary: 'The PDF of a finished print task',
  }),
  retry: defineEndpoint({
    method: 'POST',
    url: `${base}/retry`,
    input: printTaskIdPayload,
    output: printTaskStartAnswer,
    summary: 'Runs a failed print task again',
  }),
};
