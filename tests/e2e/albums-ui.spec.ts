import { expect as baseExpect, type Page, test } from '@playwright/test';
import { throwawayAccount } from '../support/upstream-admin';
import { createAlbum, hydrated, tiles } from './support/albums';
import { clearFaultsAfterExclusive, EXCLUSIVE, fault } from './support/faults';
import { idle, pauseAfterAppearance, watchAppearances } from './support/settle';
import { signInAs } from './support/sign-in';

// Issue 6, point 10: modals and toasts as photo spec §2 "Modals" and "Notifications" say —
// stacked layers with Escape closing the top one that allows it, scroll lock, focus moved in,
// kept out of the page and returned, 10 s auto-close (participants modal), toasts top-centre for 5 s.
// Modals are native <dialog>s opened with showModal(): the platform makes the page inert (no
// hand-written focus trap), so Tab never reaches the page behind one.
// Also: the albums list streams its shell before the album data (DESIGN §5).
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 120_000 });
test.afterEach(clearFaultsAfterExclusive);

const DESKTOP_CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36';
const rootOverflow = (page: Page) => page.evaluate(() => document.documentElement.style.overflow);
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
/** Where the focus is: in a dialog, on the page behind it, or nowhere in the document (the browser's own UI). */
const focusWhere = (page: Page) =>
  page.evaluate(() => {
    const a = document.activeElement;
    if (!a || a === document.body || a === document.documentElement) return 'none';
    return a.closest('dialog') ? 'dialog' : 'page';
  });

test('a modal takes the focus, keeps it from the page, locks the scroll, closes on Escape and gives the focus back', async ({ page }) => {
  await signInAs(page, 'demo@example.com', '/my-photos/albums');
  await hydrated(page);
  const opener = page.getByRole('button', { name: 'New album' });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create new album' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Album name')).toBeFocused();
  expect(await rootOverflow(page)).toBe('hidden');
  // A native modal: in the top layer, the page behind it inert.
  expect(await dialog.evaluate((d) => d.matches('dialog:modal'))).toBe(true);
  expect(await page.evaluate(() => document.querySelectorAll('dialog:modal').length)).toBe(1);

  // Tab and Shift+Tab move inside the dialog: field → Cancel → Create, and back.
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  // Past the last control the focus may leave the document (the browser's own UI) but never lands
  // on the page behind the modal, and it comes back round into the dialog.
  let backInField = false;
  for (let i = 0; i < 8; i++) {
    await page.keyboard.press('Tab');
    expect(await focusWhere(page)).not.toBe('page');
    if (await dialog.getByLabel('Album name').evaluate((el) => el === document.activeElement)) backInField = true;
  }
  expect(backInField).toBe(true);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  expect(await rootOverflow(page)).toBe('');
  await expect(opener).toBeFocused();
  expect(await focusedText(page)).toBe('New album');
});

