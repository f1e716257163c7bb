import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house rules of DESIGN.md §4 and issue 14, checked on every `npm test` so they can't drift:
 * who may import whom, and the one module that writes cookies.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const SRC = join(ROOT, 'src');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith('.gen.ts') ? [path] : [];
  });
}

const SOURCES = files(SRC).map((path) => ({ path: relative(SRC, path), text: readFileSync(path, 'utf8') }));

/** Relative import targets of a file, resolved to paths under src/ (without extension). */
function imports(file: { path: string; text: string }): string[] {
  const out: string[] = [];
  for (const m of file.text.matchAll(/(?:from|import)\s*\(?\s*'(\.[^']+)'/g)) {
    out.push(relative(SRC, resolve(SRC, dirname(file.path), m[1]!)));
  }
  return out;
}

function violations(from: (path: string) => boolean, bad: (target: string, path: string) => boolean): string[] {
  return SOURCES.filter((f) => from(f.path)).flatMap((f) =>
    imports(f)
      .filter((t) => bad(t, f.path))
      .map((t) => `${f.path} → ${t}`),
  );
}

const featureOf = (path: string) => (path.startsWith('features/') ? path.split('/')[1] : undefined);

describe('house rules', () => {
  it('a feature imports another feature only through its public index (features/<name>), or the shared library kernel', () => {
    const found = violations(
      (p) => p.startsWith('features/'),
      (target, path) => {
        const other = featureOf(target);
        if (!other || other === featureOf(path) || other === 'library') return false;
        return target !== `features/${other}` && target !== `features/${other}/index`;
      },
    );
    expect(found).toEqual([]);
  });

  it('src/shared imports nothing from src/client, src/worker or a feature', () => {
    expect(
      violations(
        (p) => p.startsWith('shared/'),
        (t) => /^(client|worker|features)\//.test(t),
      ),
    ).toEqual([]);
  });

  it('the frame imports no feature', () => {
    expect(
      violations(
        (p) => p.startsWith('components/frame/'),
        (t) => t.startsWith('features/'),
      ),
    ).toEqual([]);
  });

  it('the Durable Object imports nothing from the worker', () => {
    expect(
      violations(
        (p) => p.startsWith('durable-objects/'),
        (t) => t.startsWith('worker/'),
      ),
    ).toEqual([]);
  });

  it('only the cookie module writes cookies', () => {
    const writers = SOURCES.filter((f) => /Set-Cookie|setCookie/.test(f.text)).map((f) => f.path);
    expect(writers.filter((p) => !p.startsWith('worker/middleware/cookies/'))).toEqual([]);
  });

  it('one CSRF module', () => {
    expect(SOURCES.filter((f) => /csrf/i.test(f.path) && !f.path.endsWith('.test.ts')).map((f) => f.path)).toEqual([
      'worker/middleware/csrf/index.ts',
    ]);
  });
});
