import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { it } from 'vitest';
import { stackUrls } from '../../tests/support/env';
import { cpuPages } from '../pages';
import { startPlainApp } from '../plain-workerd';

const { appUrl, appPort, upstreamUrl } = stackUrls();
const PAGE = process.env.PROFILE_PAGE ?? '/downloads';
const N = Number(process.env.PROFILE_N ?? 300);

it('profile', async () => {
  const pages = await cpuPages(appUrl);
  const cookie = pages.find((p) => p.name === '/settings')!.cookie;
  const app = await startPlainApp({ upstreamPort: Number(new URL(upstreamUrl).port), port: appPort + 4, inspectorPort: appPort + 20 });
  try {
    const list = (await (await fetch(`http://127.0.0.1:${appPort + 20}/json`)).json()) as { webSocketDebuggerUrl: string; title: string }[];
    const target = list.find((t) => !t.title.includes('core:')) ?? list[0]!;
    const ws = new WebSocket(target.webSocketDebuggerUrl);
    await new Promise((r) => ws.addEventListener('open', r, { once: true }));
    let id = 0;
    const pending = new Map<number, (v: unknown) => void>();
    ws.addEventListener('message', (e) => {
      const msg = JSON.parse(String(e.data));
      if (msg.id && pending.has(msg.id)) pending.get(msg.id)!(msg.result);
    });
    const send = (method: string, params: object = {}) =>
      new Promise<any>((r) => {
        const i = ++id;
        pending.set(i, r);
        ws.send(JSON.stringify({ id: i, method, params }));
      });
    const load = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const r = await fetch(`${app.url}${PAGE}`, { headers: { Cookie: cookie, 'Accept-Encoding': 'identity' } });
        await r.arrayBuffer();
      }
    };
    await load(30);
    await send('Profiler.enable');
    await send('Profiler.setSamplingInterval', { interval: 50 });
    await send('Profiler.start');
    await load(N);
    const { profile } = await send('Profiler.stop');
    writeFileSync('/tmp/profile.cpuprofile', JSON.stringify(profile));
    ws.close();
    // Self time per node → source file via the bundle's source map.
    const dir = (app as unknown as { dir: string }).dir;
    const script = readdirSync(dir).find((f) => f === 'index.js')!;
    const map = new TraceMap(readFileSync(join(dir, `${script}.map`), 'utf8'));
    const dt = new Map<number, number>();
    for (let i = 0; i < profile.samples.length; i++)
      dt.set(profile.samples[i], (dt.get(profile.samples[i]) ?? 0) + (profile.timeDeltas[i] ?? 0));
    const byFile = new Map<string, number>();
    const byFn = new Map<string, number>();
    let total = 0;
    for (const node of profile.nodes) {
      const t = (dt.get(node.id) ?? 0) / 1000;
      total += t;
      const cf = node.callFrame;
      let file = cf.url ? 'other-js' : `(${cf.functionName || 'native'})`;
      let fn = cf.functionName;
      if (cf.url.endsWith('index.js') && cf.lineNumber >= 0) {
        const pos = originalPositionFor(map, { line: cf.lineNumber + 1, column: cf.columnNumber });
        file = (pos.source ?? 'unknown')
          .replace(/^.*node_modules\//, 'nm/')
          .replace(/^(nm\/(@[^/]+\/)?[^/]+).*$/, '$1')
          .replace(/^.*\/src\//, 'src/');
        fn = `${pos.name ?? fn} ${(pos.source ?? '').replace(/^.*node_modules\//, '')}:${pos.line}`;
      }
      byFile.set(file, (byFile.get(file) ?? 0) + t);
      byFn.set(fn, (byFn.get(fn) ?? 0) + t);
    }
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(([k, v]) => `${(v / N).toFixed(3).padStart(7)} ms/req ${((v / total) * 100).toFixed(1).padStart(5)}%  ${k}`)
        .join('\n');
    console.log(`\n${PAGE}: ${(total / N).toFixed(2)} ms sampled per request\nBY FILE\n${top(byFile, 30)}\nBY FUNCTION\n${top(byFn, 40)}`);
  } finally {
    await app.dispose();
  }
}, 600_000);
