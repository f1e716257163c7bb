/**
 * Issue 5, scale: the photo timeline with 100,000 and 1,000,000 photos in Chromium. Prints time to
 * first thumbnail, <img> count and JS heap after scrolling to the bottom, whether the oldest month
 * was reached, the number of month requests and the longest main-thread task. Figures only: nothing
 * here fails on a timing.
 */
import { writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { type Browser, chromium } from '@playwright/test';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { stackUrls } from '../tests/support/env';
import { scaleSeedAccount } from '../tests/support/scale-seed';
import { sampleMainThreadCpu } from './main-thread-cpu';
import { CHROMIUM_ARGS } from './pages';

const { appUrl, upstreamUrl } = stackUrls();
/** BENCH_TIMELINE_PHOTOS=5000,20000 runs other sizes (a quick check of the benchmark itself). */
const LIBRARIES = (process.env.BENCH_TIMELINE_PHOTOS ?? '100000,1000000').split(',').map(Number);
const MONTH_REQUEST = /\/api\/photo\/photos\/timeline\/(\d{4})\/(\d{1,2})(?:\?|$)/;

/** The scale seed (development admin endpoint of the embedded upstream): scale-<n>@example.com. */
async function scaleSeed(photos: number): Promise<{ email: string; password: string; seconds: number }> {
  const started = performance.now();
  const account = await scaleSeedAccount(upstreamUrl, photos);
  return { ...account, seconds: (performance.now() - started) / 1000 };
}

let browser: Browser;
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
});
afterAll(async () => {
  await browser?.close();
});

interface Figures {
  photos: number;
  months: number;
  seedSeconds: number;
  firstThumbnailMs: number;
  imgCount: number;
  imgCountMax: number;
  heapMB: number;
  oldestReached: boolean;
  oldest: string;
  monthRequests: number;
  duplicateMonthRequests: number;
  /** Longest main-thread task (PerformanceObserver 'longtask', ≥ 50 ms) per phase; 0 = none. */
  longestTaskLoadMs: number;
  longestTaskWheelMs: number;
  longestTaskFlingMs: number;
  longestTaskBottomMs: number;
  /** Long tasks while scrolling (wheel + fling phases). */
  scrollLongTasks: number;
  scrollHeight: number;
  profile: string[];
  /** Issue 16: scrubber release → the chosen month's first thumbnail loaded, per target. */
  scrub: { target: string; key: string; ms: number; parts: string }[];
  /** Layout shift (sum of layout-shift entries; `noInput` without recent input, as CLS counts). */
  shiftScroll: { all: number; noInput: number };
  shiftScrub: { all: number; noInput: number };
  /** The nodes that moved most (layout shift sources), scrolling and scrubbing. */
  shiftScrollSources: string[];
  shiftScrubSources: string[];
  longestTaskScrubMs: number;
  scrubLongTasks: number;
  /** Of the tasks ≥ 50 ms while scrubbing, the most the page's main thread ran of one (Linux; null elsewhere). */
  scrubLongestRanMs: number | null;
  imgCountScrub: number;
  heapScrubMB: number;
  /** The long animation frames that blocked while scrubbing: their scripts, style and layout. */
  scrubFrames: string[];
  timing: { ttfb: number; htmlEnd: number; imgStart: number; imgEnd: number };
  load: string;
}

type Task = { start: number; duration: number };
const longest = (tasks: Task[], from: number, to: number) =>
  Math.max(0, ...tasks.filter((t) => t.start + t.duration > from && t.start < to).map((t) => t.duration));
const count = (tasks: Task[], from: number, to: number) => tasks.filter((t) => t.start + t.duration > from && t.start < to).length;

/**
 * The thumbnails exist before anyone looks at them in production (made at upload); the embedded
 * upstream renders its image pool on first request instead. Fetching the pool's 300 and 800 px
 * variants once keeps that one-off rendering out of "time to first thumbnail".
 */
async function warmThumbnails(request: import('@playwright/test').APIRequestContext): Promise<void> {
  const res = await request.get(`${appUrl}/api/photo/photos?limit=100&sortKey=dateTaken&sortOrder=desc`);
  if (!res.ok()) return;
  const page = (await res.json()) as { images: { thumbnails: { url: string; width: number }[] }[] };
  const urls = new Map<string, string>();
  for (const p of page.images) for (const t of p.thumbnails) if (t.width <= 800) urls.set(new URL(t.url).pathname, t.url);
  const list = [...urls.values()];
  await Promise.all(
    Array.from({ length: 4 }, async (_, w) => {
      for (let i = w; i < list.length; i += 4) await request.get(list[i]!).catch(() => undefined);
    }),
  );
}

