import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseSync } from '@swc/core';

/**
 * The house rules that are about what code does, not what it imports (issue 33 §3), read on the
 * syntax tree (swc's parser; TypeScript 7 has no compiler API yet), never on text: a differently
 * cased header name, a computed key or a line break cannot talk them round. Import rules are
 * dependency-cruiser's (.dependency-cruiser.cjs), unused files and exports knip's (knip.json).
 *
 * Each rule has one owner folder, the only place allowed to do the thing.
 */
export const OWNERS = {
  /** Set-Cookie is written by the cookie module alone (its jar stages, commits, chunks and clears). */
  'cookie-writer': 'src/worker/middleware/cookies/',
  /** Request provenance (Origin, Sec-Fetch-*) is judged by the one CSRF module alone. */
  'request-provenance': 'src/worker/middleware/csrf/',
  /** A JSON error body ({ error, … }) is built by the one error-shape module alone. */
  'error-shape': 'src/worker/errors/',
} as const;
/**
 * One loader style (issue 33 §4): a route's `loader` is a function named in its feature's
 * `loaders.ts` (features/<name>/loaders.ts), never written inline in the route file.
 */
const LOADERS_MODULE = /(^|\/)features\/[^/]+\/loaders$/;
export type Rule = keyof typeof OWNERS | 'route-loader';

export interface Finding {
  rule: Rule;
  file: string;
  what: string;
}

const SET_COOKIE = /^set-cookie$/i;
const PROVENANCE = /^(origin|sec-fetch-(site|mode|dest|user))$/i;
const COOKIE_HELPERS = new Set(['setCookie', 'setSignedCookie', 'deleteCookie', 'generateCookie']);

type Node = { type?: string; [key: string]: unknown };

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null;
}

/** A string the code spells out: a literal, or a template without substitutions. */
function literal(node: unknown): string | undefined {
  if (!isNode(node)) return undefined;
  if (node.type === 'StringLiteral') return node.value as string;
  if (node.type === 'TemplateLiteral' && Array.isArray(node.quasis) && node.quasis.length === 1) {
    const quasi = node.quasis[0] as Node;
    return (quasi.cooked ?? quasi.raw) as string;
  }
  return undefined;
}

function calleeName(call: Node): string | undefined {
  const callee = call.callee as Node;
  if (callee?.type === 'MemberExpression' && (callee.property as Node)?.type === 'Identifier')
    return (callee.property as Node).value as string;
  if (callee?.type === 'Identifier') return callee.value as string;
  return undefined;
}

function firstArgument(call: Node): unknown {
  const args = call.arguments as { expression: unknown }[] | undefined;
  return args?.[0]?.expression;
}

/** What one file does against the rules (its own owner's rule aside). */
export function findViolations(file: string, code: string): Finding[] {
  const found: Finding[] = [];
  const add = (rule: Rule, what: string) => {
    if (rule === 'route-loader' || !file.startsWith(OWNERS[rule])) found.push({ rule, file, what });
  };
  const isRoute = file.startsWith('src/routes/');
  /** Names this file imports from a feature's loaders module. */
  const fromLoaders = new Set<string>();
  const ast = parseSync(code, { syntax: 'typescript', tsx: file.endsWith('.tsx') });
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      for (const item of node) visit(item);
      return;
    }
    if (!isNode(node)) return;
    switch (node.type) {
      case 'ImportDeclaration': {
        if (LOADERS_MODULE.test((node.source as Node).value as string))
          for (const s of (node.specifiers as Node[]) ?? []) fromLoaders.add((s.local as Node).value as string);
        if ((node.source as Node).value === 'hono/cookie')
          for (const s of (node.specifiers as Node[]) ?? []) {
            const imported = ((s.imported as Node | null)?.value ?? (s.local as Node).value) as string;
            if (COOKIE_HELPERS.has(imported)) add('cookie-writer', `imports ${imported} from hono/cookie`);
          }
        break;
      }
      case 'CallExpression': {
        const name = calleeName(node);
        const first = literal(firstArgument(node));
        if (first !== undefined && SET_COOKIE.test(first) && (name === 'append' || name === 'set' || name === 'header'))
          add('cookie-writer', `${name}('${first}', …)`);
        if (first !== undefined && PROVENANCE.test(first) && (name === 'header' || name === 'get'))
          add('request-provenance', `${name}('${first}')`);
        if (name === 'json') {
          const body = firstArgument(node);
          if (isNode(body) && body.type === 'ObjectExpression' && hasKey(body, 'error')) add('error-shape', 'json({ error, … })');
        }
        break;
      }
      case 'KeyValueProperty': {
        const key = literal(node.key);
        if (key !== undefined && SET_COOKIE.test(key)) add('cookie-writer', `{ '${key}': … }`);
        const name = (node.key as Node).type === 'Identifier' ? ((node.key as Node).value as string) : key;
        if (isRoute && name === 'loader') {
          const value = node.value as Node;
          loaders.push(value.type === 'Identifier' ? (value.value as string) : `an inline ${value.type}`);
        }
        break;
      }
    }
    for (const value of Object.values(node)) if (isNode(value)) visit(value);
  };
  const loaders: string[] = [];
  visit(ast.body);
  for (const loader of loaders) if (!fromLoaders.has(loader)) add('route-loader', `loader: ${loader} (not from a feature's loaders.ts)`);
  return found;
}

function hasKey(object: Node, key: string): boolean {
  return ((object.properties as Node[]) ?? []).some((p) => {
    const k = p.type === 'KeyValueProperty' ? (p.key as Node) : p.type === 'Identifier' ? p : undefined;
    return k !== undefined && (k.value === key || literal(k) === key);
  });
}

/** Every production source file under `src/` (tests beside the code aside), relative to `root`. */
export function productionSources(root: string): { file: string; code: string }[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return walk(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts') ? [path] : [];
    });
  return walk(join(root, 'src')).map((path) => ({ file: relative(root, path), code: readFileSync(path, 'utf8') }));
}
