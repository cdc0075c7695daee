import ts from 'typescript';
import type { Plugin } from 'vite';

const LANGUAGES = ['zh-CN', 'en-US', 'vi-VN'] as const;
type Language = (typeof LANGUAGES)[number];
const TEXTS_FILE = /\.texts\.ts\?(?:.*&)?lang=(zh-CN|en-US|vi-VN)(?:&|$)/;
const DOMAIN = '@freightdesk/domain';

/** The domain package's exports, to read the labels a texts file names. */
export type DomainExports = Readonly<Record<string, unknown>>;

type Edit = { start: number; end: number; text: string };

function isMessage(value: unknown): value is Record<Language, string> {
  return typeof value === 'object' && value !== null && LANGUAGES.every((l) => l in value);
}

/** A domain label, or a map of them, in one language; undefined when it is something else. */
function labelsIn(value: unknown, lang: Language): unknown {
  if (isMessage(value)) return value[lang];
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value).map(([k, v]) => [k, labelsIn(v, lang)] as const);
  return entries.length && entries.every(([, v]) => v !== undefined)
    ? Object.fromEntries(entries)
    : undefined;
}

/** A key written as a literal: `['c']` or `[30]`. */
const isLiteralKey = (key: ts.Expression) => ts.isStringLiteral(key) || ts.isNumericLiteral(key);

/** The value of `NAME.a.b['c']` (or `[30]`) when NAME is imported from the domain, else undefined. */
function domainValue(
  node: ts.Expression,
  names: ReadonlyMap<string, string>,
  domain: DomainExports,
): unknown {
  if (ts.isIdentifier(node)) {
    const exported = names.get(node.text);
    return exported === undefined ? undefined : domain[exported];
  }
  const parent = ts.isPropertyAccessExpression(node)
    ? domainValue(node.expression, names, domain)
    : ts.isElementAccessExpression(node) && isLiteralKey(node.argumentExpression)
      ? domainValue(node.expression, names, domain)
      : undefined;
  if (typeof parent !== 'object' || parent === null) return undefined;
  const key = ts.isPropertyAccessExpression(node)
    ? node.name.text
    : ((node as ts.ElementAccessExpression).argumentExpression as ts.StringLiteral | ts.NumericLiteral).text;
  return (parent as Record<string, unknown>)[key];
}

const call = (node: ts.Node, name: string, args: number): node is ts.CallExpression =>
  ts.isCallExpression(node) &&
  ts.isIdentifier(node.expression) &&
  node.expression.text === name &&
  node.arguments.length === args &&
  node.arguments.every((a) => ts.isStringLiteral(a));

/**
 * A texts file as one language sees it: every `l(zh, en, vi)` becomes that language's literal, every
 * `singular(en)` its leaf, and every domain label it names (`FIELD_LABELS.status`) that label's
 * text in the language, so the file no longer imports the domain and its chunk holds strings only.
 * Without the domain's exports, domain labels are left for the runtime (shell/i18n/texts.ts).
 */
export function keepLanguage(source: string, lang: Language, domain?: DomainExports): string {
  const file = ts.createSourceFile('texts.ts', source, ts.ScriptTarget.Latest, true);
  const index = LANGUAGES.indexOf(lang);
  /** Local name → the domain export it names (`X as Y` imports X under Y). */
  const names = new Map<string, string>();
  const edits: Edit[] = [];
  let unresolved = false;
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || (statement.moduleSpecifier as ts.StringLiteral).text !== DOMAIN)
      continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const el of bindings.elements) names.set(el.name.text, (el.propertyName ?? el.name).text);
  }
  const visit = (node: ts.Node) => {
    if (call(node, 'l', 3)) {
      edits.push({
        start: node.getStart(file),
        end: node.getEnd(),
        text: node.arguments[index]!.getText(file),
      });
      return;
    }
    if (call(node, 'singular', 1)) {
      const text = `{ 'en-US': ${node.arguments[0]!.getText(file)}, singular: true }`;
      edits.push({ start: node.getStart(file), end: node.getEnd(), text });
      return;
    }
    if (ts.isImportDeclaration(node)) return;
    // a key of the texts tree (`customer: …`) is a name of ours, not the domain's `customer`
    if (ts.isIdentifier(node) && ts.isPropertyAssignment(node.parent) && node.parent.name === node) return;
    if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node) || ts.isIdentifier(node)) {
      const text = domain ? labelsIn(domainValue(node, names, domain), lang) : undefined;
      if (text !== undefined) {
        edits.push({ start: node.getStart(file), end: node.getEnd(), text: JSON.stringify(text) });
        return;
      }
      if (names.has(node.getText(file).split(/[.[]/)[0]!)) unresolved = true;
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  if (domain && !unresolved) {
    for (const statement of file.statements) {
      if (
        ts.isImportDeclaration(statement) &&
        (statement.moduleSpecifier as ts.StringLiteral).text === DOMAIN
      )
        edits.push({ start: statement.getStart(file), end: statement.getEnd(), text: '' });
    }
  }
  let out = source;
  for (const edit of edits.sort((a, b) => b.start - a.start))
    out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
  return out;
}

/**
 * Each language's screen texts in a chunk of its own (`texts-en-US`, …) holding that language's
 * strings only: the app imports the texts files with `?lang=` (app/texts.ts), this plugin keeps one
 * language in them (domain labels read at build time) and the build groups them by language.
 */
export function textsLanguage(): Plugin {
  let domain: Promise<DomainExports> | undefined;
  return {
    name: 'freightdesk-texts-language',
    enforce: 'pre',
    async transform(code, id) {
      const lang = TEXTS_FILE.exec(id)?.[1] as Language | undefined;
      if (!lang) return null;
      domain ??= import('tsx/esm/api').then(({ tsImport }) => tsImport(DOMAIN, import.meta.url));
      return { code: keepLanguage(code, lang, await domain), map: null };
    },
  };
}

/** The chunk groups of the texts: one per language. */
export const TEXTS_CHUNK_GROUPS = LANGUAGES.map((lang) => ({
  name: `texts-${lang}`,
  test: (id: string) => new RegExp(`\\.texts\\.ts\\?(?:.*&)?lang=${lang}(?:&|$)`).test(id),
  priority: 4,
}));
