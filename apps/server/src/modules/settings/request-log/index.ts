export { requestDetailLog } from './request-log.schema.ts';
export { type RequestLogEntry, writeRequestLog } from './request-log.service.ts';