async function measure(photos: number): Promise<Figures> {
  const seeded = await scaleSeed(photos);
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // Sign in through the identity provider's page, as a user does (the session cookies are __Host-).
  const login = await context.newPage();
  await login.goto(`${appUrl}/`);
  await login.getByLabel('E-mail').fill(seeded.email);
  await login.getByLabel('Password').fill(seeded.password);
  await login.getByRole('button', { name: 'Sign in' }).click();
  await login.waitForURL((url) => url.port === String(new URL(appUrl).port) && !url.pathname.startsWith('/auth/'), { timeout: 60_000 });
  await warmThumbnails(login.request);
  await login.close();
  // Installed before any page script: long tasks from the start, the first thumbnail's load time.
  await context.addInitScript(() => {
    const w = window as unknown as { __longtasks: { start: number; duration: number }[]; __firstThumb: number | null };
    w.__longtasks = [];
    w.__firstThumb = null;
    const shifts: { start: number; value: number; input: boolean; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    // What moved: the shifted nodes by tag and their first attribute or class.
    const nodeName = (node: Node | null) => {
      if (!(node instanceof Element)) return node?.nodeName ?? '?';
      const attr = [...node.attributes].find((a) => a.name.startsWith('data-') || a.name === 'aria-label' || a.name === 'role');
      return `${node.tagName.toLowerCase()}${attr ? `[${attr.name}=${attr.value.slice(0, 20)}]` : ''}.${(node.getAttribute('class') ?? '').split(' ').slice(0, 3).join('.')}`;
    };
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as unknown as {
          startTime: number;
          value: number;
          hadRecentInput: boolean;
          sources?: { node: Node | null }[];
        }[])
          shifts.push({
            start: e.startTime,
            value: e.value,
            input: e.hadRecentInput,
            sources: (e.sources ?? []).map((x) => nodeName(x.node)),
          });
      }).observe({ type: 'layout-shift', buffered: true });
    } catch {
      // No layout shift timing in this browser.
    }
    try {
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.__longtasks.push({ start: e.startTime, duration: e.duration });
      }).observe({ type: 'longtask', buffered: true });
    } catch {
      // No long task timing in this browser.
    }
    // What a long frame was made of (Long Animation Frames: its scripts, and style and layout).
    const frames: Frame[] = [];
    (window as unknown as { __frames: typeof frames }).__frames = frames;
    try {
      new PerformanceObserver((list) => {
        for (const f of list.getEntries() as unknown as LongFrame[]) {
          const scripts = f.scripts
            .filter((s) => s.duration >= 5)
            .map(
              (s) =>
                `${s.invoker || s.invokerType} ${s.sourceFunctionName || ''}@${s.sourceURL.split('/').pop()} ${s.duration.toFixed(0)}${s.forcedStyleAndLayoutDuration >= 1 ? ` (forced layout ${s.forcedStyleAndLayoutDuration.toFixed(0)})` : ''}`,
            );
          const render = f.startTime + f.duration - f.renderStart;
          const layout = f.startTime + f.duration - f.styleAndLayoutStart;
          frames.push({
            start: f.startTime,
            blocking: f.blockingDuration,
            line: `${f.startTime.toFixed(0)}: frame ${f.duration.toFixed(0)} ms, blocking ${f.blockingDuration.toFixed(0)}; render ${f.renderStart ? render.toFixed(0) : 0} (style+layout ${f.styleAndLayoutStart ? layout.toFixed(0) : 0}); ${scripts.join('; ')}`,
          });
        }
      }).observe({ type: 'long-animation-frame', buffered: true });
    } catch {
      // No Long Animation Frames in this browser.
    }
    document.addEventListener(
      'load',
      (e) => {
        const img = e.target;
        if (w.__firstThumb === null && img instanceof HTMLImageElement && img.closest('[data-month]')) w.__firstThumb = performance.now();
      },
      true,
    );
  });
  const page = await context.newPage();
  const monthKeys: string[] = [];
  page.on('request', (r) => {
    const m = MONTH_REQUEST.exec(r.url());
    if (m && r.method() === 'GET') monthKeys.push(`${m[1]}/${Number(m[2])}`);
  });
  const now = () => page.evaluate(() => performance.now());
  const cdp = await context.newCDPSession(page);
  const profiling = process.env.BENCH_PROFILE === '1';

  await page.goto(`${appUrl}/my-photos/photos`);
  try {
    await page.waitForFunction(() => (window as unknown as { __firstThumb: number | null }).__firstThumb !== null, null, {
      timeout: 60_000,
    });
  } catch (error) {
    const state = await page.evaluate(() => ({
      url: location.href,
      months: document.querySelectorAll('[data-month]').length,
      images: [...document.images]
        .slice(0, 5)
        .map((i) => `${i.currentSrc || i.src} complete=${i.complete} w=${i.naturalWidth} loading=${i.loading}`),
      text: document.body.textContent.slice(0, 300),
    }));
    console.log(`no thumbnail loaded: ${JSON.stringify(state, null, 1)}`);
    throw error;
  }
  const firstThumbnailMs = await page.evaluate(() => (window as unknown as { __firstThumb: number }).__firstThumb);
  // Where the time to the first thumbnail went: the server (first byte, end of the streamed HTML)
  // or the browser (scripts, the image itself).
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const img = document.querySelector<HTMLImageElement>('[data-month] img');
    const res = img ? (performance.getEntriesByName(img.currentSrc)[0] as PerformanceResourceTiming | undefined) : undefined;
    return { ttfb: nav?.responseStart ?? 0, htmlEnd: nav?.responseEnd ?? 0, imgStart: res?.startTime ?? 0, imgEnd: res?.responseEnd ?? 0 };
  });
  await page.waitForFunction(() => !('$_TSR' in window), null, { timeout: 60_000 });
  await page.waitForTimeout(1000);
  const loadEnd = await now();

  const timeline = (await (await page.request.get(`${appUrl}/api/photo/users/timeline?sortKey=dateTaken`)).json()) as Record<
    string,
    Record<string, number>
  >;
  const keys = Object.entries(timeline)
    .flatMap(([y, ms]) =>
      Object.entries(ms)
        .filter(([, n]) => n > 0)
        .map(([m]) => [Number(y), Number(m)] as const),
    )
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const oldest = `${keys[0]![0]}/${keys[0]![1]}`;
  if (profiling) {
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
  }

  // Phase 1, wheel: a steady scroll of 80 px per frame for 240 frames (a fast trackpad), driven by
  // requestAnimationFrame so every frame scrolls once.
  const wheelStart = await now();
  let imgCountMax = await page.evaluate(async (frames) => {
    let max = 0;
    for (let i = 0; i < frames; i++) {
      await new Promise((r) => requestAnimationFrame(r));
      window.scrollBy(0, 80);
      max = Math.max(max, document.images.length);
    }
    return max;
  }, 240);
  await page.waitForTimeout(500);
  const wheelEnd = await now();

  // Phase 2, fling: the scroll bar dragged from here to the bottom in 300 steps a frame apart
  // (months passed by are not fetched).
  const scrollHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  const flingStart = await now();
  imgCountMax = Math.max(
    imgCountMax,
    await page.evaluate(async (steps) => {
      let max = 0;
      const from = window.scrollY;
      const height = document.documentElement.scrollHeight - window.innerHeight;
      for (let i = 1; i <= steps; i++) {
        window.scrollTo(0, Math.round(from + ((height - from) * i) / steps));
        await new Promise((r) => requestAnimationFrame(r));
        if (i % 5 === 0) max = Math.max(max, document.images.length);
      }
      return max;
    }, 300),
  );
  const flingEnd = await now();

  // Phase 3, at the bottom: the oldest month loads and shows.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  let oldestReached = false;
  try {
    await page.locator(`section[data-month="${oldest}"] img`).first().waitFor({ state: 'visible', timeout: 30_000 });
    oldestReached = true;
  } catch {
    oldestReached = false;
    const where = await page.evaluate(() => ({
      scrollY: window.scrollY,
      height: document.documentElement.scrollHeight,
      sections: [...document.querySelectorAll<HTMLElement>('section[data-month]')].map(
        (el) => `${el.dataset.month}: ${el.textContent?.slice(0, 80)}`,
      ),
    }));
    console.log(`oldest month not reached: ${JSON.stringify(where)}`);
  }
  await page.waitForTimeout(1000);
  const bottomEnd = await now();
  const profile: string[] = [];
  if (profiling) {
    const { profile: p } = (await cdp.send('Profiler.stop')) as { profile: CpuProfile };
    profile.push(...topFunctions(p, 25));
  }
  const imgCount = await page.evaluate(() => document.images.length);
  imgCountMax = Math.max(imgCountMax, imgCount);

  await cdp.send('HeapProfiler.collectGarbage').catch(() => undefined);
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const tasks = await page.evaluate(() => (window as unknown as { __longtasks: Task[] }).__longtasks);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  await page.close();

  // Phase 4, scrubber (issue 16 §3), on a fresh page: drag the scrubber to the oldest month, the
  // middle and the newest; from the release to the chosen month's first thumbnail loaded.
  const scrubbed = await measureScrub(
    context,
    keys.map(([y, m]) => `${y}/${m}`),
  );
  await context.close();

  return {
    photos,
    months: keys.length,
    seedSeconds: seeded.seconds,
    firstThumbnailMs,
    imgCount,
    imgCountMax,
    heapMB: heap.usedSize / 1024 / 1024,
    oldestReached,
    oldest,
    monthRequests: monthKeys.length,
    duplicateMonthRequests: monthKeys.length - new Set(monthKeys).size,
    longestTaskLoadMs: longest(tasks, 0, loadEnd),
    longestTaskWheelMs: longest(tasks, wheelStart, wheelEnd),
    longestTaskFlingMs: longest(tasks, flingStart, flingEnd),
    longestTaskBottomMs: longest(tasks, flingEnd, bottomEnd),
    scrollLongTasks: count(tasks, wheelStart, flingEnd),
    scrub: scrubbed.scrub,
    shiftScroll: shiftSum(shifts, wheelStart, bottomEnd),
    shiftScrollSources: shiftSources(shifts, wheelStart, bottomEnd),
    shiftScrub: scrubbed.shift,
    shiftScrubSources: scrubbed.shiftSources,
    longestTaskScrubMs: scrubbed.longestTask,
    scrubLongTasks: scrubbed.longTasks,
    scrubLongestRanMs: scrubbed.longestRan,
    imgCountScrub: scrubbed.imgCount,
    heapScrubMB: scrubbed.heapMB,
    scrubFrames: scrubbed.frames,
    scrollHeight,
    profile,
    timing,
    load: loadavg()
      .map((n) => n.toFixed(1))
      .join(' '),
  };
}

