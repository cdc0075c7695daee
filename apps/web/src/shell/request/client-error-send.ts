import { CLIENT_ERROR_LOG_API } from '@freightdesk/domain';
import { callEndpoint } from './endpoint.ts';
import type { ClientErrorReport } from './error-report.ts';

/**
 * Sends a browser error to the client error log. `start.ts` imports this file on the first error
 * only: the contract brings zod, which the first screen must not load.
 */
export const sendClientError = (report: ClientErrorReport) =>
  callEndpoint(CLIENT_ERROR_LOG_API.insert, report, { quiet: true });
