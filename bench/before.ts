import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Another commit's checkout beside this one (`BENCH_BEFORE=<git ref>`), so the bench measures the
 * worker before and after a change in the same run, on the same machine state: a detached git
 * worktree sharing this checkout's node_modules, with its own client build (the worker bundle reads
 * the generated route tree, asset list and message catalogue of its own commit).
 */
export function checkoutBefore(ref: string): { root: string; commit: string; dispose: () => void } {
  const commit = execFileSync('git', ['rev-parse', '--short', ref], { encoding: 'utf8' }).trim();
  const root = join(mkdtempSync(join(tmpdir(), 'myaccount-before-')), 'checkout');
  execFileSync('git', ['worktree', 'add', '--detach', '--quiet', root, commit]);
  symlinkSync(join(process.cwd(), 'node_modules'), join(root, 'node_modules'));
  // The same local secrets as this checkout's instance (wrangler reads .dev.vars beside the config).
  if (existsSync('.dev.vars')) copyFileSync('.dev.vars', join(root, '.dev.vars'));
  const build = spawnSync(process.execPath, ['-e', "import('./scripts/build.mjs').then((m) => m.buildClient({ quiet: true }))"], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) throw new Error(`the client build of ${commit} failed:\n${build.stdout}\n${build.stderr}`);
  return {
    root,
    commit,
    dispose: () => {
      execFileSync('git', ['worktree', 'remove', '--force', root]);
      rmSync(join(root, '..'), { recursive: true, force: true });
    },
  };
}
