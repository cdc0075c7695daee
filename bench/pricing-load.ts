/**
 * The price query under load, deployed as the README describes: P API processes
 * (`node --import tsx apps/server/src/main.ts`, NODE_ENV=production, on PostgreSQL) on their own
 * ports, and C concurrent keep-alive clients spread over them as a load balancer would, for S
 * seconds. Every client quotes as customer user `demo` over the 200 tables of `pricing-data.ts`.
 * Prints quotes/s, p50 / p95 / p99, failures, and the CPU per quote of the API processes and of
 * this load generator (read from /proc, so the figures say where the machine's time went).
 *
 * `BENCH_CPU_PROF=/tmp/prof` makes every API process write a V8 CPU profile there when it stops.
 *
 * `--shipments 0` (default) gives every request a shipment of its own (weights to the gram), so no
 * answer is ever served from the per-process answer cache; `--shipments 550` cycles through the
 * 550 shipments of `pricing-api.ts`.
 *
 *   npx tsx bench/pricing-load.ts [--processes 2] [--clients 8] [--seconds 10] [--shipments 0]
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { numberArg } from './args.ts';
import {
  bareLookup,
  PRICING_BENCH_URL,
  preparePricingDatabase,
  QUOTING_USER,
  shipment,
} from './pricing-data.ts';

const PROCESSES = numberArg('processes', 2);
const CLIENTS = numberArg('clients', 8);
const SECONDS = numberArg('seconds', 10);
const SHIPMENTS = numberArg('shipments', 0);
const WARMUP_PER_PROCESS = 300;
const MAIN = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));
const CLOCK_TICKS = 100; // USER_HZ of Linux /proc/<pid>/stat

const agent = new http.Agent({ keepAlive: true, maxSockets: CLIENTS });

function request(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: unknown,
) {
  return new Promise<string>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent,
        headers: { ...headers, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

async function startApi(port: number): Promise<ChildProcess> {
  // BENCH_CPU_PROF=dir writes each API process's V8 CPU profile there when it stops
  const profile = process.env.BENCH_CPU_PROF
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`]
    : [];
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      DATABASE_URL: PRICING_BENCH_URL,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API process on port ${port} exited (${child.exitCode})`);
    const ready = await request(port, 'GET', '/api/health', {}).catch(() => '');
    if (ready.startsWith('{"code":0')) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`API process on port ${port} did not answer /api/health within 60 s`);
}

/** CPU seconds (user + system) a process has used so far. */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / CLOCK_TICKS;
}

/** Runs `call` from `clients` concurrent loops for `seconds`; answers each call's time and the whole. */
async function underLoad(clients: number, seconds: number, call: (client: number) => Promise<unknown>) {
  const times: number[] = [];
  const start = performance.now();
  const end = start + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, k) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        await call(k);
        times.push(performance.now() - t0);
      }
    }),
  );
  times.sort((a, b) => a - b);
  return { times, elapsed: (performance.now() - start) / 1000 };
}

const percentile = (times: number[], q: number) =>
  times[Math.min(times.length - 1, Math.floor(q * times.length))]!;

function report(name: string, run: { times: number[]; elapsed: number }, extra: string) {
  const p = (q: number) => percentile(run.times, q).toFixed(2);
  console.log(
    `${name.padEnd(5)} ${(run.times.length / run.elapsed).toFixed(0).padStart(6)} quotes/s  p50 ${p(0.5)} ms  p95 ${p(0.95)} ms  p99 ${p(0.99)} ms  ${extra}`,
  );
}

async function main() {
  const { pool, close, customerId } = await preparePricingDatabase(CLIENTS);
  const ports = await Promise.all(Array.from({ length: PROCESSES }, freePort));
  const apis = await Promise.all(ports.map(startApi));
  try {
    const login = JSON.parse(await request(ports[0]!, 'POST', '/api/user/user/login', {}, QUOTING_USER)) as {
      code: number;
      msg: string;
      data: { token: string };
    };
    if (login.code !== 0) throw new Error(`sign-in refused: ${login.msg}`);
    const headers = { token: login.data.token, 'accept-language': 'en-US' };
    let next = 0;
    let failures = 0;
    const quote = async (port: number) => {
      const body = await request(
        port,
        'POST',
        '/api/fms/price/queryPrice',
        headers,
        shipment(next++, SHIPMENTS),
      );
      if (!body.startsWith('{"code":0')) failures++;
    };
    await Promise.all(
      ports.map(async (port) => {
        for (let i = 0; i < WARMUP_PER_PROCESS; i++) await quote(port);
      }),
    );
    failures = 0;

    const apiCpu = apis.reduce((s, c) => s + cpuSeconds(c.pid!), 0);
    const ownCpu = process.cpuUsage();
    const api = await underLoad(CLIENTS, SECONDS, (k) => quote(ports[k % PROCESSES]!));
    const apiUsed = apis.reduce((s, c) => s + cpuSeconds(c.pid!), 0) - apiCpu;
    const own = process.cpuUsage(ownCpu);

    // the bare lookup under the same number of concurrent clients, from this process
    const lookup = bareLookup(pool, customerId, SHIPMENTS);
    for (let i = 0; i < WARMUP_PER_PROCESS; i++) await lookup(i);
    let n = 0;
    const bare = await underLoad(CLIENTS, SECONDS, () => lookup(n++));

    const per = (seconds: number) => ((seconds * 1000) / api.times.length).toFixed(2);
    console.log(
      `${PROCESSES} API processes, ${CLIENTS} clients, ${SECONDS} s each, ${SHIPMENTS ? `${SHIPMENTS} shipments cycled` : 'every shipment new'}`,
    );
    report('api', api, `failures ${failures}`);
    console.log(
      `      CPU per quote: API processes ${per(apiUsed)} ms, load generator ${per((own.user + own.system) / 1e6)} ms`,
    );
    report('bare', bare, `(${CLIENTS} clients on a pool of ${CLIENTS})`);
    console.log(
      `      API ÷ bare at p95: ${(percentile(api.times, 0.95) / percentile(bare.times, 0.95)).toFixed(2)}`,
    );
  } finally {
    agent.destroy();
    await Promise.all(
      apis.map((api) => {
        const exited = new Promise((r) => api.once('exit', r));
        api.kill('SIGTERM');
        return exited;
      }),
    );
    await close();
  }
}

await main();
