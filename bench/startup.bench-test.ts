import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';

/**
 * The worker's startup CPU (Cloudflare refuses a worker whose global scope takes over 1 s to start):
 * `wrangler check startup` builds the `eu` bundle as deployed and profiles its startup (compile +
 * top-level evaluation) in local workerd. Sampled under an inspector, so a figure to compare runs
 * with, not the production number (the profile says so too). Figures only.
 */
interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string } }[];
  samples: number[];
  timeDeltas: number[];
}

const NOT_WORK = new Set(['(idle)', '(program)', '(root)']);

it('prints the worker startup CPU of the eu bundle', () => {
  const dir = mkdtempSync(join(tmpdir(), 'myaccount-startup-'));
  try {
    const outfile = join(dir, 'startup.cpuprofile');
    const run = spawnSync(
      process.execPath,
      ['node_modules/wrangler/bin/wrangler.js', 'check', 'startup', '--env', 'eu', '--outfile', outfile],
      { env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NODE_ENV: 'production' }, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`wrangler check startup failed:\n${run.stdout}\n${run.stderr}`);
    const profile = JSON.parse(readFileSync(outfile, 'utf8')) as CpuProfile;
    const idle = new Set(profile.nodes.filter((n) => NOT_WORK.has(n.callFrame.functionName)).map((n) => n.id));
    let busyUs = 0;
    profile.samples.forEach((node, i) => {
      if (!idle.has(node)) busyUs += profile.timeDeltas[i] ?? 0;
    });
    console.log(`\nworker startup (eu bundle, wrangler check startup): ${(busyUs / 1000).toFixed(0)} ms of sampled CPU\n`);
    expect(busyUs).toBeGreaterThan(0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
