import { basename, dirname } from 'node:path';
import type { FastifyStaticOptions, SetHeadersResponse } from '@fastify/static';

/** Hashed build output (`assets/name-<hash>.js`): its content never changes under that name. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
/** Everything else (index.html above all): the browser asks every time, a 304 when unchanged. */
export const REVALIDATE_CACHE = 'no-cache';

/** Types the build precompresses (apps/web/build/precompress.ts): their answer varies by encoding. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|wasm)(\.br|\.gz)?$/;

/**
 * Headers of a file of the built web app: a year and `immutable` below `assets/` (Vite names those
 * files by their content), `no-cache` elsewhere; `Vary: Accept-Encoding` where a brotli or gzip copy
 * may be sent instead of the file.
 */
export function setWebHeaders(res: SetHeadersResponse, path: string): void {
  res.setHeader('cache-control', basename(dirname(path)) === 'assets' ? IMMUTABLE_CACHE : REVALIDATE_CACHE);
  if (COMPRESSIBLE.test(path)) res.setHeader('vary', 'Accept-Encoding');
}

/** Options of `@fastify/static` for the built web app in `root`. */
export function webStaticOptions(root: string): FastifyStaticOptions {
  return {
    root,
    prefix: '/',
    // `<file>.br` / `<file>.gz` made at build time, chosen by Accept-Encoding (Content-Encoding set)
    preCompressed: true,
    // the cache headers come from setWebHeaders alone
    cacheControl: false,
    setHeaders: setWebHeaders,
    // the compressed copies are sent only in place of their file, never under their own names
    allowedPath: (pathname) => !/\.(br|gz)$/.test(pathname),
  };
}
