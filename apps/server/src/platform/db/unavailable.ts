/**
 * Whether an error means the database cannot be reached right now (restarting, shut down, connection
 * lost or refused), as opposed to a fault of the query: such requests answer code 500 "server busy".
 */
const SQLSTATE_CLASSES = ['08', '57P']; // connection exception; operator intervention (admin/crash shutdown)
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENOTFOUND',
]);
const DRIVER_MESSAGES = [
  'Connection terminated',
  'is not queryable',
  'timeout exceeded when trying to connect',
  'the database system is',
];

function isUnavailableError(err: object): boolean {
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    if (SQLSTATE_CLASSES.some((c) => code.startsWith(c))) return true;
  }
  const text = (err as { message?: unknown }).message;
  return typeof text === 'string' && DRIVER_MESSAGES.some((m) => text.includes(m));
}

/** Walks the error and its causes (the ORM wraps the driver's error). */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    if (isUnavailableError(e)) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
