import { type Browser, type Page, test } from '@playwright/test';
import { signInAs } from './support/sign-in';
import {
  expect,
  hydrated,
  MONTH_REQUEST,
  monthsOf,
  openTimeline,
  scrollToMonth,
  section,
  throwawayAccount,
  tileIds,
  tiles,
  timeline,
} from './support/timeline';

// Issue 34 §2: a hover circle starts a selection on desktop, a long press (and a drag on from it)
// on touch; a month's group control selects the whole month, loaded or not. §5: a month whose first
// page failed is its error alone. The demo account, read-only; the delete on a throwaway account.

test.describe.configure({ timeout: 120_000 });

const count = (page: Page) => page.locator('#main').getByText(/^[\d,.\s]+ selected$/);
const amount = async (page: Page) => Number((await count(page).textContent())!.replace(/\D/g, ''));
const circle = (page: Page, id: string) => timeline(page).locator(`[data-select-for="${id}"]`);

test('desktop: hovering a photo shows its circle; clicking it selects the photo and starts select mode', async ({ page }) => {
  await openTimeline(page);
  const ids = await tileIds(page);
  await expect(circle(page, ids[1]!)).toHaveCSS('opacity', '0');
  await tiles(page).nth(1).hover();
  await expect(circle(page, ids[1]!)).toHaveCSS('opacity', '1');
  // The rest of the tile still opens the photo: the circle is its own control, and not a tab stop.
  await expect(circle(page, ids[1]!)).toHaveAttribute('tabindex', '-1');
  await circle(page, ids[1]!).click();
  await expect(count(page)).toHaveText('1 selected');
  await expect(page).toHaveURL(/\/my-photos\/photos$/);
  // In select mode every tile has its mark (and says whether it is selected); the hover circles go.
  await expect(tiles(page).nth(1)).toHaveAttribute('aria-pressed', 'true');
  await expect(tiles(page).nth(0)).toHaveAttribute('aria-pressed', 'false');
  await expect(timeline(page).locator('[data-select-for]')).toHaveCount(0);
  await tiles(page)
    .nth(3)
    .click({ modifiers: ['Shift'] });
  await expect(count(page)).toHaveText('3 selected');
});

test("desktop: a month's circle shows on hovering its heading and selects the whole month, loaded or not", async ({ page }) => {
  await openTimeline(page);
  const months = await monthsOf(page);
  // A month larger than its first page: most of it isn't loaded.
  const big = months.find((m) => m.count > 24)!;
  await scrollToMonth(page, big.key);
  const heading = section(page, big.key).locator('[data-month-select]');
  await expect(heading).toHaveCSS('opacity', '0');
  await section(page, big.key).getByRole('heading', { level: 2 }).hover();
  await expect(heading).toHaveCSS('opacity', '1');
  const requests: string[] = [];
  page.on('request', (r) => MONTH_REQUEST.test(r.url()) && requests.push(r.url()));
  await heading.click();
  // The real number at once, without loading the month's other pages.
  await expect(count(page)).toBeVisible();
  expect(await amount(page)).toBe(big.count);
  await expect(heading).toHaveAttribute('aria-pressed', 'true');
  for (const pressed of await tiles(page, big.key).evaluateAll((els) => els.map((e) => e.getAttribute('aria-pressed'))))
    expect(pressed).toBe('true');
  expect(requests.filter((u) => u.includes(`/timeline/${big.key}?`))).toEqual([]);
  // A photo deselected inside it counts one less; the month control then selects all again.
  await tiles(page, big.key).first().click();
  expect(await amount(page)).toBe(big.count - 1);
  await expect(heading).toHaveAttribute('aria-pressed', 'false');
  await heading.click();
  expect(await amount(page)).toBe(big.count);
  await heading.click();
  await expect(count(page)).toHaveText('0 selected');
});

/** A phone with a touch screen, signed in on the timeline. */
async function touchPhone(browser: Browser) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await signInAs(page, 'demo@example.com', '/my-photos/photos');
  await hydrated(page);
  await expect(tiles(page).first()).toBeVisible({ timeout: 15_000 });
  const cdp = await context.newCDPSession(page);
  const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', x = 0, y = 0) =>
    cdp.send('Input.dispatchTouchEvent', { type, touchPoints: type === 'touchEnd' ? [] : [{ x, y }] });
  const centre = async (i: number) => {
    const box = (await tiles(page).nth(i).boundingBox())!;
    return [box.x + box.width / 2, box.y + box.height / 2] as const;
  };
  return { context, page, touch, centre };
}

