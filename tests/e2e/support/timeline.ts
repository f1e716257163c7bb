/** Helpers of the photo timeline's end-to-end tests (tests/e2e/timeline*.spec.ts). */
import { expect as baseExpect, type Page, type Request } from '@playwright/test';
import { throwawayAccount as adminAccount } from '../../support/upstream-admin';
import { upstreamUrl } from './faults';
import { DEMO_PASSWORD, signInAs } from './sign-in';

/**
 * The machine running the tests is shared and often heavily loaded: assertions wait up to 15 s
 * (the default 5 s fails on load, not on behaviour); the spec files allow 2 minutes per test.
 */
export const expect = baseExpect.configure({ timeout: 15_000 });

export { upstreamUrl };
export const MONTH_REQUEST = /\/api\/photo\/photos\/timeline\/(\d{4})\/(\d{1,2})(?:\?|$)/;

/**
 * The router's data consumed and the photos page's streamed part hydrated (`data-hydrated`; a
 * change event before that is lost).
 */
export const hydrated = async (page: Page) => {
  await page.waitForFunction(() => !('$_TSR' in window));
  await page.waitForSelector('[data-hydrated]', { state: 'attached' });
};
export const timeline = (page: Page) => page.getByRole('region', { name: 'Photo timeline' });
export const section = (page: Page, key: string) => page.locator(`section[data-month="${key}"]`);
export const tiles = (page: Page, key?: string) =>
  (key ? section(page, key) : page.locator('section[data-month]')).locator('button[data-photo-id]');
export const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
export const tileIds = (page: Page, key?: string) =>
  tiles(page, key).evaluateAll((els) => els.map((e) => e.getAttribute('data-photo-id')!));

/** The scrubber's library (scale-seed.setup.ts, scrubber.spec.ts); SCRUBBER_E2E_PHOTOS=20000 for a quick run. */
export const SCRUBBER_PHOTOS = Number(process.env.SCRUBBER_E2E_PHOTOS ?? 1_000_000);

/** A fresh account through the upstream's development-only admin call. */
export const throwawayAccount = (profile: 'consumer' | 'empty') => adminAccount(profile, upstreamUrl);

/**
 * A fresh account whose recent months hold more than 24 photos: the upstream's development-only
 * scale seed (`scale-<n>@example.com`, n photos over 25 years, denser towards today). n is random
 * so each run (and a retry) gets its own untouched user.
 */
