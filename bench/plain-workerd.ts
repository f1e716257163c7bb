import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { convertV4MiniflareOptions, Miniflare } from 'miniflare';
import { unstable_getMiniflareWorkerOptions, unstable_readConfig } from 'wrangler';

/**
 * The app as it is deployed, run by plain workerd (issue 18 §4): the bundle of
 * `wrangler deploy --dry-run --env test`, with env.test's bindings, under the Miniflare API.
 *
 * `wrangler dev` adds what production does not run: its own middleware wrapped around the worker,
 * a DevTools inspector attached to the isolate, and every console line carried over that
 * inspector (about 2.5 ms of CPU for the request log line alone; the hello-world route costs
 * 3–5.5 ms there). This instance has none of them; it serves the same pages against the same
 * upstream, and verifies the test stack's session cookies (env.test's SESSION_SECRET).
 */
export interface PlainApp {
  url: string;
  /** The workerd processes serving it (for process CPU accounting). */
  pids: () => number[];
  dispose: () => Promise<void>;
}

export async function startPlainApp({
  upstreamPort,
  port,
  root = process.cwd(),
  main,
  bindings,
}: {
  upstreamPort: number;
  port: number;
  /** The checkout whose worker is built (another commit's, bench/before.ts). */
  root?: string;
  /** Another entry of the same app and configuration (the signed-in floor), relative to `root`. */
  main?: string;
  bindings?: Record<string, string>;
}): Promise<PlainApp> {
  // The same rewrite of the test upstream's port as scripts/stack.mjs, beside wrangler.toml so its
  // relative paths (the client assets) resolve.
  const config = join(root, `wrangler.plain-${port}.toml`);
  let toml = readFileSync(join(root, 'wrangler.toml'), 'utf8').replaceAll('127.0.0.1:9788', `127.0.0.1:${upstreamPort}`);
  if (main) toml = toml.replace(/^main = ".*"$/m, `main = "${main}"`);
  writeFileSync(config, toml);
  try {
    return await startPlainWorker({ config, env: 'test', port, cwd: root, ...(bindings ? { bindings } : {}) });
  } finally {
    rmSync(config, { force: true });
  }
}

/**
 * Any worker of this repository as it would be deployed: `wrangler deploy --dry-run` of `config`
 * (and `env`), run by plain workerd under the Miniflare API on `port`, with `bindings` added.
 */
export async function startPlainWorker({
  config,
  env,
  port,
  cwd = process.cwd(),
  bindings = {},
}: {
  config: string;
  env?: string;
  port: number;
  cwd?: string;
  bindings?: Record<string, string>;
}): Promise<PlainApp> {
  const dir = mkdtempSync(join(tmpdir(), 'myaccount-plain-'));
  const build = spawnSync(
    process.execPath,
    [
      join(process.cwd(), 'node_modules/wrangler/bin/wrangler.js'),
      'deploy',
      '--dry-run',
      ...(env ? ['--env', env] : []),
      '--config',
      config,
      '--outdir',
      dir,
    ],
    // NODE_ENV as scripts/deploy.mjs sets it (vitest sets `test`, which would bundle React's development build).
    { cwd, env: { ...process.env, WRANGLER_SEND_METRICS: 'false', NODE_ENV: 'production' }, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`wrangler deploy --dry-run failed:\n${build.stdout}\n${build.stderr}`);
  const scripts = readdirSync(dir).filter((f) => f.endsWith('.js'));
  const script = scripts.includes('index.js') ? 'index.js' : scripts[0];
  if (!script) throw new Error(`wrangler deploy --dry-run wrote no script into ${dir}`);
  // The bundle is built already: its module rules (how wrangler would bundle) do not apply. Nor do
  // two things of local development that production does not bill to the worker:
  // - The static assets: Miniflare puts its asset router (JavaScript workers in the measured
  //   process) in front of every request; Cloudflare routes assets before the worker
  //   (`run_worker_first = false`), outside its CPU. It cost ~1 ms of every page here (session 27),
  //   and the floor has none.
  // - `.dev.vars`: wrangler reads the development secrets over the environment's own vars, so an
  //   env.test instance signed with `npm start`'s SESSION_SECRET and refused the test stack's
  //   customer-gate cookie: every page made the gate's customer call again (~0.7 ms), which a
  //   browser, keeping the cookie, never does. The environment's vars win, as when it is deployed.
  const {
    main: _main,
    modulesRules: _rules,
    assets: _assets,
    ...options
  } = unstable_getMiniflareWorkerOptions(config, env).workerOptions as { main?: unknown; modulesRules?: unknown; assets?: unknown };
  const vars = env ? (unstable_readConfig({ config, env }).vars as Record<string, unknown>) : {};
  // wrangler still describes a worker in Miniflare 4's one-worker shape; Miniflare 5 converts it.
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      ...options,
      bindings: { ...(options as { bindings?: Record<string, unknown> }).bindings, ...vars, ...bindings },
      host: '127.0.0.1',
      port,
      modules: true,
      scriptPath: join(dir, script),
      modulesRoot: dir,
      // The request log lines (one per request) would flood the bench's report.
      handleStructuredLogs: () => undefined,
    } as Parameters<typeof convertV4MiniflareOptions>[0]),
  );
  await mf.ready;
  return {
    url: `http://localhost:${port}`,
    // Only its own process: every instance of a run is a child of the same Node process.
    pids: () => workerdPids(port, false),
    dispose: async () => {
      await mf.dispose();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Proc {
  pid: number;
  ppid: number;
  cmd: string;
}

function processes(): Proc[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((pid) => {
      try {
        const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return [{ pid: Number(pid), ppid, cmd }];
      } catch {
        return []; // gone while listing
      }
    });
}

/**
 * The workerd processes serving `port`: the one listening on it (its command line names the entry
 * socket) and its siblings started by the same parent (wrangler dev runs the worker in one).
 */
export function workerdPids(port: number, siblings = true): number[] {
  const procs = processes().filter((p) => p.cmd.includes('workerd serve'));
  const entry = procs.find((p) => p.cmd.includes(`--socket-addr=entry=127.0.0.1:${port} `));
  if (!entry) throw new Error(`no workerd serving port ${port}`);
  return siblings ? procs.filter((p) => p.ppid === entry.ppid).map((p) => p.pid) : [entry.pid];
}

/** utime + stime of `pids` in clock ticks (/proc/<pid>/stat fields 14 and 15). */
export const cpuTicks = (pids: number[]) =>
  pids.reduce((sum, pid) => {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return sum + Number(f[11]) + Number(f[12]);
  }, 0);
