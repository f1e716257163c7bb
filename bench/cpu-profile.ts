import { readFileSync } from 'node:fs';
import WebSocket from 'ws';

/**
 * Where a page's CPU goes in the app worker (issue 18 §4: JWT verification, zod parsing, rendering,
 * dehydration, message formatting): a V8 sampling profile of the worker's isolate over a series of
 * requests (DevTools protocol on the plain instance's inspector), its self time summed by what the
 * code is, from the module each sampled function sits in (the bundle's `// path` markers).
 *
 * The inspector costs CPU itself and inflates native calls it watches (console output above all),
 * and a sampled share is not a saving: skipping the delivery-date cache's zod check, 14 % of the
 * overview's samples sat there, changed its process CPU by less than the noise (13.5 vs 13.8 ms).
 * So the shares point where to try, and the process accounting of cpu.bench-test.ts (A/B) decides.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
export interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** What a module is, by its path in the bundle; first match wins. */
const PARTS: [string, RegExp][] = [
  ['React server render', /node_modules\/(react-dom|react)\//],
  [
    'TanStack Router SSR: stream, dehydration (seroval)',
    /node_modules\/(@tanstack\/(router-core|react-router|router-ssr-query-core|react-router-ssr-query)|seroval)/,
  ],
  ['TanStack Query cache', /node_modules\/@tanstack\/(query-core|react-query)\//],
  ['zod parsing', /node_modules\/zod\//],
  ['JWT verification (jose)', /node_modules\/jose\//],
  ['messages and formats (formatjs, date-fns)', /node_modules\/(@formatjs|intl-messageformat|date-fns)/],
  ['Hono', /node_modules\/hono\//],
  ['worker: middleware, API, SSR glue', /^src\/worker\//],
  ['app: pages, components, queries', /^src\//],
  ['other libraries', /node_modules\//],
];
const RUNTIME = 'runtime: native calls, GC, the inspector';

/** Starts sampling the isolate whose inspector target title ends with `target`; stop() returns the profile. */
export async function startProfile(inspectorPort: number, target = 'core:user:'): Promise<{ stop: () => Promise<CpuProfile> }> {
  const list = (await (await fetch(`http://127.0.0.1:${inspectorPort}/json`)).json()) as { title: string; webSocketDebuggerUrl: string }[];
  const found = list.find((t) => t.title.endsWith(target));
  if (!found) throw new Error(`no inspector target '${target}' (have: ${list.map((t) => t.title).join(', ')})`);
  const ws = new WebSocket(found.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let next = 0;
  const pending = new Map<number, { resolve: (result: unknown) => void; reject: (error: Error) => void }>();
  ws.on('message', (data) => {
    const m = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
    const waiting = m.id === undefined ? undefined : pending.get(m.id);
    if (m.error) waiting?.reject(new Error(`DevTools: ${m.error.message}`));
    else waiting?.resolve(m.result);
  });
  const send = (method: string, params: object = {}) =>
    new Promise<unknown>((resolve, reject) => {
      const id = ++next;
      pending.set(id, { resolve, reject });
      ws.send(JSON.stringify({ id, method, params }));
    });
  await send('Profiler.enable');
  await send('Profiler.setSamplingInterval', { interval: 200 });
  await send('Profiler.start');
  return {
    stop: async () => {
      const { profile } = (await send('Profiler.stop')) as { profile: CpuProfile };
      ws.close();
      return profile;
    },
  };
}

/** The module of each bundle line: esbuild marks each module with `// path` (and CommonJS ones with `"path"(`). */
function moduleIndex(bundle: string): (line: number) => string {
  const marks: [number, string][] = [];
  bundle.split('\n').forEach((text, line) => {
    const m = /^\/\/ (\S+)$/.exec(text) ?? /^\s*"((?:node_modules|src)\/[^"]+)"\(/.exec(text);
    if (m?.[1]) marks.push([line, m[1]]);
  });
  return (line) => {
    let lo = 0;
    let hi = marks.length - 1;
    let found = '';
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (marks[mid]![0] <= line) {
        found = marks[mid]![1];
        lo = mid + 1;
      } else hi = mid - 1;
    }
    return found;
  };
}

/** Self time by part, in % of the isolate's busy time, largest first. */
export function breakdown(profile: CpuProfile, bundlePath: string): { part: string; percent: number }[] {
  const moduleOf = moduleIndex(readFileSync(bundlePath, 'utf8'));
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const byPart = new Map<string, number>();
  let busy = 0;
  profile.samples.forEach((id, i) => {
    const frame = nodes.get(id)?.callFrame;
    const dt = profile.timeDeltas[i + 1] ?? 0;
    if (!frame || frame.functionName === '(idle)') return;
    busy += dt;
    const path = frame.url ? moduleOf(frame.lineNumber) : '';
    const part = PARTS.find(([, re]) => re.test(path))?.[0] ?? RUNTIME;
    byPart.set(part, (byPart.get(part) ?? 0) + dt);
  });
  return [...byPart].map(([part, t]) => ({ part, percent: (100 * t) / (busy || 1) })).sort((a, b) => b.percent - a.percent);
}
