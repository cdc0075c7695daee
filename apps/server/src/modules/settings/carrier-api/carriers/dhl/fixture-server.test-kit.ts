import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inflateSync } from 'node:zlib';
import type { CarrierContext, CarrierHttp, CarrierHttpRequest } from '../../connector.ts';

/**
 * A loopback HTTP server for the real connectors' tests: it answers each `METHOD /path` with a
 * fixture file (`{_source, status, headers?, body}`: the carrier's published example and where it
 * comes from) and records every request it received. Nothing leaves the machine.
 */

export type Fixture = { _source: unknown; status: number; headers?: Record<string, string>; body: unknown };
export type Received = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The parsed JSON body, when it is JSON. */
  json: unknown;
};

export function readFixture(dir: URL, name: string): Fixture {
  return JSON.parse(readFileSync(new URL(`${name}.json`, dir), 'utf8')) as Fixture;
}

export class FixtureServer {
  readonly received: Received[] = [];
  private readonly routes = new Map<string, Fixture[]>();
  private server?: Server;
  url = '';

  constructor(private readonly dir: URL) {}

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const url = new URL(req.url ?? '/', 'http://127.0.0.1');
        const body = Buffer.concat(chunks).toString('utf8');
        let json: unknown = null;
        try {
          json = body ? JSON.parse(body) : null;
        } catch {
          json = null;
        }
        this.received.push({
          method: req.method ?? '',
          path: url.pathname,
          query: url.searchParams,
          headers: req.headers,
          body,
          json,
        });
        const queue = this.routes.get(`${req.method} ${url.pathname}`);
        // the last fixture of a route keeps answering; earlier ones answer once each, in order
        const fixture = queue && queue.length > 1 ? queue.shift() : queue?.[0];
        if (!fixture) {
          res
            .writeHead(599, { 'content-type': 'text/plain' })
            .end(`no fixture for ${req.method} ${url.pathname}`);
          return;
        }
        res.writeHead(fixture.status, { 'content-type': 'application/json', ...fixture.headers });
        res.end(fixture.body === null ? '' : JSON.stringify(fixture.body));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  /** Answers `method path` with these fixtures (by name, or a fixture object), one after the other. */
  on(method: string, path: string, ...fixtures: (string | Fixture)[]): this {
    this.routes.set(
      `${method} ${path}`,
      fixtures.map((f) => (typeof f === 'string' ? readFixture(this.dir, f) : f)),
    );
    return this;
  }

  reset(): void {
    this.routes.clear();
    this.received.length = 0;
  }
}

/** The request log's HTTP client, reduced to fetch: what the tests give `ctx.http`. */
export function fetchHttp(log: CarrierHttpRequest[] = []): CarrierHttp {
  return async (req) => {
    log.push(req);
    const res = await fetch(req.url, {
      method: req.method,
      headers: req.headers,
      body: req.body ?? undefined,
    });
    const headers: Record<string, string> = {};
    res.headers.forEach((v, k) => {
      headers[k] = v;
    });
    return { status: res.status, headers, body: await res.text() };
  };
}

export function testContext(
  over: Partial<CarrierContext> & Pick<CarrierContext, 'endpoint' | 'credentials'>,
): CarrierContext {
  return {
    http: fetchHttp(),
    testMode: true,
    timeoutMs: 5_000,
    now: new Date('2026-11-28T08:00:00Z'),
    idempotencyKey: null,
    ...over,
  };
}

/** The strings a PDF shows with `Tj` (its Flate streams inflated): enough to read a carrier's label text. */
export function pdfTexts(pdf: Buffer): string[] {
  const raw = pdf.toString('latin1');
  const texts: string[] = [];
  const head = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let m = head.exec(raw); m; m = head.exec(raw)) {
    const start = m.index + m[0].length;
    const body = pdf.subarray(start, raw.indexOf('endstream', start));
    let content: string;
    try {
      content = /FlateDecode/.test(m[1]!) ? inflateSync(body).toString('latin1') : body.toString('latin1');
    } catch {
      continue; // an image or a font program
    }
    for (const t of content.matchAll(/\(((?:[^()\\]|\\.)*)\)\s*Tj/g))
      texts.push(t[1]!.replace(/\\(.)/g, '$1'));
  }
  return texts;
}
