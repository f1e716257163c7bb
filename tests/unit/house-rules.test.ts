import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { cruise, type IViolation } from 'dependency-cruiser';
import { afterAll, describe, expect, it } from 'vitest';
import { findViolations, OWNERS, productionSources } from '../support/house-rules';

/**
 * The house rules (issue 33 §3), each shown catching a violation it was written for. `npm test`'s
 * lint layer applies them to the real code: dependency-cruiser (imports: layers, features,
 * worker ↔ features, Durable Object ↔ worker, shared ↔ Durable Object, circles, code only tests
 * use), knip (unused files and exports), and the syntax-tree rules of tests/support/house-rules.ts
 * (the cookie writer, request provenance, the error shape) here.
 */
const ROOT = resolve(import.meta.dirname, '../..');
const config = createRequire(import.meta.url)(join(ROOT, '.dependency-cruiser.cjs'));
const scratch: string[] = [];
afterAll(() => {
  for (const dir of scratch) rmSync(dir, { recursive: true, force: true });
});

function tree(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'house-rules-'));
  scratch.push(dir);
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

describe('syntax-tree rules', () => {
  it('hold in every production file of src/', () => {
    expect(productionSources(ROOT).flatMap(({ file, code }) => findViolations(file, code))).toEqual([]);
  });

  const cases: [keyof typeof OWNERS, string][] = [
    ['cookie-writer', "headers.append('SET-COOKIE', value);"],
    ['cookie-writer', 'response.headers.set(`set-cookie`, value);'],
    ['cookie-writer', "c.header('Set-Cookie', value, { append: true });"],
    ['cookie-writer', "new Response(null, { headers: { 'set-cookie': value } });"],
    ['cookie-writer', "import { setCookie } from 'hono/cookie';"],
    ['cookie-writer', "import { deleteCookie as drop } from 'hono/cookie';"],
    ['request-provenance', "if (c.req.header('sec-fetch-site') === 'same-origin') go();"],
    ['request-provenance', "const origin = request.headers.get('Origin');"],
    ['error-shape', "const answer = c.json({ error: 'not_found' }, 404);"],
    ['error-shape', "const answer = Response.json({ 'error': 'boom', message: 'x' }, { status: 500 });"],
  ];
  it.each(cases)('%s: catches `%s` outside its owner, allows it in the owner', (rule, code) => {
    expect(findViolations('src/worker/somewhere/else.ts', code).map((f) => f.rule)).toEqual([rule]);
    expect(findViolations(`${OWNERS[rule]}index.ts`, code)).toEqual([]);
  });

  it('route-loader: catches an inline loader and one from elsewhere; a feature loaders.ts function passes', () => {
    const inline = "export const Route = createFileRoute('/x/')({ loader: ({ context }) => context.queryClient.prefetchQuery(q) });";
    const elsewhere = "import { load } from '../../shared/load';\nexport const Route = createFileRoute('/x/')({ loader: load });";
    const named =
      "import { prefetchX } from '../../features/x/loaders';\nexport const Route = createFileRoute('/x/')({ loader: prefetchX });";
    expect(findViolations('src/routes/x/index.tsx', inline).map((f) => f.rule)).toEqual(['route-loader']);
    expect(findViolations('src/routes/x/index.tsx', elsewhere).map((f) => f.rule)).toEqual(['route-loader']);
    expect(findViolations('src/routes/x/index.tsx', named)).toEqual([]);
  });

  it('leaves reading cookies and other headers alone', () => {
    const code =
      "import { getCookie } from 'hono/cookie'; const a = c.req.header('Cookie'); headers.delete('set-cookie'); c.json({ ok: true });";
    expect(findViolations('src/worker/somewhere/else.ts', code)).toEqual([]);
  });
});

