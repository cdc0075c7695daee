import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Arrival = { headers: IncomingHttpHeaders; body: string; url: string };

/**
 * A local HTTP receiver on loopback standing in for a customer's system: keeps every request and
 * answers `status` (changeable between calls).
 */
export async function startHookReceiver(): Promise<{
  server: Server;
  url: string;
  arrivals: Arrival[];
  answer: { status: number };
  close: () => Promise<void>;
}> {
  const arrivals: Arrival[] = [];
  const answer = { status: 200 };
  const server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
    });
    req.on('end', () => {
      arrivals.push({ headers: req.headers, body, url: req.url ?? '' });
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: answer.status < 300 }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    server,
    url: `http://127.0.0.1:${port}/hooks/freightdesk`,
    arrivals,
    answer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
