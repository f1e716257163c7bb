/**
 * Issue 18: FCP, LCP, CLS and TBT of every main page as Lighthouse's mobile run measures them, with
 * PerformanceObserver in Chromium: a 412x823 phone (device scale 1.75, touch), Lighthouse's mobile
 * throttling over CDP (150 ms latency, 1.6 Mbps down, 750 kbps up, CPU 4x slower), a fresh
 * context with an empty cache per run, signed in by cookie. Each page runs BENCH_VITALS_RUNS times
 * (3) and the median of each figure is printed, with the element of the largest paint, where its
 * time went and what shifted. Figures only: nothing here fails on a timing.
 * BENCH_VITALS_RUNS and BENCH_VITALS_PAGES change the runs and pages; BENCH_VITALS_TRACE=<dir> also writes a Chromium trace (with screenshots) of each page's first run.
 */
import { mkdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { type Browser, chromium, type Request } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stackUrls } from '../tests/support/env';
import { type BenchPage, browserCookies, CHROMIUM_ARGS, mainPages } from './pages';

const { appUrl } = stackUrls();
const RUNS = Number(process.env.BENCH_VITALS_RUNS ?? 3);
/** BENCH_VITALS_PAGES=/,/orders measures only those pages (as bench/pages.ts names them). */
const ONLY = process.env.BENCH_VITALS_PAGES?.split(',');
const TRACE_DIR = process.env.BENCH_VITALS_TRACE;
/** Lighthouse's mobile device (moto g power): viewport, density, touch and user agent. */
const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/119.0.0.0 Mobile Safari/537.36',
};
/** Lighthouse's mobile throttling ("Slow 4G" and a 4x slower CPU); CDP counts throughput in bytes per second. */
const NETWORK = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const CPU_SLOWDOWN = 4;
/** After the network is idle, the page must have had no long task (nor a new paint or shift) for this long. */
const QUIET_MS = 2000;
const LOAD_WAIT_MS = 45_000;

interface Paint {
  time: number;
  size: number;
  url: string;
  /** Index into __vitalsNodes (described only when read: describing in the observer would add to TBT). */
  node: number;
}
interface Shift {
  start: number;
  value: number;
  input: boolean;
  nodes: number[];
}
interface Task {
  start: number;
  duration: number;
}
interface Observed {
  fcp: number | null;
  lcp: Paint[];
  shifts: Shift[];
  tasks: Task[];
  last: number;
  hydrated: number | null;
}

declare global {
  interface Window {
    __vitals: Observed;
    __vitalsNodes: (Node | null)[];
    __vitalsLabel: (node: Node | null | undefined) => string;
  }
}

/** Installed before any page script: every observer buffered, so nothing before it is lost. */
function observe() {
  const v: Observed = { fcp: null, lcp: [], shifts: [], tasks: [], last: 0, hydrated: null };
  window.__vitals = v;
  const nodes: (Node | null)[] = [];
  window.__vitalsNodes = nodes;
  const keep = (node: Node | null | undefined) => nodes.push(node ?? null) - 1;
  /** 'img.hero (main > section.grid > a) "Summer 2019"' – tag, class and a short path, with the text or image. */
  const label = (node: Node | null | undefined): string => {
    const el = node instanceof Element ? node : node?.parentElement;
    if (!el) return '(removed)';
    const one = (e: Element) => {
      const cls = typeof e.className === 'string' ? e.className.trim().split(/\s+/).filter(Boolean).slice(0, 2) : [];
      return `${e.tagName.toLowerCase()}${e.id ? `#${e.id}` : ''}${cls.map((c) => `.${c}`).join('')}`;
    };
    const path: string[] = [];
    for (let p = el.parentElement; p && p !== document.body && path.length < 3; p = p.parentElement) path.unshift(one(p));
    const img = el instanceof HTMLImageElement ? el : null;
    const what = img ? `alt="${img.alt.slice(0, 40)}"` : `"${(el.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 50)}"`;
    return `${one(el)} (${path.join(' > ')}) ${what}${el.isConnected ? '' : ' (since removed)'}`;
  };
  window.__vitalsLabel = label;
  const watch = (type: string, each: (e: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) each(e);
        v.last = performance.now();
      }).observe({ type, buffered: true });
    } catch {
      // This entry type is not supported here: its figure stays empty.
    }
  };
  watch('paint', (e) => {
    if (e.name === 'first-contentful-paint') v.fcp = e.startTime;
  });
  watch('largest-contentful-paint', (e) => {
    const p = e as PerformanceEntry & { size: number; url: string; element: Element | null };
    v.lcp.push({ time: p.startTime, size: p.size, url: p.url, node: keep(p.element) });
  });
  watch('layout-shift', (e) => {
    const s = e as PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: { node?: Node | null }[] };
    v.shifts.push({
      start: s.startTime,
      value: s.value,
      input: s.hadRecentInput,
      nodes: (s.sources ?? []).map((src) => keep(src.node)),
    });
  });
  watch('longtask', (e) => v.tasks.push({ start: e.startTime, duration: e.duration }));
  // The router's stream state goes once the page has hydrated (as the other benches and e2e tests wait for).
  const hydration = setInterval(() => {
    if (document.readyState !== 'loading' && !('$_TSR' in window)) {
      v.hydrated = performance.now();
      clearInterval(hydration);
    }
  }, 50);
}

