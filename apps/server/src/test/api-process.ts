import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';

/**
 * A real API process (`node --import tsx apps/server/src/main.ts`) on a database of PostgreSQL, as
 * deployed: its own port, its task runner polling. Tests that kill a process mid-work and the
 * benches that run several side by side start them here.
 */

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url));

export type ApiProcess = {
  child: ChildProcess;
  port: number;
  /** What the process wrote to stderr (for failure messages). */
  stderr: () => string;
  /** Waits until `/api/health` answers (fails when the process exits or `ms` pass). */
  ready: (ms?: number) => Promise<void>;
  /** Ends the process with the signal (no-op when it has exited) and waits for its exit. */
  kill: (signal?: NodeJS.Signals) => Promise<void>;
};

/** A port free on the loopback now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

/** Starts an API process on `databaseUrl` with extra environment (TASK_LEASE_MS, NODE_ENV…). */
export async function startApiProcess(
  databaseUrl: string,
  env: Record<string, string> = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: {
      ...process.env,
      LOG_LEVEL: 'error',
      ...env,
      DATABASE_URL: databaseUrl,
      HOST: '127.0.0.1',
      PORT: String(port),
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    err = (err + chunk.toString('utf8')).slice(-8_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    port,
    stderr: () => err,
    ready: async (ms = 60_000) => {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        if (child.exitCode !== null || child.signalCode !== null)
          throw new Error(
            `API process on port ${port} exited (${child.exitCode ?? child.signalCode}): ${err}`,
          );
        const ok = await fetch(`http://127.0.0.1:${port}/api/health`)
          .then((r) => r.text())
          .catch(() => '');
        if (ok.startsWith('{"code":0')) return;
        await new Promise((r) => setTimeout(r, 100));
      }
      throw new Error(`API process on port ${port} did not answer /api/health within ${ms} ms: ${err}`);
    },
    kill: async (signal = 'SIGTERM') => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill(signal);
      await exited;
    },
  };
}
