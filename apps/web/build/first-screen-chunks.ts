import { build, type Plugin, type Rolldown } from 'vite';
import { TEXTS_CHUNK_GROUPS } from './texts-language.ts';

/** Set while the first pass runs, so that its own copy of this plugin does nothing. */
const FIRST_PASS = 'FD_FIRST_SCREEN_PASS';

/** The modules whose chunks start a first screen (with the entry). */
export type FirstScreens = { login: RegExp[]; area: RegExp[] };

type Chunk = Rolldown.OutputChunk;

/** Modules of the chunks a screen loads: the entry's and the roots' chunks and their static imports. */
function modulesOf(chunks: readonly Chunk[], roots: readonly RegExp[]): Set<string> {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const start = chunks.filter(
    (c) => c.isEntry || (c.facadeModuleId !== null && roots.some((r) => r.test(c.facadeModuleId!))),
  );
  const seen = new Set<Chunk>();
  const queue = [...start];
  while (queue.length) {
    const chunk = queue.pop()!;
    if (seen.has(chunk)) continue;
    seen.add(chunk);
    for (const name of chunk.imports) {
      const next = byName.get(name);
      if (next) queue.push(next);
    }
  }
  return new Set([...seen].flatMap((c) => c.moduleIds));
}

/**
 * Fewer, larger chunks for the first screens: brotli compresses one file of 300 kB far better than
 * sixty of 5 kB, so the bytes of the login page and of the signed-in home come down by about a tenth.
 * A first build (in memory) tells which modules the login page and the area home load; the real
 * build then puts them in three chunks — what both load (`shell`), the login page's own (`login`)
 * and the signed-in areas' own (`area`). Everything else keeps Rolldown's automatic chunks.
 */
export function firstScreenChunks(configFile: string, screens: FirstScreens): Plugin {
  return {
    name: 'freightdesk-first-screen-chunks',
    apply: 'build',
    async config() {
      if (process.env[FIRST_PASS]) return;
      process.env[FIRST_PASS] = '1';
      let output: Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      try {
        output = (await build({ configFile, logLevel: 'silent', build: { write: false } })) as
          | Rolldown.RolldownOutput
          | Rolldown.RolldownOutput[];
      } finally {
        delete process.env[FIRST_PASS];
      }
      const chunks = (Array.isArray(output) ? output : [output])
        .flatMap((o) => o.output)
        .filter((o): o is Chunk => o.type === 'chunk');
      const login = modulesOf(chunks, screens.login);
      const area = modulesOf(chunks, screens.area);
      const shell = new Set([...login].filter((id) => area.has(id)));
      const only = (set: Set<string>) => (id: string) => set.has(id) && !shell.has(id);
      return {
        build: {
          rolldownOptions: {
            output: {
              codeSplitting: {
                groups: [
                  ...TEXTS_CHUNK_GROUPS,
                  { name: 'shell', test: (id: string) => shell.has(id), priority: 3 },
                  { name: 'login', test: only(login), priority: 2 },
                  { name: 'area', test: only(area), priority: 1 },
                ],
              },
            },
          },
        },
      };
    },
  };
}

/** Whether this build is the first (in-memory) pass of `firstScreenChunks`. */
export function isFirstScreenPass(): boolean {
  return Boolean(process.env[FIRST_PASS]);
}
