/**
 * Waiting for a state instead of a fixed time. A fixed wait is too short on a loaded machine and
 * wasted on a quiet one; these wait for what the fixed waits stood for.
 */
import { expect, type Locator, type Page, type Request } from '@playwright/test';

/**
 * The page has rendered what its last events asked for and has nothing more urgent to do: two
 * animation frames, then an idle callback (React's scheduled work, effects and hydration of
 * streamed parts run before the main thread is idle).
 */
export async function idle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            'requestIdleCallback' in window ? requestIdleCallback(() => resolve(), { timeout: 5_000 }) : setTimeout(resolve, 0),
          ),
        ),
      ),
  );
}

/**
 * No finite animation or transition is running (toasts and placeholders fade in and out); endless
 * ones (a spinner) are left alone.
 */
export async function animationsDone(page: Page, timeout = 15_000): Promise<void> {
  await page.waitForFunction(
    () =>
      document
        .getAnimations()
        .every((a) => a.playState !== 'running' || !Number.isFinite(a.effect?.getComputedTiming().endTime ?? Number.POSITIVE_INFINITY)),
    undefined,
    { timeout },
  );
}

/**
 * Every request the page started before this call has been seen by Playwright: the page fetches a
 * marker, and requests are reported in the order the page starts them. A check such as "nothing
 * was sent" right after this is not a race.
 */
export async function requestsSeen(page: Page): Promise<void> {
  const marker = `/healthz?requests-seen=${Math.random().toString(36).slice(2)}`;
  const seen = page.waitForRequest((r: Request) => r.url().endsWith(marker));
  await page.evaluate((url) => void fetch(url).catch(() => undefined), marker);
  await seen;
}

/** The window's vertical scroll has stopped moving (two frames in a row at the same place). */
export async function scrollSettled(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = Number.NaN;
        let still = 0;
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 2) resolve(last);
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
}

/**
 * Records in the page, on its own clock, when each element matching `selector` first appears
 * (or first matches, as a dialog gets `open`). Call before the page loads.
 */
export async function watchAppearances(page: Page, selector: string): Promise<void> {
  await page.addInitScript((sel) => {
    const seen = new WeakMap<Element, number>();
    Object.assign(window, { __seenAt: seen });
    const scan = () => {
      for (const el of document.querySelectorAll(sel)) if (!seen.has(el)) seen.set(el, Date.now());
    };
    new MutationObserver(scan).observe(document, { childList: true, subtree: true, attributes: true });
  }, selector);
}

/**
 * Stops the page's clock (`page.clock.install()` before the page loaded) `ms` after `element`
 * appeared (watchAppearances), so a check of what a timer of the page does at that moment does not
 * depend on how long the test took to get there. The clock is not stopped earlier: the page's data
 * arrives through timers too (TanStack Query notifies on a timer).
 */
export async function pauseAfterAppearance(page: Page, element: Locator, ms: number): Promise<void> {
  const shownAt = await element.evaluate((el) => (window as unknown as { __seenAt: WeakMap<Element, number> }).__seenAt.get(el));
  expect(shownAt, 'the element was watched (watchAppearances)').toEqual(expect.any(Number));
  const now = await page.evaluate(() => Date.now());
  expect(now, `the test reached the check before ${ms} ms had passed`).toBeLessThan(shownAt! + ms);
  await page.clock.pauseAt(shownAt! + ms);
}

const inFlight = new WeakMap<Page, Set<Request>>();

/** Starts counting the page's requests in flight, for `networkQuiet`. Call before it navigates. */
export function trackRequests(page: Page): void {
  const open = new Set<Request>();
  inFlight.set(page, open);
  page.on('request', (r) => open.add(r));
  const done = (r: Request) => void open.delete(r);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
}

/**
 * No request of the page is in flight (a streamed document counts until its stream ends), and
 * none has started once the page went idle: what Playwright's 'networkidle' stands for, without
 * its fixed 500 ms of silence on every call. The push socket is no request.
 */
export async function networkQuiet(page: Page, timeout = 15_000): Promise<void> {
  const open = inFlight.get(page);
  if (!open) throw new Error('networkQuiet needs trackRequests(page) before the page navigated');
  await expect
    .poll(
      async () => {
        if (open.size > 0) return [...open].map((r) => r.url());
        await idle(page);
        return [...open].map((r) => r.url());
      },
      { timeout, intervals: [50], message: 'requests still in flight' },
    )
    .toEqual([]);
}

/**
 * Reloads a page after the test changed a flag in local storage: the page loads itself once more,
 * with the cookie that mirrors the stored flags (`flags`: that cookie's value, '' for none), and
 * this waits for that second load, not the first one.
 */
export async function reloadWithStoredFlags(page: Page, flags: string): Promise<void> {
  const mirrored = page.waitForResponse(async (response) => {
    const request = response.request();
    if (!request.isNavigationRequest()) return false;
    const cookie = (await request.allHeaders()).cookie ?? '';
    return flags ? cookie.includes(`flags=${flags}`) : !/(^|;\s*)flags=/.test(cookie);
  });
  // Only until the reload commits: the page's own second load may cut its 'load' short.
  await page.reload({ waitUntil: 'commit' });
  await mirrored;
  await page.waitForLoadState('load');
}
