import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { brandUrl } from '../support/env';
import { signInAs } from './support/sign-in';

/**
 * Issue 34 §4, the viewer on every screen: on a phone the header shows the date and 'x of N' in
 * full (long localised dates too); on a desktop the info panel sits beside the photo instead of
 * over it; without JavaScript the server shows the photo itself with links to its neighbours.
 */

/** The viewer (its name is localised: 'Photo preview: …', 'Fotovorschau: …', 'Fotoweergave: …'). */
const viewer = (page: Page) => page.locator('dialog[open]').filter({ has: page.getByTestId('preview-stage') });
const tileIds = (page: Page, selector = 'section[data-month] [data-photo-id]') =>
  page.locator(selector).evaluateAll((els) => els.map((e) => e.getAttribute('data-photo-id')!));

/** Not cut: the element shows all its text and lies inside the viewport. */
async function shownInFull(element: Locator, viewportWidth: number) {
  await expect(element).toBeVisible();
  const { scroll, client, right } = await element.evaluate((el) => ({
    scroll: el.scrollWidth,
    client: el.clientWidth,
    right: el.getBoundingClientRect().right,
  }));
  expect(scroll, 'nothing hidden inside the element').toBeLessThanOrEqual(client);
  expect(right, 'inside the viewport').toBeLessThanOrEqual(viewportWidth);
}

/** Opens the first photos of the timeline in the hydrated viewer and checks the header of each. */
async function phoneHeaderInFull(browser: Browser, url: (path: string) => string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInAs(page, 'demo@example.com', url('/my-photos/photos'));
  await expect(page.locator('section[data-month] [data-photo-id]').nth(2)).toBeAttached({ timeout: 20_000 });
  for (const id of (await tileIds(page)).slice(0, 3)) {
    await page.goto(url(`/my-photos/photos/preview/${id}`));
    const dialog = viewer(page);
    await expect(dialog.locator('img')).toBeVisible();
    await expect(dialog.getByTestId('preview-position')).toHaveText(/\d+\s\S+\s\d+$/);
    await shownInFull(dialog.getByTestId('preview-date'), 390);
    await shownInFull(dialog.getByTestId('preview-position'), 390);
    await shownInFull(dialog.getByTestId('preview-meta'), 390);
  }
  expect(errors).toEqual([]);
  await context.close();
}

test('phone: the header shows the date and "x of N" in full', async ({ browser }) => {
  await phoneHeaderInFull(browser, (path) => path);
});

test('phone: long German and Dutch dates are not cut either', async ({ browser }) => {
  await phoneHeaderInFull(browser, (path) => brandUrl('photobloom-de', path));
  await phoneHeaderInFull(browser, (path) => brandUrl('photobloom-nl', path));
});