test('touch: a long press selects the photo (no preview, no hover circle); dragging on extends the selection', async ({ browser }) => {
  const { context, page, touch, centre } = await touchPhone(browser);
  const ids = await tileIds(page);
  // No hover on a touch screen: no circles.
  await expect(circle(page, ids[0]!)).toBeHidden();
  const [x0, y0] = await centre(0);
  await touch('touchStart', x0, y0);
  await page.waitForTimeout(700);
  await touch('touchEnd');
  await expect(count(page)).toHaveText('1 selected');
  await expect(tiles(page).nth(0)).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/my-photos\/photos$/);

  // Long press on the fourth photo, then drag on to the sixth: 4–6 join the selection; the page
  // doesn't scroll under the finger.
  const [x3, y3] = await centre(3);
  const [x5, y5] = await centre(5);
  const before = await page.evaluate(() => window.scrollY);
  await touch('touchStart', x3, y3);
  await page.waitForTimeout(700);
  for (let i = 1; i <= 8; i++) await touch('touchMove', x3 + ((x5 - x3) * i) / 8, y3 + ((y5 - y3) * i) / 8);
  await touch('touchEnd');
  await expect(count(page)).toHaveText('4 selected');
  for (const i of [0, 3, 4, 5]) await expect(tiles(page).nth(i)).toHaveAttribute('aria-pressed', 'true');
  await expect(tiles(page).nth(1)).toHaveAttribute('aria-pressed', 'false');
  expect(await page.evaluate(() => window.scrollY)).toBe(before);
  await context.close();
});

test('touch: a swipe still scrolls the page and selects nothing', async ({ browser }) => {
  const { context, page, touch, centre } = await touchPhone(browser);
  const [x, y] = await centre(6);
  const before = await page.evaluate(() => window.scrollY);
  await touch('touchStart', x, y);
  for (let i = 1; i <= 8; i++) await touch('touchMove', x, y - 40 * i);
  await touch('touchEnd');
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before + 100);
  await page.waitForTimeout(700);
  await expect(page.getByRole('button', { name: 'Select', exact: true })).toBeVisible();
  await expect(count(page)).toHaveCount(0);
  await context.close();
});

test('a month whose first page failed takes only its error’s height, and comes back on retry', async ({ page }) => {
  await openTimeline(page);
  const months = await monthsOf(page);
  const broken = months[5]!;
  const [y, m] = broken.key.split('/');
  const failing = new RegExp(`/api/photo/photos/timeline/${y}/${m}(\\?|$)`);
  let fail = true;
  await page.route(failing, (route) => (fail ? route.fulfill({ status: 500, body: '' }) : route.fallback()));
  await scrollToMonth(page, broken.key);
  const alert = section(page, broken.key).getByRole('alert');
  await expect(alert).toContainText('Error: Your photos could not be loaded');
  // Heading, the error block and the gap to the next month: no blank rows of photos below it.
  await expect
    .poll(async () => {
      const [s, a] = await Promise.all([section(page, broken.key).boundingBox(), alert.boundingBox()]);
      return s && a ? Math.round(s.y + s.height - (a.y + a.height)) : -1;
    })
    .toBeLessThanOrEqual(24);
  // The error fills its block (nothing cut off).
  expect(await alert.evaluate((el) => el.scrollHeight <= el.clientHeight)).toBe(true);
  fail = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(tiles(page, broken.key).first()).toBeVisible();
});

test('a whole month selected acts on all its photos: Delete sends every id of the month, loaded or not', async ({ page }) => {
  const account = await throwawayAccount('consumer');
  await page.clock.install(); // the undo window (5 s) passes on the page's clock
  await openTimeline(page, account.email, account.password);
  const months = await monthsOf(page);
  const month = months.reduce((a, b) => (b.count > a.count ? b : a));
  await scrollToMonth(page, month.key);
  await section(page, month.key).getByRole('heading', { level: 2 }).hover();
  await section(page, month.key).locator('[data-month-select]').click();
  expect(await amount(page)).toBe(month.count);
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'DELETE' && /\/api\/photo\/photos$/.test(new URL(r.url()).pathname))
      sent.push(...(JSON.parse(r.postData() ?? '{}') as { photoIds: string[] }).photoIds);
  });
  await page.keyboard.press('Delete');
  await expect(section(page, month.key).locator('button[data-photo-id]')).toHaveCount(0);
  await page.clock.runFor(6_000);
  await expect.poll(() => sent.length, { timeout: 30_000 }).toBe(month.count);
  expect(new Set(sent).size).toBe(month.count);
});