describe('import rules (dependency-cruiser, .dependency-cruiser.cjs)', () => {
  // One small source tree with one violation of each rule, cruised with the house's own rules.
  const files: Record<string, string> = {
    'src/worker/index.ts':
      "import '../client/entry';\nimport './w';\nimport './w2';\nimport './w3';\nimport './w4';\nimport './w5';\nimport './forms/index';\n",
    'src/worker/forms/index.ts': "import '../../features/g/actions';\n",
    'src/features/g/actions.ts': 'export const actions = [];\n',
    'src/worker/w5.ts': "import './auth/index';\nimport './auth/session/guard';\n",
    'src/worker/auth/index.ts': "export * from './session/guard';\n",
    'src/worker/auth/session/guard.ts': 'export const guard = 1;\n',
    'src/client/entry.tsx':
      "import '../shared/a';\nimport '../shared/c';\nimport '../shared/p';\nimport '../components/k';\nimport '../features/f/y';\nimport '../features/library/k';\nimport '../routes/r';\nimport './s2';\nimport './s3';\n",
    'src/shared/a.ts': "import './b';\nexport const a = 1;\n",
    'src/shared/b.ts': "import './a';\nexport const b = 1;\n",
    'src/shared/c.ts': "import '../worker/w';\n",
    'src/shared/p.ts': "import '../../tests/helper';\n",
    'src/shared/dead.ts': 'export const nobody = 1;\n',
    'src/components/k.ts': "import '../features/f/x';\n",
    'src/features/f/x.ts': "import '../g/inner';\n",
    'src/features/f/y.ts': "import '../../routes/r';\n",
    'src/features/g/index.ts': "export * from './inner';\n",
    'src/features/g/inner.ts': 'export const inner = 1;\n',
    'src/features/library/k.ts': "import '../g/index';\n",
    'src/routes/r.tsx': "import '../worker/w';\nimport '../features/g/actions';\n",
    'src/worker/w.ts': 'export const w = 1;\n',
    'src/worker/w2.ts': "import '../features/g/inner';\n",
    'src/worker/w3.ts': "import '../client/s';\n",
    'src/worker/w4.ts': "import '../durable-objects/d';\n",
    'src/durable-objects/d.ts': "import '../worker/w';\n",
    'src/client/s.ts': 'export const s = 1;\n',
    'src/client/s2.ts': "import '../worker/w';\n",
    'src/client/s3.ts': "import '../features/g/index';\n",
    'tests/helper.ts': 'export const helper = 1;\n',
  };
  const expected: [string, string, string][] = [
    ['no-circular', 'src/shared/a.ts', 'src/shared/b.ts'],
    ['shared-is-the-base', 'src/shared/c.ts', 'src/worker/w.ts'],
    ['components-below-features', 'src/components/k.ts', 'src/features/f/x.ts'],
    ['feature-to-feature-through-index', 'src/features/f/x.ts', 'src/features/g/inner.ts'],
    ['library-kernel-below-features', 'src/features/library/k.ts', 'src/features/g/index.ts'],
    ['features-below-routes', 'src/features/f/y.ts', 'src/routes/r.tsx'],
    ['routes-not-into-the-worker', 'src/routes/r.tsx', 'src/worker/w.ts'],
    ['worker-to-features-through-index', 'src/worker/w2.ts', 'src/features/g/inner.ts'],
    ['form-actions-run-in-the-worker', 'src/routes/r.tsx', 'src/features/g/actions.ts'],
    ['worker-not-into-the-client', 'src/worker/w3.ts', 'src/client/s.ts'],
    ['durable-object-on-shared-alone', 'src/durable-objects/d.ts', 'src/worker/w.ts'],
    ['security-core-through-its-index', 'src/worker/w5.ts', 'src/worker/auth/session/guard.ts'],
    ['worker-calls-the-durable-object-by-rpc', 'src/worker/w4.ts', 'src/durable-objects/d.ts'],
    ['client-not-into-the-worker', 'src/client/s2.ts', 'src/worker/w.ts'],
    ['client-services-below-features', 'src/client/s3.ts', 'src/features/g/index.ts'],
    ['production-code-not-into-tests', 'src/shared/p.ts', 'tests/helper.ts'],
    ['only-production-code-in-src', 'src/worker/index.ts', 'src/shared/dead.ts'],
  ];
  let violations: IViolation[] = [];

  it('every rule of the house is in the table below', () => {
    expect(config.forbidden.map((r: { name: string }) => r.name).sort()).toEqual(expected.map(([rule]) => rule).sort());
  });

  it.each(expected)('%s: catches %s → %s', async (rule, from, to) => {
    if (violations.length === 0) {
      const options = { ...config.options, baseDir: tree(files), ruleSet: { forbidden: config.forbidden }, validate: true };
      const result = await cruise(['src', 'tests'], options);
      violations = typeof result.output === 'string' ? [] : result.output.summary.violations;
    }
    const hit = violations.filter((v) => v.rule.name === rule).map((v) => [v.from, v.to]);
    expect(hit).toContainEqual(rule === 'only-production-code-in-src' ? [to, to] : [from, to]);
  });
});

describe('unused files and exports (knip, knip.json)', () => {
  it('catches an export nobody imports and a file nobody reaches', () => {
    const dir = tree({
      'package.json': JSON.stringify({ name: 'probe', private: true, type: 'module' }),
      'knip.json': JSON.stringify({ entry: ['src/main.ts'], project: ['src/**/*.ts'], ignoreExportsUsedInFile: true }),
      'src/main.ts': "import { used } from './lib';\nconsole.log(used);\n",
      'src/lib.ts': 'export const used = 1;\nexport const unused = 2;\n',
      'src/orphan.ts': 'export const orphan = 3;\n',
    });
    let out = '';
    try {
      execFileSync(process.execPath, [join(ROOT, 'node_modules/knip/bin/knip.js'), '--no-progress'], { cwd: dir, encoding: 'utf8' });
    } catch (err) {
      out = String((err as { stdout?: string }).stdout);
    }
    expect(out).toMatch(/Unused files[\s\S]*src\/orphan\.ts/);
    expect(out).toMatch(/Unused exports[\s\S]*unused\s+src\/lib\.ts/);
  }, 60_000);
});
