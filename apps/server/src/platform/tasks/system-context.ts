import { FALLBACK_LANGUAGE, type Language } from '@freightdesk/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { AuthedContext } from '#platform/http/route.ts';
import type { AppRuntime } from '#platform/http/runtime.ts';
import { systemContext } from '#platform/http/system-context.ts';

/**
 * The request context of durable work: services written for requests (money writes, settings reads)
 * run in a task as the system user, staff without a data scope limit, in the given language.
 */
export function systemContextOf(runtime: AppRuntime, log: FastifyBaseLogger) {
  return (now: Date, lang: Language = FALLBACK_LANGUAGE): AuthedContext => ({
    ...systemContext(runtime.db, { now, lang, runtime }),
    log,
  });
}
export type SystemContext = ReturnType<typeof systemContextOf>;
