import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';

/**
 * The floors of the code (docs/architecture.md): the top floor lists every module, modules hold the
 * business things, the ground floor is generic machinery. Imports point down only, and a module
 * reaches another module only through one of its public faces: its `index.ts`, or its
 * `index.light.ts` (the part that loads neither zod nor decimal.js, for the web's first screen).
 */
export type Floor = 'top' | 'module' | 'ground';
export type Place = { side: 'domain' | 'server' | 'web'; floor: Floor; module?: string };

const SIDES = [
  { side: 'domain', root: 'packages/domain/src/', ground: ['platform/'], modules: '' },
  { side: 'server', root: 'apps/server/src/', ground: ['platform/'], modules: 'modules/' },
  { side: 'web', root: 'apps/web/src/', ground: ['shell/', 'components/'], modules: 'modules/' },
] as const;

const ALIASES: Record<string, string> = {
  '#web/': 'apps/web/src/',
  '#platform/': 'apps/server/src/platform/',
  '#modules/': 'apps/server/src/modules/',
};

/** Where a repository path stands, or null outside the three sides. */
export function placeOf(path: string): Place | null {
  for (const s of SIDES) {
    if (!path.startsWith(s.root)) continue;
    const rest = path.slice(s.root.length);
    if (s.ground.some((g) => rest.startsWith(g))) return { side: s.side, floor: 'ground' };
    if (!rest.startsWith(s.modules)) return { side: s.side, floor: 'top' };
    const parts = rest.slice(s.modules.length).split('/');
    // `<area>/<thing>/…` is a module; a file directly in an area folder is shared by that area's modules
    if (parts.length >= 3) return { side: s.side, floor: 'module', module: `${parts[0]}/${parts[1]}` };
    if (parts.length === 2 && s.modules) return { side: s.side, floor: 'module', module: parts[0]! };
    return { side: s.side, floor: 'top' };
  }
  return null;
}

/** Test code may reach anything it tests with (the composed app, test kits). */
export const isTestCode = (path: string) =>
  /\.test\.tsx?$/.test(path) || path.endsWith('test-kit.ts') || path.includes('/src/test/');

/** A module's public face: its `index.ts`, or its light face `index.light.ts`. */
export const isPublicFace = (path: string) => /\/index(\.light)?\.tsx?$/.test(path);

/** Why an import from `from` to `to` breaks the floors, or null when it is allowed. */
export function importProblem(from: string, to: string): string | null {
  const a = placeOf(from);
  const b = placeOf(to);
  if (!a || !b || a.side !== b.side) return null;
  if (a.floor === 'ground' && b.floor !== 'ground') return `the ground floor imports the ${b.floor} floor`;
  if (a.floor === 'module' && b.floor === 'top') return 'a module imports the top floor';
  if (a.floor === 'module' && b.floor === 'module' && a.module !== b.module) {
    const sameArea = a.module!.split('/')[0] === b.module!.split('/')[0];
    const areaShared = !b.module!.includes('/');
    if (areaShared && sameArea) return null;
    if (!isPublicFace(to)) return `a module imports ${b.module} past its index.ts`;
  }
  return null;
}

const IMPORT =
  /(?:^|\n)\s*(?:import|export)\s[^'";]*?from\s+'([^']+)'|import\(\s*'([^']+)'\s*\)|^\s*import\s+'([^']+)'/gs;

/** The repository paths a source file imports (relative and alias specifiers only). */
export function importsOf(repo: string, file: string): string[] {
  const source = readFileSync(join(repo, file), 'utf8');
  const out: string[] = [];
  for (const m of source.matchAll(IMPORT)) {
    const spec = m[1] ?? m[2] ?? m[3]!;
    const alias = Object.keys(ALIASES).find((k) => spec.startsWith(k));
    if (alias) out.push(normalize(ALIASES[alias] + spec.slice(alias.length)));
    else if (spec.startsWith('.')) out.push(normalize(join(dirname(file), spec)));
  }
  return out;
}

function walk(repo: string, dir: string, out: string[]) {
  for (const name of readdirSync(join(repo, dir))) {
    if (name === 'node_modules' || name === 'dist') continue;
    const path = join(dir, name);
    if (statSync(join(repo, path)).isDirectory()) walk(repo, path, out);
    else if (/\.tsx?$/.test(name)) out.push(path);
  }
  return out;
}

/** Every import of non-test code that breaks the floors, as "from -> to: why". */
export function floorProblems(repo: string): string[] {
  const files = SIDES.flatMap((s) => walk(repo, s.root.slice(0, -1), []));
  const problems: string[] = [];
  for (const file of files) {
    if (isTestCode(file)) continue;
    for (const target of importsOf(repo, file)) {
      const why = importProblem(file, target);
      if (why) problems.push(`${file} -> ${target}: ${why}`);
    }
  }
  return problems;
}

/**
 * Pairs of public faces of two modules of a side that reach each other through their imports (type
 * imports too): a module's index never leads back to a module that leads to it.
 */
export function faceCycles(repo: string, side: Place['side']): string[] {
  const root = SIDES.find((s) => s.side === side)!.root;
  const files = walk(repo, root.slice(0, -1), []).filter((f) => !isTestCode(f));
  const known = new Set(files);
  const imports = new Map(files.map((f) => [f, importsOf(repo, f).filter((t) => known.has(t))]));
  const reach = (start: string) => {
    const seen = new Set([start]);
    const queue = [start];
    while (queue.length) {
      for (const next of imports.get(queue.pop()!) ?? []) {
        if (!seen.has(next)) seen.add(next) && queue.push(next);
      }
    }
    return seen;
  };
  const faces = files.filter((f) => isPublicFace(f) && placeOf(f)?.floor === 'module');
  const reached = new Map(faces.map((f) => [f, reach(f)]));
  const cycles: string[] = [];
  for (const a of faces) {
    for (const b of faces) {
      if (a >= b || placeOf(a)!.module === placeOf(b)!.module) continue;
      if (reached.get(a)!.has(b) && reached.get(b)!.has(a)) cycles.push(`${a} <-> ${b}`);
    }
  }
  return cycles;
}