test('Escape closes the top layer only: the copy modal over the album preview, then the preview', async ({ page }) => {
  await signInAs(page, 'demo@example.com', '/my-photos/albums');
  await hydrated(page);
  await page
    .getByTestId('album-name')
    .filter({ hasText: /^Weekend trips$/ })
    .first()
    .click();
  await expect(page.getByTestId('album-title')).toHaveText('Weekend trips');
  await tiles(page).nth(0).click();
  await expect(page).toHaveURL(/\/preview\//);
  await hydrated(page);
  await page.getByRole('button', { name: 'Copy to album' }).click();
  const copy = page.getByRole('dialog', { name: 'Copy to album' });
  await expect(copy).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(copy).toHaveCount(0);
  await expect(page).toHaveURL(/\/preview\//);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('album-title')).toHaveText('Weekend trips');
});

test('a request in flight keeps its modal open on Escape', async ({ page }) => {
  await signInAs(page, 'demo@example.com', '/my-photos/albums');
  await hydrated(page);
  // Hold the create call until Escape has been pressed.
  let release: () => void = () => {};
  const held = new Promise<void>((r) => (release = r));
  await page.route('**/api/photo/albums', async (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    await held;
    await route.abort();
  });
  await page.getByRole('button', { name: 'New album' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create new album' });
  await dialog.getByLabel('Album name').fill('Held');
  await dialog.getByRole('button', { name: 'Create' }).click();
  await expect(dialog.getByRole('button', { name: 'Create' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  release();
  await expect(dialog.getByRole('alert')).toHaveText('Unable to save changes. Please try again');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('the participants modal closes itself after 10 s', async ({ page }) => {
  // The page's clock: stopped 9 s after the modal opened, then moved on by the test.
  await page.clock.install();
  await watchAppearances(page, 'dialog[open]');
  await signInAs(page, 'friend@example.com', '/my-photos/albums');
  await hydrated(page);
  await page.getByTestId('album-name').filter({ hasText: 'Road trip' }).first().click();
  await hydrated(page);
  await page.getByTestId('owner-text').getByRole('button', { name: '1 person' }).click();
  const modal = page.getByRole('dialog', { name: /Shared with 1 person/ });
  await expect(modal).toBeVisible();
  await pauseAfterAppearance(page, modal, 9_000);
  await expect(modal).toBeVisible();
  await page.clock.runFor(2_000);
  await expect(modal).toHaveCount(0);
});

test('toasts show top-centre and leave after 5 s', async ({ page }) => {
  // Its own account (the album made and deleted here), and the page's clock for the 5 s.
  const account = await throwawayAccount('consumer');
  await page.clock.install();
  await watchAppearances(page, '[data-testid="toast"]');
  await signInAs(page, account.email, '/my-photos/albums', account.password);
  await hydrated(page);
  const name = `Toast ${Date.now()}`;
  await createAlbum(page, name);
  await page.getByRole('button', { name: 'Delete album' }).click();
  await page.getByRole('dialog', { name: 'Delete album' }).getByRole('button', { name: 'Delete', exact: true }).click();
  const toast = page.getByTestId('toast').filter({ hasText: `${name} album deleted` });
  await expect(toast).toBeVisible();
  // The page's clock stopped 4 s after the toast appeared: still there; 1.5 s later: gone.
  await pauseAfterAppearance(page, toast, 4_000);
  const box = (await toast.boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(Math.abs(box.x + box.width / 2 - width / 2)).toBeLessThan(2);
  expect(box.y).toBeLessThan(40);
  await expect(toast).toBeVisible();
  await page.clock.runFor(1_500);
  await expect(toast).toHaveCount(0);
});

// A global fault (any user's album list): alone, after the others (support/faults.ts).
test('the albums list streams: the shell (tabs, New album) comes before the albums', EXCLUSIVE, async ({ page }) => {
  await signInAs(page, 'demo@example.com', '/my-photos/albums');
  // The album list call is slow; the page's first bytes must not wait for it.
  await fault({ pathPattern: '^/photo-management/albums$', method: 'GET', mode: 'delay', delayMs: 3000, times: 1 });
  const html: string[] = [];
  let shellAt = 0;
  // Read the streamed body chunk by chunk (fetch with the page's session cookies). Uncompressed:
  // wrangler dev's local compression buffers the whole response (Cloudflare's edge streams it).
  // A person's browser: bots (Node's default agent, headless Chromium) get the whole document at once.
  const cookies = (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
  const started = Date.now();
  const streamed = await fetch(new URL('/my-photos/albums', page.url()), {
    headers: { Cookie: cookies, 'Accept-Encoding': 'identity', 'User-Agent': DESKTOP_CHROME },
  });
  const reader = streamed.body!.getReader();
  const decoder = new TextDecoder();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    html.push(decoder.decode(value, { stream: true }));
    if (!shellAt && html.join('').includes('New album')) shellAt = Date.now() - started;
  }
  const total = Date.now() - started;
  const body = html.join('');
  expect(body).toContain('Weekend trips');
  expect(shellAt).toBeGreaterThan(0);
  // The shell arrived well before the delayed album list.
  expect(total - shellAt).toBeGreaterThan(2_000);
});

test('the album pages hydrate without mismatches', async ({ page }) => {
  const errors: string[] = [];
  // 'redacted' is a query the server streamed as pending that then failed upstream (a slow, busy
  // test machine): not a hydration mismatch, and the page renders its error state for it.
  page.on('pageerror', (e) => e.message !== 'redacted' && errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|#418|#423|#425/i.test(m.text())) errors.push(m.text());
  });
  await signInAs(page, 'demo@example.com', '/my-photos/albums');
  await hydrated(page);
  const albumHref = await page
    .getByRole('link', { name: /^Weekend trips/ })
    .first()
    .getAttribute('href');
  const sharedHref = await page.getByRole('region', { name: 'Shared with you' }).getByRole('link').first().getAttribute('href');
  for (const path of ['/my-photos/albums', albumHref!, sharedHref!]) {
    await page.goto(path);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // The streamed parts hydrated too (a mismatch is reported as they do).
    await idle(page);
  }
  expect(errors).toEqual([]);
});

test('the sort of album photos is kept per list (albums vs shared albums)', async ({ page }) => {
  await signInAs(page, 'demo@example.com', '/my-photos/albums');
  await hydrated(page);
  await page
    .getByTestId('album-name')
    .filter({ hasText: /^Weekend trips$/ })
    .first()
    .click();
  await hydrated(page);
  const sort = page.getByRole('combobox', { name: 'Sort photos' });
  await expect(sort).toHaveValue('created.desc');
  const firstBefore = await tiles(page).first().getAttribute('data-photo-id');
  await sort.selectOption('dateTaken.asc');
  await expect(tiles(page).first()).not.toHaveAttribute('data-photo-id', firstBefore!);
  const firstAfter = await tiles(page).first().getAttribute('data-photo-id');
  await page.reload();
  await hydrated(page);
  await expect(sort).toHaveValue('dateTaken.asc');
  await expect(tiles(page).first()).toHaveAttribute('data-photo-id', firstAfter!);
  // The shared albums' list has its own setting (default created, newest first).
  await page.goto('/my-photos/albums');
  await hydrated(page);
  await page.getByRole('region', { name: 'Shared with you' }).getByTestId('album-name').first().click();
  await hydrated(page);
  await expect(page.getByRole('combobox', { name: 'Sort photos' })).toHaveValue('created.desc');
});

test('the albums list pages: 49 first, the rest on scrolling', async ({ page }) => {
  const account = await throwawayAccount('empty');
  await signInAs(page, account.email, '/my-photos/albums', account.password);
  await hydrated(page);
  // 55 albums through the app's own API (same origin, CSRF header).
  const origin = new URL(page.url()).origin;
  for (let i = 0; i < 55; i++) {
    const created = await page.request.post('/api/photo/albums', {
      headers: { 'Content-Type': 'application/json', 'X-Requested-With': 'myaccount', Origin: origin },
      data: { albumName: `Album ${String(i).padStart(2, '0')}` },
    });
    expect(created.ok()).toBe(true);
  }
  // The first page is rendered by the server (49: one less than the page size, the 'New album' tile
  // takes the first place); the next ones are the browser's (50).
  await page.reload();
  await hydrated(page);
  const names = page.getByTestId('album-name');
  await expect(names).toHaveCount(49);
  const next = page.waitForRequest((r) => /\/api\/photo\/albums\?/.test(r.url()) && new URL(r.url()).searchParams.has('cursor'));
  await names.nth(48).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 4000);
  expect(new URL((await next).url()).searchParams.get('limit')).toBe('50');
  await expect(names).toHaveCount(55);
});

test('a large album pages on scrolling in sections of 24; closing a photo brings the scroll back', async ({ page }) => {
  await signInAs(page, 'demo@example.com', '/my-photos/albums');
  await hydrated(page);
  await page
    .getByTestId('album-name')
    .filter({ hasText: /^Best of the decade$/ })
    .first()
    .click();
  await expect(page.getByTestId('album-count')).toHaveText('80 photos');
  await hydrated(page);
  const sections = page.getByTestId('album-section');
  // The first page (24); justified rows are short, so a tall window may ask for the next at once.
  await expect(sections.first()).toBeVisible();
  expect(await sections.count()).toBeLessThan(4);
  // Scrolled on until every section has come (each wheel may ask for the next page).
  await expect(async () => {
    await page.mouse.wheel(0, 3000);
    await expect(sections).toHaveCount(4, { timeout: 1_000 }); // 24 + 24 + 24 + 8
  }).toPass({ timeout: 30_000 });
  await expect(sections.nth(3).locator('[data-photo-id]')).toHaveCount(8);

  const tile = sections.nth(2).locator('[data-photo-id]').first();
  await tile.scrollIntoViewIfNeeded();
  const y = await page.evaluate(() => window.scrollY);
  expect(y).toBeGreaterThan(500);
  await tile.click();
  await expect(page).toHaveURL(/\/preview\//);
  await expect(page.getByRole('dialog', { name: /^Photo preview/ })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('album-title')).toHaveText('Best of the decade');
  await expect.poll(() => page.evaluate(() => window.scrollY), { timeout: 10_000 }).toBeGreaterThan(y - 50);
});