test('desktop: the info panel sits beside the photo; › stays visible and steps; closing gives the width back', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await signInAs(page, 'demo@example.com', '/my-photos/photos');
  await expect(page.locator('section[data-month] [data-photo-id]').nth(2)).toBeAttached({ timeout: 20_000 });
  const ids = await tileIds(page);
  await page.goto(`/my-photos/photos/preview/${ids[0]}`);
  const dialog = viewer(page);
  const photo = dialog.locator('img');
  await expect(photo).toBeVisible();
  const stage = dialog.getByTestId('preview-stage');
  const fullWidth = (await stage.boundingBox())!.width;

  await dialog.getByRole('button', { name: 'Info', exact: true }).click();
  const panel = dialog.getByRole('complementary', { name: 'Photo information' });
  await expect(panel).toBeVisible();
  const next = dialog.getByRole('button', { name: 'Next photo' });
  await expect(next).toBeVisible();
  const [p, i, n, s] = await Promise.all([photo.boundingBox(), panel.boundingBox(), next.boundingBox(), stage.boundingBox()]);
  // Beside, not over: the photo, › and the stage end where the panel starts.
  expect(p!.x + p!.width).toBeLessThanOrEqual(i!.x + 0.5);
  expect(n!.x + n!.width).toBeLessThanOrEqual(i!.x + 0.5);
  expect(s!.width).toBeLessThan(fullWidth - 200);
  // The photo was fitted again into the narrower stage.
  expect(p!.width).toBeLessThanOrEqual(s!.width + 0.5);
  // › is not covered: a click on it reaches it and steps.
  await next.click();
  await expect(page).toHaveURL(new RegExp(`/preview/${ids[1]}$`));
  await expect(panel).toBeVisible();

  await dialog.getByRole('button', { name: 'Close photo information' }).click();
  await expect(panel).toHaveCount(0);
  await expect.poll(async () => (await stage.boundingBox())!.width).toBe(fullWidth);
  await context.close();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the preview shows the photo, its date and place, and links to its neighbours and back', async ({ page }) => {
    await signInAs(page, 'demo@example.com', '/my-photos/photos');
    await expect(page).toHaveURL(/nojs=1/);
    const ids = await tileIds(page);
    expect(ids.length).toBeGreaterThan(2);

    // The first photo: no previous link.
    await page.goto(`/my-photos/photos/preview/${ids[0]}`);
    const dialog = viewer(page);
    await expect(dialog.getByRole('link', { name: 'Previous photo' })).toHaveCount(0);
    await expect(dialog.getByTestId('preview-position')).toHaveText(/^· 1 of \d+$/);

    // The second: its photo (the 1300-px thumbnail, with its name as alt text), loaded.
    await page.goto(`/my-photos/photos/preview/${ids[1]}`);
    await expect(page.getByRole('status', { name: /Loading/ })).toHaveCount(0);
    await expect(dialog.getByText('Loading photos…')).toHaveCount(0);
    const img = dialog.locator('img');
    await expect(img).toHaveAttribute('src', /1300/);
    await expect(img).toHaveAttribute('alt', /\S/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    await expect(dialog.getByTestId('preview-date')).toHaveText(/\d{4}/);
    await expect(dialog.getByTestId('preview-position')).toHaveText(/^· 2 of \d+$/);
    await expect(dialog.getByRole('link', { name: 'Previous photo' })).toHaveAttribute('href', `/my-photos/photos/preview/${ids[0]}`);
    await expect(dialog.getByRole('link', { name: 'Close preview' })).toHaveAttribute('href', '/my-photos/photos');

    // The next link leads to the next photo's page, which shows that photo.
    const next = dialog.getByRole('link', { name: 'Next photo' });
    const nextHref = await next.getAttribute('href');
    expect(nextHref).toMatch(/^\/my-photos\/photos\/preview\/[^/?]+$/);
    await next.click();
    await expect(page).toHaveURL(new RegExp(`${nextHref}$`));
    await expect(dialog.getByTestId('preview-position')).toHaveText(/^· 3 of \d+$/);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    await expect(dialog.getByRole('link', { name: 'Previous photo' })).toHaveAttribute('href', `/my-photos/photos/preview/${ids[1]}`);

    // An id that is not in the timeline goes back to it.
    await page.goto('/my-photos/photos/preview/00000000-0000-4000-8000-000000000000');
    await expect(page).toHaveURL(/\/my-photos\/photos(\?|$)/);
  });

  test("an album's preview links within the album and back to it", async ({ page }) => {
    await signInAs(page, 'demo@example.com', '/my-photos/albums');
    await expect(page).toHaveURL(/nojs=1/);
    // Their links keep the query string (nojs=1 here): the albums' paths.
    const albums = await page
      .locator('main a[href^="/my-photos/albums/"]')
      .evaluateAll((els) => els.map((e) => new URL(e.getAttribute('href')!, location.href).pathname));
    // The first album with two photos at least (the demo has an empty one too).
    let album: string | undefined;
    let ids: string[] = [];
    for (const href of albums) {
      await page.goto(href);
      ids = await tileIds(page, '[data-testid="album-grid"] [data-photo-id]');
      album = href;
      if (ids.length > 1) break;
    }
    expect(ids.length).toBeGreaterThan(1);
    await page.goto(`${album}/preview/${ids[0]}`);
    const dialog = viewer(page);
    await expect.poll(() => dialog.locator('img').evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
    await expect(dialog.getByTestId('preview-position')).toHaveText(/^· 1 of \d+$/);
    await expect(dialog.getByRole('link', { name: 'Close preview' })).toHaveAttribute('href', album!);
    await expect(dialog.getByRole('link', { name: 'Next photo' })).toHaveAttribute('href', `${album}/preview/${ids[1]}`);
  });
});

test('a page rendered complete hydrates without a mismatch and steps as before', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await signInAs(page, 'demo@example.com', '/my-photos/photos');
  await expect(page.locator('section[data-month] [data-photo-id]').nth(2)).toBeAttached({ timeout: 20_000 });
  const ids = await tileIds(page);
  // The complete variant (a browser that had no scripts before), with scripts running.
  await page.goto(`/my-photos/photos/preview/${ids[1]}?nojs=1`);
  const dialog = viewer(page);
  await page.waitForFunction(() => !('$_TSR' in window));
  await expect(dialog.locator('img')).toBeVisible();
  await expect(dialog.getByTestId('preview-position')).toHaveText(/^· 2 of \d+$/);
  expect(errors.filter((e) => /#4(18|22|25)|hydrat/i.test(e))).toEqual([]);
  // The hydrated viewer takes over once it has loaded the photo itself (its Info button then
  // works): its keys step to the next photo.
  await expect(dialog.getByRole('button', { name: 'Info', exact: true })).toBeEnabled();
  await expect(dialog).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page).toHaveURL(new RegExp(`/preview/${ids[2]}\\?nojs=1$`));
  await expect(dialog.getByTestId('preview-position')).toHaveText(/^· 3 of \d+$/);
});