/** CLS as web-vitals computes it: the largest session window (gaps < 1 s, at most 5 s) of shifts without recent input. */
function cls(shifts: Shift[]): { value: number; window: Shift[] } {
  let best = { value: 0, window: [] as Shift[] };
  let current: Shift[] = [];
  let sum = 0;
  for (const s of shifts.filter((x) => !x.input).sort((a, b) => a.start - b.start)) {
    const first = current[0];
    const prev = current[current.length - 1];
    if (first && prev && s.start - prev.start < 1000 && s.start - first.start < 5000) {
      current.push(s);
      sum += s.value;
    } else {
      current = [s];
      sum = s.value;
    }
    if (sum > best.value) best = { value: sum, window: [...current] };
  }
  return best;
}

/** TBT as Lighthouse computes it: each long task clipped to [FCP, end], its time beyond 50 ms. */
function tbt(tasks: Task[], fcp: number, end: number): number {
  let sum = 0;
  for (const t of tasks) {
    const d = Math.min(t.start + t.duration, end) - Math.max(t.start, fcp);
    if (d > 50) sum += d - 50;
  }
  return sum;
}

interface Run {
  fcp: number;
  lcp: number;
  cls: number;
  tbt: number;
  element: string;
  url: string;
  /** LCP in its four parts (web-vitals' attribution): first byte, resource load delay and duration, render delay. */
  parts: { ttfb: number; loadDelay: number; loadDuration: number; renderDelay: number };
  htmlEnd: number;
  hydrated: number;
  longTasks: number;
  longest: number;
  /** Every LCP candidate in order: 'h2#overview-orders @6200'. */
  candidates: string[];
  shiftSources: string[];
  requests: number;
  bytes: number;
  /** Why the run was measured before the page settled ('' when it settled). */
  unsettled: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
  if (TRACE_DIR) mkdirSync(TRACE_DIR, { recursive: true });
});
afterAll(async () => {
  await browser?.close();
});

/**
 * One unthrottled visit per page before measuring: the embedded upstream renders its images on
 * first request (in production they exist since upload) and workerd compiles on first use.
 */
async function warm(page: BenchPage): Promise<void> {
  const context = await browser.newContext(MOBILE);
  await context.addCookies(browserCookies(page.cookie));
  const tab = await context.newPage();
  await tab.goto(`${appUrl}${page.path}`, { waitUntil: 'networkidle', timeout: 120_000 }).catch(() => undefined);
  await context.close();
}