export async function denseAccount(): Promise<{ email: string; password: string }> {
  const photos = 6000 + Math.floor(Math.random() * 3000);
  const post = async <T>(path: string, body: unknown): Promise<T> => {
    const res = await fetch(`${upstreamUrl}/photo-management/__admin${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(res.ok, `${path}: ${res.status}`).toBe(true);
    return (await res.json()) as T;
  };
  const user = await post<{ userId: string; email: string; password: string; count: number }>('/scale-seed', { photos });
  if (user.count !== photos) {
    if (user.count > 0) await post('/scale-seed/reset', { userId: user.userId });
    const salt = [...crypto.getRandomValues(new Uint8Array(12))].map((b) => b.toString(16).padStart(2, '0')).join('');
    await post('/scale-seed/chunk', { userId: user.userId, photos, start: 0, end: photos, salt, now: Date.now() });
  }
  return { email: user.email, password: user.password ?? DEMO_PASSWORD };
}

/** Month requests of the page ('year/month' per request, in order). */
export function recordMonthRequests(page: Page): { keys: string[]; requests: Request[] } {
  const out = { keys: [] as string[], requests: [] as Request[] };
  page.on('request', (r) => {
    const m = MONTH_REQUEST.exec(r.url());
    if (m && r.method() === 'GET') {
      out.keys.push(`${m[1]}/${Number(m[2])}`);
      out.requests.push(r);
    }
  });
  return out;
}

/** Months of the timeline in display order (newest first), with counts, through the app's /api. */
export async function monthsOf(page: Page): Promise<{ key: string; count: number }[]> {
  const res = await page.request.get('/api/photo/users/timeline?sortKey=dateTaken');
  expect(res.ok()).toBe(true);
  const data = (await res.json()) as Record<string, Record<string, number>>;
  const out: { key: string; count: number }[] = [];
  for (const [y, months] of Object.entries(data))
    for (const [m, count] of Object.entries(months)) if (count > 0) out.push({ key: `${y}/${Number(m)}`, count });
  return out.sort((a, b) => {
    const [ay, am] = a.key.split('/').map(Number);
    const [by, bm] = b.key.split('/').map(Number);
    return by! - ay! || bm! - am!;
  });
}

export async function openTimeline(page: Page, email = 'demo@example.com', password = DEMO_PASSWORD, path = '/my-photos/photos') {
  await signInAs(page, email, path, password);
  await hydrated(page);
  await expect(tiles(page).first()).toBeVisible({ timeout: 15_000 });
}

/**
 * Scrolls until the month's section is rendered: down while every rendered month is newer, up
 * while every rendered month is older (a slow machine may render the window after a step has
 * already passed the month), waiting for the virtualiser to render between steps.
 */
export async function scrollToMonth(page: Page, key: string, step = 700) {
  await scrollUntilRendered(page, key, step, 600);
  // In the page in one go: the virtualiser may replace the section's element between Playwright's
  // look-up and its scroll (scrollIntoViewIfNeeded then fails on a detached element). A section
  // that left the rendered window meanwhile (a month above it grew as its pages arrived: seen
  // once on a loaded CI machine) is searched for again.
  await expect(async () => {
    await scrollUntilRendered(page, key, step, 60);
    await section(page, key).evaluate((el) => el.scrollIntoView({ block: 'nearest' }), undefined, { timeout: 2_000 });
    await frames(page);
    await expect(section(page, key)).toBeInViewport({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}

async function scrollUntilRendered(page: Page, key: string, step: number, steps: number) {
  for (let i = 0; i < steps; i++) {
    if (await section(page, key).count()) break;
    const direction = await page.evaluate((k) => {
      const order = (ym: string) => {
        const [y, m] = ym.split('/').map(Number);
        return y! * 12 + m!;
      };
      const shown = [...document.querySelectorAll<HTMLElement>('section[data-month]')].map((el) => order(el.dataset.month!));
      if (shown.length === 0) return 0;
      // Newest first: a month older than every rendered one is further down.
      return order(k) < Math.min(...shown) ? 1 : order(k) > Math.max(...shown) ? -1 : 0;
    }, key);
    await page.evaluate((dy) => window.scrollBy(0, dy), direction * step);
    await frames(page);
  }
}

/** Every photo id a (virtualised) month section shows, collected by walking down the section. */
export async function allIdsOfSection(page: Page, key: string): Promise<Set<string>> {
  const ids = new Set<string>();
  const box = (await section(page, key).boundingBox())!;
  const top = (await scrollY(page)) + box.y;
  for (let y = top; y < top + box.height; y += 300) {
    await page.evaluate((to) => window.scrollTo(0, to), y);
    // The virtualiser renders the rows of the new window after the scroll event.
    await frames(page);
    for (const id of await tileIds(page, key)) ids.add(id);
  }
  return ids;
}

/**
 * What a scroll asked of the virtualised grid is rendered: three animation frames in a row without
 * a change to the page's elements (the scroll event, the render it schedules and its commit each
 * take a frame or more on a loaded machine; a fixed number of frames was not always enough).
 */
export const frames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let quiet = 0;
        let total = 0;
        const changes = new MutationObserver(() => {
          quiet = 0;
        });
        changes.observe(document.body, { childList: true, subtree: true });
        const tick = () => {
          quiet++;
          total++;
          if (quiet >= 3 || total >= 120) {
            changes.disconnect();
            resolve();
          } else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
  );
