import {
  BizCode,
  type Language,
  message,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_FILES_PER_UPLOAD,
} from '@freightdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import { isDatabaseUnavailable } from '#platform/db/unavailable.ts';
import { BizError } from './errors.ts';

/** The body of every API answer (DESIGN.md §4); `encrypted` marks data sent as cipher text. */
export type Envelope = { code: number; msg: string; data: unknown; encrypted?: true };

/** A success answer. */
export function okEnvelope(lang: Language, data: unknown): Envelope {
  return { code: BizCode.success, msg: message(lang, 'operationSuccess'), data: data ?? null };
}

function isClientHttpError(err: unknown): err is Error & { statusCode: number } {
  if (!(err instanceof Error) || !('statusCode' in err)) return false;
  const status = (err as { statusCode: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/**
 * The answer for a thrown error: business errors carry their own code and message; malformed requests
 * (bad JSON, oversized body) answer -1; anything else is logged with its stack and answers a generic 500.
 */
/** The multipart plugin's refusals of uploads over the limits, as the messages users read. */
function uploadLimitError(err: unknown): BizError | undefined {
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'FST_REQ_FILE_TOO_LARGE')
    return new BizError('uploadTooLarge', [UPLOAD_MAX_BYTES / 1024 / 1024]);
  if (code === 'FST_FILES_LIMIT') return new BizError('uploadTooManyFiles', [UPLOAD_MAX_FILES_PER_UPLOAD]);
  return undefined;
}

export function errorEnvelope(err: unknown, lang: Language, log: FastifyBaseLogger): Envelope {
  if (err instanceof BizError) return { code: err.code, msg: err.render(lang), data: err.data };
  const limit = uploadLimitError(err);
  if (limit) return { code: BizCode.failure, msg: limit.render(lang), data: null };
  if (isClientHttpError(err)) {
    log.info({ err }, 'malformed request');
    return { code: BizCode.failure, msg: message(lang, 'requestException'), data: null };
  }
  if (isDatabaseUnavailable(err)) {
    log.warn({ err: (err as Error).message }, 'database unavailable');
    return { code: BizCode.serverError, msg: message(lang, 'serverBusy'), data: null };
  }
  log.error({ err }, 'unexpected error');
  return { code: BizCode.serverError, msg: message(lang, 'serverError'), data: null };
}