async function run(page: BenchPage, trace: string | null): Promise<Run> {
  const context = await browser.newContext(MOBILE);
  await context.addCookies(browserCookies(page.cookie));
  await context.addInitScript(observe);
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  let requests = 0;
  let bytes = 0;
  cdp.on('Network.loadingFinished', (e: { encodedDataLength: number }) => {
    requests++;
    bytes += e.encodedDataLength;
  });
  // Network idle as Playwright counts it (nothing in flight for 500 ms), after the load event, at
  // most LOAD_WAIT_MS (Lighthouse's maxWaitForLoad): a page that never settles is measured as it is.
  const inFlight = new Set<Request>();
  let changed = Date.now();
  tab.on('request', (r) => {
    inFlight.add(r);
    changed = Date.now();
  });
  const done = (r: Request) => {
    inFlight.delete(r);
    changed = Date.now();
  };
  tab.on('requestfinished', done);
  tab.on('requestfailed', done);
  if (trace) await browser.startTracing(tab, { path: trace, screenshots: true });
  const started = Date.now();
  const loaded = await tab.goto(`${appUrl}${page.path}`, { waitUntil: 'load', timeout: LOAD_WAIT_MS }).then(
    () => true,
    () => false,
  );
  while (Date.now() - started < LOAD_WAIT_MS && (inFlight.size > 0 || Date.now() - changed < 500)) await tab.waitForTimeout(100);
  const pending = [...inFlight].map((r) => new URL(r.url()).pathname);
  await tab.waitForFunction(() => window.__vitals.hydrated !== null, undefined, { timeout: 120_000 }).catch(() => undefined);
  // Quiet: no long task, paint or shift reported for QUIET_MS (at most 30 s more).
  await tab
    .waitForFunction(
      (quiet) => {
        const v = window.__vitals;
        const lastTask = Math.max(0, ...v.tasks.map((t) => t.start + t.duration));
        return performance.now() - Math.max(lastTask, v.last) >= quiet;
      },
      QUIET_MS,
      { timeout: 30_000, polling: 250 },
    )
    .catch(() => undefined);
  const got = await tab.evaluate(() => {
    const v = window.__vitals;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const last = v.lcp[v.lcp.length - 1];
    const res = last?.url ? (performance.getEntriesByName(last.url, 'resource')[0] as PerformanceResourceTiming | undefined) : undefined;
    return {
      v,
      labels: window.__vitalsNodes.map((n) => window.__vitalsLabel(n)),
      now: performance.now(),
      ttfb: nav?.responseStart ?? 0,
      htmlEnd: nav?.responseEnd ?? 0,
      resStart: res ? res.requestStart || res.startTime : null,
      resEnd: res?.responseEnd ?? null,
    };
  });
  if (trace) await browser.stopTracing();
  await context.close();

  const { v } = got;
  const lcp = v.lcp[v.lcp.length - 1];
  const fcp = v.fcp ?? Number.NaN;
  const lcpTime = lcp?.time ?? Number.NaN;
  const windowed = cls(v.shifts);
  // web-vitals' attribution: a text paint has no resource; an image's load starts no earlier than the first byte.
  const resStart = got.resStart === null ? got.ttfb : Math.max(got.ttfb, got.resStart);
  const resEnd = got.resEnd === null ? resStart : Math.max(resStart, got.resEnd);
  return {
    fcp,
    lcp: lcpTime,
    cls: windowed.value,
    tbt: tbt(v.tasks, fcp, got.now),
    element: lcp ? `${got.labels[lcp.node]}${lcp.url ? ` ${new URL(lcp.url, appUrl).pathname.slice(0, 60)}` : ''}` : '(none)',
    url: lcp?.url ?? '',
    parts: {
      ttfb: got.ttfb,
      loadDelay: resStart - got.ttfb,
      loadDuration: resEnd - resStart,
      renderDelay: lcpTime - resEnd,
    },
    htmlEnd: got.htmlEnd,
    hydrated: v.hydrated ?? Number.NaN,
    longTasks: v.tasks.length,
    longest: Math.max(0, ...v.tasks.map((t) => t.duration)),
    candidates: v.lcp.map((p) => `${(got.labels[p.node] ?? '?').split(' ')[0]} @${p.time.toFixed(0)}`),
    shiftSources: windowed.window.map(
      (s) => `${s.value.toFixed(3)} @${s.start.toFixed(0)} ms ${s.nodes.map((n) => got.labels[n]).join(' | ')}`,
    ),
    requests,
    bytes,
    unsettled: loaded ? (pending.length ? `still loading ${pending.join(' ')}` : '') : `no load event within ${LOAD_WAIT_MS / 1000} s`,
  };
}

