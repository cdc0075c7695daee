/**
 * Failure of an API call. The request layer already told the user (or stayed quiet on purpose),
 * so `fromApi` lets the client error report leave these out (spec §7).
 */
export class ApiError extends Error {
  readonly fromApi = true;
  constructor(
    message: string,
    /** Business code of the envelope, or the HTTP status for transport failures (0: no answer). */
    readonly code: number,
    readonly data: unknown = null,
    readonly kind: 'business' | 'transport' | 'cancelled' = 'business',
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function isApiError(value: unknown): value is ApiError {
  return typeof value === 'object' && value !== null && (value as { fromApi?: unknown }).fromApi === true;
}