type Shift = { start: number; value: number; input: boolean; sources: string[] };
/** The nodes that moved most in a phase, by summed shift value. */
const shiftSources = (shifts: Shift[], from: number, to: number) => {
  const by = new Map<string, number>();
  for (const s of shifts.filter((x) => x.start >= from && x.start <= to && !x.input))
    for (const src of s.sources) by.set(src, (by.get(src) ?? 0) + s.value / Math.max(1, s.sources.length));
  return [...by]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([node, value]) => `${node} ${value.toFixed(4)}`);
};
const shiftSum = (shifts: Shift[], from: number, to: number) => {
  const within = shifts.filter((s) => s.start >= from && s.start <= to);
  return { all: within.reduce((n, s) => n + s.value, 0), noInput: within.filter((s) => !s.input).reduce((n, s) => n + s.value, 0) };
};

/** 'November 2001' for '2001/11', as the scrubber's aria-valuetext (en-GB). */
const monthName = (key: string) => {
  const [y, m] = key.split('/').map(Number);
  return key === '1970/1' ? 'Unknown Date' : new Date(y!, m! - 1, 1).toLocaleString('en-GB', { month: 'long', year: 'numeric' });
};

async function measureScrub(context: import('@playwright/test').BrowserContext, ascending: string[]) {
  const page = await context.newPage();
  await page.goto(`${appUrl}/my-photos/photos`);
  await page.waitForFunction(() => (window as unknown as { __firstThumb: number | null }).__firstThumb !== null, null, { timeout: 60_000 });
  await page.waitForFunction(() => !('$_TSR' in window), null, { timeout: 60_000 });
  await page.waitForTimeout(1000);
  await page.evaluate(() => {
    const w = window as unknown as { __release: number; __loads: Record<string, number> };
    w.__release = 0;
    w.__loads = {};
    window.addEventListener(
      'pointerup',
      () => {
        w.__release = performance.now();
        w.__loads = {};
        // A month whose thumbnail is already on screen at the release (the drag rested on it long
        // enough for it to load, or it was loaded before) counts as shown at once: 0 ms.
        for (const img of document.querySelectorAll<HTMLImageElement>('section[data-month] img')) {
          const r = img.getBoundingClientRect();
          const key = img.closest<HTMLElement>('section[data-month]')?.dataset.month;
          if (key && img.complete && img.naturalWidth > 0 && r.bottom > 0 && r.top < innerHeight && !(key in w.__loads))
            w.__loads[key] = w.__release;
        }
      },
      true,
    );
    document.addEventListener(
      'load',
      (e) => {
        const section = e.target instanceof HTMLImageElement ? e.target.closest<HTMLElement>('section[data-month]') : null;
        const key = section?.dataset.month;
        if (key && w.__release && !(key in w.__loads)) w.__loads[key] = performance.now();
      },
      true,
    );
  });
  const byName = new Map(ascending.map((k) => [monthName(k), k]));
  const slider = page.getByRole('slider', { name: 'Jump to a month' });
  // Playwright's first locator call on a page injects its own script (a 50+ ms evaluation on the
  // page's main thread): done here, before the drags, so it isn't timed as the app's long task.
  await slider.getAttribute('aria-valuetext');
  // BENCH_PROFILE_FILE=<path>: the scrub phase's CPU profile, for DevTools (or a source-mapped read).
  const profiler = process.env.BENCH_PROFILE_FILE ? await context.newCDPSession(page) : null;
  if (profiler) {
    await profiler.send('Profiler.enable');
    await profiler.send('Profiler.setSamplingInterval', { interval: Number(process.env.BENCH_PROFILE_INTERVAL_US ?? 100) });
    await profiler.send('Profiler.start');
  }
  // BENCH_TRACE_FILE=<path>: a DevTools performance trace of the scrub phase (tasks, layout, requests).
  if (process.env.BENCH_TRACE_FILE)
    await browser.startTracing(page, {
      path: process.env.BENCH_TRACE_FILE,
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'loading'],
    });
  const start = await page.evaluate(() => performance.now());
  const timeOrigin = await page.evaluate(() => performance.timeOrigin);
  const cpu = sampleMainThreadCpu();
  const scrub: { target: string; key: string; ms: number; parts: string }[] = [];
  /** When each drag started and was released (page time): long tasks are told by phase. */
  const phases: { target: string; down: number; up: number }[] = [];
  // The page is fresh: the first target is the scrubber's first use (issue 34 §2), a click in the
  // middle of the track from the top of the page; then drags.
  for (const [target, from, to] of [
    ['first use (a click in the middle)', 0.5, 0.5],
    ['oldest', 0.5, 1.02],
    ['middle', 0.1, 0.5],
    ['newest', 0.6, 0],
  ] as const) {
    // The drag runs in the page, one pointer move a frame (a hand's 60 Hz drag, ~1/3 s): driven
    // step by step from here, a loaded machine makes each step last long enough for the months
    // passed on the way to settle and load, which no longer measures the release.
    const drag = await page.evaluate(
      async ([from, to]) => {
        const el = document.querySelector<HTMLElement>('[data-scrubber] [role="slider"]')!;
        const box = el.getBoundingClientRect();
        const x = box.left + box.width / 2;
        const at = (f: number) => box.top + Math.max(1, Math.min(box.height + 30, box.height * f));
        const fire = (type: string, f: number) =>
          el.dispatchEvent(
            new PointerEvent(type, {
              bubbles: true,
              cancelable: true,
              clientX: x,
              clientY: at(f),
              pointerId: 1,
              pointerType: 'mouse',
              isPrimary: true,
              button: 0,
              buttons: type === 'pointerup' ? 0 : 1,
            }),
          );
        const frame = () => new Promise((r) => requestAnimationFrame(r));
        const down = performance.now();
        fire('pointerdown', from);
        // A click (from === to) is released at the next frame; a drag moves for 20 frames first.
        for (let i = 1; from !== to && i <= 20; i++) {
          await frame();
          fire('pointermove', from + ((to - from) * i) / 20);
        }
        await frame();
        const up = performance.now();
        fire('pointerup', to);
        return { down, up };
      },
      [from, to] as const,
    );
    phases.push({ target, ...drag });
    const key = byName.get((await slider.getAttribute('aria-valuetext')) ?? '') ?? '?';
    let ms = Number.NaN;
    let parts = '';
    try {
      await page.waitForFunction((k) => k in (window as unknown as { __loads: Record<string, number> }).__loads, key, { timeout: 30_000 });
      ms = await page.evaluate((k) => {
        const w = window as unknown as { __release: number; __loads: Record<string, number> };
        return w.__loads[k]! - w.__release;
      }, key);
      // Where the time went: the month's request and the first thumbnail requested after the
      // release (Resource Timing, ms from the release: start → first byte → end).
      parts = await page.evaluate(() => {
        const w = window as unknown as { __release: number };
        const after = performance
          .getEntriesByType('resource')
          .filter((e): e is PerformanceResourceTiming => e.startTime >= w.__release - 1) as PerformanceResourceTiming[];
        const span = (e: PerformanceResourceTiming | undefined) =>
          e
            ? `${(e.startTime - w.__release).toFixed(0)}→${(e.responseStart - w.__release).toFixed(0)}→${(e.responseEnd - w.__release).toFixed(0)}`
            : 'none';
        const month = after.find((e) => e.initiatorType === 'fetch');
        const img = after.find((e) => e.initiatorType === 'img' || e.initiatorType === 'link');
        return `month request ${span(month)}, first thumbnail ${span(img)}`;
      });
    } catch {
      // Not shown within 30 s: printed as NaN.
    }
    scrub.push({ target, key, ms, parts });
    await page.waitForTimeout(1500);
  }
  const end = await page.evaluate(() => performance.now());
  cpu?.stop();
  if (process.env.BENCH_TRACE_FILE) await browser.stopTracing();
  if (profiler) {
    const { profile } = (await profiler.send('Profiler.stop')) as { profile: CpuProfile };
    writeFileSync(process.env.BENCH_PROFILE_FILE!, JSON.stringify(profile));
  }
  const frames = (await page.evaluate(() => (window as unknown as { __frames: Frame[] }).__frames))
    .filter((f) => f.start >= start && f.start <= end && f.blocking > 0)
    .map((f) => f.line);
  const imgCount = await page.evaluate(() => document.images.length);
  const cdp = await context.newCDPSession(page);
  await cdp.send('HeapProfiler.collectGarbage').catch(() => undefined);
  const heap = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number };
  const tasks = await page.evaluate(() => (window as unknown as { __longtasks: Task[] }).__longtasks);
  const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
  await page.close();
  // Each long task by the drag it belongs to, and when: during the drag, or how long after its release.
  let longestRan: number | null = cpu ? 0 : null;
  for (const task of tasks.filter((t) => t.start >= start && t.start <= end)) {
    const phase = phases.findLast((p) => p.down <= task.start);
    if (!phase) continue;
    const when = task.start < phase.up ? 'during the drag' : `${(task.start - phase.up).toFixed(0)} ms after the release`;
    const split = cpu?.split(timeOrigin, task.start, task.duration);
    if (split && task.duration >= 50) longestRan = Math.max(longestRan ?? 0, split.ranMs);
    const ran = split ? ` (main thread ran ${split.ranMs.toFixed(0)} ms, waited ${split.waitedMs.toFixed(0)} ms for a CPU)` : '';
    frames.unshift(`task ${task.duration.toFixed(0)} ms${ran} while scrubbing to the ${phase.target}, ${when}`);
  }
  return {
    scrub,
    shift: shiftSum(shifts, start, end),
    shiftSources: shiftSources(shifts, start, end),
    longestTask: longest(tasks, start, end),
    longTasks: count(tasks, start, end),
    longestRan,
    imgCount,
    heapMB: heap.usedSize / 1024 / 1024,
    frames,
  };
}