const median = (xs: number[]) => {
  const s = xs.filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  if (!s.length) return Number.NaN;
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};
/** The run whose LCP is the median: its element, parts and shifts stand for the page. */
const medianRun = (runs: Run[]) => [...runs].sort((a, b) => a.lcp - b.lcp)[Math.floor((runs.length - 1) / 2)]!;
const ms = (n: number) => (Number.isNaN(n) ? 'n/a' : n.toFixed(0));

it('prints FCP, LCP, CLS and TBT per main page on a throttled phone (Lighthouse mobile)', async () => {
  const pages = (await mainPages(appUrl)).filter((p) => !ONLY || ONLY.includes(p.name));
  const results: { page: BenchPage; runs: Run[] }[] = [];
  for (const page of pages) {
    await warm(page);
    const runs: Run[] = [];
    for (let i = 0; i < RUNS; i++) {
      const trace = TRACE_DIR && i === 0 ? join(TRACE_DIR, `${page.name.replace(/[^a-z0-9]+/gi, '_') || 'root'}.json`) : null;
      runs.push(await run(page, trace));
    }
    results.push({ page, runs });
  }

  const name = Math.max(4, ...results.map((r) => r.page.name.length));
  const lines = [
    `\nWeb vitals per main page, Lighthouse mobile (412x823 @1.75, 150 ms / 1.6 Mbps / 750 kbps, CPU ${CPU_SLOWDOWN}x), median of ${RUNS} (machine load ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}):`,
    `${'page'.padEnd(name)} | FCP ms | LCP ms |    CLS | TBT ms | LCP element`,
    `${'-'.repeat(name)}-|--------|--------|--------|--------|------------`,
  ];
  for (const { page, runs } of results) {
    const m = medianRun(runs);
    lines.push(
      `${page.name.padEnd(name)} | ${ms(median(runs.map((r) => r.fcp))).padStart(6)} | ${ms(median(runs.map((r) => r.lcp))).padStart(6)} | ${median(
        runs.map((r) => r.cls),
      )
        .toFixed(3)
        .padStart(6)} | ${ms(median(runs.map((r) => r.tbt))).padStart(6)} | ${m.element}`,
    );
  }
  lines.push('', 'Where the time went (the median-LCP run; LCP = first byte + load delay + load + render delay):');
  for (const { page, runs } of results) {
    const m = medianRun(runs);
    const p = m.parts;
    lines.push(
      `  ${page.name.padEnd(name)}  first byte ${ms(p.ttfb)}, load delay ${ms(p.loadDelay)}, load ${ms(p.loadDuration)}, render delay ${ms(p.renderDelay)} ms; HTML streamed by ${ms(m.htmlEnd)}, hydrated ${ms(m.hydrated)} ms; ${m.longTasks} long tasks (longest ${ms(m.longest)} ms); ${m.requests} requests, ${(m.bytes / 1024).toFixed(0)} KB; per run LCP ${runs.map((r) => ms(r.lcp)).join('/')}, TBT ${runs.map((r) => ms(r.tbt)).join('/')}`,
    );
    lines.push(`      LCP candidates ${m.candidates.join(', ')}`);
    for (const s of m.shiftSources.slice(0, 3)) lines.push(`      shift ${s}`);
    for (const [i, r] of runs.entries()) if (r.unsettled) lines.push(`      run ${i + 1}: ${r.unsettled}`);
  }
  console.log(lines.join('\n'));
  // Not a timing: every run must have painted.
  for (const { runs } of results) expect(runs.every((r) => !Number.isNaN(r.fcp))).toBe(true);
}, 3_600_000);
