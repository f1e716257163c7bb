import { type Page, test } from '@playwright/test';
import { clearFaults, clearFaultsAfterExclusive, EXCLUSIVE, fault } from './support/faults';
import { signInAs } from './support/sign-in';
import { expect, monthsOf, openTimeline, scrollToMonth, section, throwawayAccount, tileIds, tiles, timeline } from './support/timeline';

// Issue 5, "Bad input and faults": schema-invalid answers are errors (never a crash), a deleted
// photo's preview URL redirects, stored preferences that fail validation give the defaults.
// (One month failing with a status while the others load, and its retry: timeline.spec.ts.)

/**
 * Uncaught errors of the page: a crash would show here. Not counted: TanStack Query's own unhandled
 * rejection when a query streamed from the server (dehydrated while pending) failed there — the
 * client gets it with the message 'redacted' and nobody awaits that promise (TanStack/query#7867);
 * the page handles the failure itself (the month or timeline error with a retry).
 */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => {
    if (e.message !== 'redacted') errors.push(e.message);
  });
  return errors;
}

test.describe.configure({ timeout: 120_000 });

test.afterEach(clearFaultsAfterExclusive);

// Global faults (every user's month, every user's timeline): alone, after the others (support/faults.ts).
for (const mode of ['invalid', 'malformed'] as const) {
  test(
    `a month answering a ${mode} page shows that month's error while the others load, and retrying works`,
    EXCLUSIVE,
    async ({ page }) => {
      const errors = pageErrors(page);
      await openTimeline(page);
      const months = await monthsOf(page);
      const broken = months[5]!;
      const [y, m] = broken.key.split('/');
      await fault({ pathPattern: `^/photo-management/photos/timeline/${y}/${m}$`, method: 'GET', mode });
      await scrollToMonth(page, broken.key);
      await expect(section(page, broken.key).getByRole('alert')).toContainText('Error: Your photos could not be loaded');
      await expect(tiles(page, broken.key)).toHaveCount(0);
      // The month after it loads when scrolled to: the page still works.
      await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(1);
      await scrollToMonth(page, months[6]!.key);
      await expect(tiles(page, months[6]!.key).first()).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(1);
      await section(page, broken.key).scrollIntoViewIfNeeded();

      await clearFaults();
      await section(page, broken.key).getByRole('button', { name: 'Try again' }).click();
      await expect(tiles(page, broken.key).first()).toBeVisible();
      await expect(section(page, broken.key).getByRole('alert')).toHaveCount(0);
      expect(errors).toEqual([]);
    },
  );
}

test(
  'a schema-invalid timeline shows the load error under the header instead of the months, and retrying recovers',
  EXCLUSIVE,
  async ({ page }) => {
    const errors = pageErrors(page);
    await fault({ pathPattern: '^/photo-management/users/timeline$', method: 'GET', mode: 'invalid' });
    await openTimelineExpectingError(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Error: Your photos could not be loaded' })).toBeVisible();
    await expect(timeline(page)).toHaveCount(0);
    // The page keeps working: header and tabs are there, the menu navigates.
    await expect(page.getByRole('heading', { name: 'My photos', level: 1 })).toBeVisible();
    expect(errors).toEqual([]);

    await clearFaults();
    await page
      .getByRole('alert')
      .filter({ hasText: 'Error: Your photos could not be loaded' })
      .getByRole('button', { name: 'Try again' })
      .click();
    await expect(tiles(page).first()).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('alert').filter({ hasText: 'could not be loaded' })).toHaveCount(0);
  },
);

/** Signs in to the photos page without waiting for thumbnails (the timeline is expected to fail). */
async function openTimelineExpectingError(page: Page) {
  await signInAs(page, 'demo@example.com', '/my-photos/photos');
  await page.waitForFunction(() => !('$_TSR' in window));
}

test("a deleted photo's preview URL goes back to the timeline", async ({ page }) => {
  const account = await throwawayAccount('consumer');
  await openTimeline(page, account.email, account.password);
  const [first, second] = await tileIds(page);
  await tiles(page).nth(1).dispatchEvent('click');
  await expect(page).toHaveURL(new RegExp(`/my-photos/photos/preview/${second}$`));
  const dialog = page.getByRole('dialog', { name: /^Photo preview: / });
  await expect(dialog.locator('img')).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  // After the delete the preview moves to the neighbour: the previous photo (it was not the first).
  await expect(page).toHaveURL(new RegExp(`/my-photos/photos/preview/${first}$`));

  // The deleted photo's address, opened directly, redirects to the photos route.
  await page.goto(`/my-photos/photos/preview/${second}?from=link`);
  await expect(page).toHaveURL(/\/my-photos\/photos\?from=link$/, { timeout: 15_000 });
  await expect(tiles(page).first()).toBeVisible();
  expect(await tileIds(page)).not.toContain(second);
});

test('stored preferences that fail validation fall back to the defaults', async ({ page }) => {
  const errors = pageErrors(page);
  await openTimeline(page);
  const months = await monthsOf(page);
  const firstMonth = () => timeline(page).locator('section[data-month]').first().getAttribute('data-month');
  const stored = [
    // A sort key and order the spec doesn't know; a scroll position with a negative number and a
    // string; visible sections that are not JSON.
    { sort: JSON.stringify({ sortKey: 'name', sortOrder: 'sideways' }), scroll: JSON.stringify([-10, 'x']), sections: '{not json' },
    // Not JSON at all; sections that are not month keys.
    { sort: 'created-asc', scroll: '"top"', sections: JSON.stringify(['<script>', 42]) },
  ];
  for (const s of stored) {
    await page.evaluate((v) => {
      window.localStorage.setItem('sortPreference.photos', v.sort);
      window.localStorage.setItem('photos.scrollPosition', v.scroll);
      window.localStorage.setItem('photos.visibleSections', v.sections);
    }, s);
    await page.reload();
    await page.waitForFunction(() => !('$_TSR' in window));
    // The photos list's default sort: date taken, newest first.
    await expect(page.getByLabel('Sort photos')).toHaveValue('dateTaken.desc');
    await expect(tiles(page, months[0]!.key).first()).toBeVisible();
    expect(await firstMonth()).toBe(months[0]!.key);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  }
  expect(errors).toEqual([]);
});

test('a thumbnail that fails to load shows the close icon, server-rendered or not', async ({ page }) => {
  // The media host refuses this browser's thumbnails (a fault in the upstream would refuse every
  // test's photos), from the first server-rendered one on.
  await page.route(
    (url) => url.pathname.startsWith('/media/'),
    (route) => (route.request().method() === 'GET' ? route.fulfill({ status: 500, body: '' }) : route.fallback()),
  );
  await openTimeline(page);
  const failed = (key: string) => section(page, key).getByRole('img', { name: 'This photo could not be shown' });
  const months = await monthsOf(page);
  // The first month is in the server-rendered page; the fifth renders in the browser.
  await expect(failed(months[0]!.key).first()).toBeVisible();
  await scrollToMonth(page, months[4]!.key);
  await expect(failed(months[4]!.key).first()).toBeVisible();
});
