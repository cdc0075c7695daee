// Small helpers shared by the start and test scripts (plain Node, no dependencies).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Runs a command with inherited output; resolves to its exit code. */
export function run(cmd, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', ...options });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', (err) => {
      console.error(`[freightdesk] cannot run ${cmd}: ${err.message}`);
      resolve(127);
    });
  });
}

/** Newest modification time of the files below a folder (node_modules and dist skipped). */
export function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    const st = statSync(path);
    newest = Math.max(newest, st.isDirectory() ? newestMtime(path) : st.mtimeMs);
  }
  return newest;
}

/** Whether the built web app is missing or older than its sources (web app or domain package). */
export function webBuildIsStale() {
  const index = join(root, 'apps/web/dist/index.html');
  if (!existsSync(index)) return true;
  const built = statSync(index).mtimeMs;
  const sources = Math.max(
    newestMtime(join(root, 'apps/web/src')),
    newestMtime(join(root, 'packages/domain/src')),
    statSync(join(root, 'apps/web/index.html')).mtimeMs,
  );
  return sources > built;
}
