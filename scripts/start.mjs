// `npm start`: builds the web app when needed, then runs API + web on one port (see README).
import { root, run, webBuildIsStale } from './lib.mjs';

if (webBuildIsStale()) {
  console.log('[freightdesk] building the web app …');
  const code = await run('npm', ['run', 'build', '-w', 'apps/web']);
  if (code !== 0) {
    console.error('[freightdesk] the web app did not build; see the messages above.');
    process.exit(code);
  }
}

const code = await run(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
  cwd: root,
  env: { ...process.env },
});
process.exit(code);