/** A long animation frame, as the page records it: when, how long it blocked, and what it held. */
interface Frame {
  start: number;
  blocking: number;
  line: string;
}

interface LongFrame {
  startTime: number;
  duration: number;
  blockingDuration: number;
  renderStart: number;
  styleAndLayoutStart: number;
  scripts: {
    invoker: string;
    invokerType: string;
    sourceFunctionName: string;
    sourceURL: string;
    duration: number;
    forcedStyleAndLayoutDuration: number;
  }[];
}

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  timeDeltas: number[];
}

/** BENCH_PROFILE=1: self time per function over the scroll phases (where long tasks come from). */
function topFunctions(p: CpuProfile, n: number): string[] {
  const byId = new Map(p.nodes.map((node) => [node.id, node]));
  const self = new Map<string, number>();
  p.samples.forEach((id, i) => {
    const f = byId.get(id)!.callFrame;
    const key = `${f.functionName || '(anonymous)'} ${f.url.split('/').pop()}:${f.lineNumber + 1}`;
    self.set(key, (self.get(key) ?? 0) + (p.timeDeltas[i] ?? 0) / 1000);
  });
  return [...self.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([k, ms]) => `${ms.toFixed(0).padStart(6)} ms  ${k}`);
}

function print(f: Figures) {
  console.log(
    [
      `\nTimeline, ${f.photos.toLocaleString('en')} photos over ${f.months} months (seed ${f.seedSeconds.toFixed(0)} s; scroll element ${f.scrollHeight.toLocaleString('en')} px):`,
      `  time to first thumbnail     ${f.firstThumbnailMs.toFixed(0)} ms (from navigation start; thumbnails pre-rendered)`,
      `    first byte ${f.timing.ttfb.toFixed(0)} ms, HTML streamed by ${f.timing.htmlEnd.toFixed(0)} ms, image requested at ${f.timing.imgStart.toFixed(0)} ms and received by ${f.timing.imgEnd.toFixed(0)} ms`,
      `  machine load average        ${f.load} (1, 5, 15 min; figures are noisy when it exceeds the cores)`,
      `  <img> after scrolling        ${f.imgCount} at the bottom (max ${f.imgCountMax} seen while scrolling)`,
      `  JS heap at the bottom        ${f.heapMB.toFixed(1)} MB (CDP Runtime.getHeapUsage after GC)`,
      `  oldest month (${f.oldest}) reached  ${f.oldestReached ? 'yes' : 'NO'}`,
      `  month requests               ${f.monthRequests} (${f.duplicateMonthRequests} repeated)`,
      `  longest main-thread task     load ${f.longestTaskLoadMs.toFixed(0)} ms; while scrolling: wheel ${f.longestTaskWheelMs.toFixed(0)} ms, fling ${f.longestTaskFlingMs.toFixed(0)} ms (${f.scrollLongTasks} tasks ≥ 50 ms); at the bottom ${f.longestTaskBottomMs.toFixed(0)} ms (0 = no task ≥ 50 ms)`,
      `  scrubber release → first thumbnail of the chosen month: ${f.scrub.map((s) => `${s.target} (${s.key}) ${s.ms.toFixed(0)} ms`).join(', ')}`,
      ...f.scrub.map((s) => `    ${s.target}: ${s.parts}`),
      `  longest task while scrubbing ${f.longestTaskScrubMs.toFixed(0)} ms (${f.scrubLongTasks} tasks ≥ 50 ms${f.scrubLongTasks && f.scrubLongestRanMs !== null ? `, of which the main thread ran at most ${f.scrubLongestRanMs.toFixed(0)} ms` : ''}); <img> after scrubbing ${f.imgCountScrub}; JS heap ${f.heapScrubMB.toFixed(1)} MB`,
      ...f.scrubFrames.map((l) => `    ${l}`),
      `  layout shift                 scrolling ${f.shiftScroll.noInput.toFixed(4)} (${f.shiftScroll.all.toFixed(4)} with input); scrubbing ${f.shiftScrub.noInput.toFixed(4)} (${f.shiftScrub.all.toFixed(4)} with input)`,
      `    moved most while scrolling: ${f.shiftScrollSources.join('; ') || 'nothing'}`,
      `    moved most while scrubbing: ${f.shiftScrubSources.join('; ') || 'nothing'}`,
      ...(f.profile.length ? ['  self time while scrolling (BENCH_PROFILE=1):', ...f.profile.map((l) => `    ${l}`)] : []),
    ].join('\n'),
  );
}

for (const photos of LIBRARIES) {
  it(`timeline with ${photos.toLocaleString('en')} photos`, { timeout: 1_200_000 }, async () => {
    const figures = await measure(photos);
    print(figures);
    // Not a timing: the run itself must have worked.
    expect(figures.months).toBeGreaterThan(0);
  });
}
