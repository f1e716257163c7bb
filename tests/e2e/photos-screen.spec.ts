/**
 * Issue 34 §1: the photos get the screen. The account menu gives way (a drawer from the header's
 * button from 576 px, nothing on a phone), a compact sticky bar carries the month being viewed,
 * Select and sort; the first photo starts within 200 px on a 390 × 844 phone and 220 px on a
 * 1440 × 900 desktop (the info notice shown: a new customer's first visit); select mode moves nothing.
 */
import type { Browser, Page } from '@playwright/test';
import { test } from '@playwright/test';
import { brandUrl } from '../support/env';
import { expect, hydrated, openTimeline, tiles } from './support/timeline';

const SCREENS = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, firstPhotoAt: 200 },
  desktop: { viewport: { width: 1440, height: 900 }, isMobile: false, hasTouch: false, firstPhotoAt: 220 },
} as const;

async function open(browser: Browser, screen: keyof typeof SCREENS): Promise<Page> {
  const { firstPhotoAt: _, ...options } = SCREENS[screen];
  const page = await (await browser.newContext(options)).newPage();
  await openTimeline(page);
  return page;
}

const top = (page: Page) =>
  tiles(page)
    .first()
    .evaluate((e) => e.getBoundingClientRect().top);
const bar = (page: Page) => page.locator('[data-photo-bar]');

for (const screen of ['phone', 'desktop'] as const) {
  test(`${screen}: the first photo within ${SCREENS[screen].firstPhotoAt} px, the notice one line; Select moves nothing`, async ({
    browser,
  }) => {
    const page = await open(browser, screen);
    await expect(page.getByRole('complementary', { name: 'About your photos' })).toBeVisible();
    const notice = await page.getByRole('complementary', { name: 'About your photos' }).boundingBox();
    expect(notice!.height).toBeLessThanOrEqual(48);
    const before = await top(page);
    expect(before).toBeLessThanOrEqual(SCREENS[screen].firstPhotoAt);
    // No account menu beside the photos.
    await expect(page.getByRole('navigation', { name: 'My account' })).toBeHidden();

    const barBefore = await bar(page).boundingBox();
    await bar(page).getByRole('button', { name: 'Select', exact: true }).click();
    await expect(bar(page).getByText('0 selected')).toBeVisible();
    expect(await top(page)).toBe(before);
    expect(await bar(page).boundingBox()).toEqual(barBefore);
    // Select mode's action bar takes the bottom: the notice gives way.
    await expect(page.getByRole('complementary', { name: 'About your photos' })).toBeHidden();
    // With a photo selected ('Deselect all' joins the bar) the page is no wider than the screen: a
    // wider bar made a phone zoom the whole page out and put the action bar past its edges.
    await tiles(page).first().click();
    await expect(bar(page).getByRole('button', { name: 'Deselect all' })).toBeVisible();
    const toolbar = page.getByRole('toolbar', { name: 'Actions for the selected photos' });
    await expect(toolbar).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SCREENS[screen].viewport.width);
    expect((await toolbar.boundingBox())!.width).toBeLessThanOrEqual(SCREENS[screen].viewport.width);
    await page.context().close();
  });

  test(`${screen}: scrolled, the bar stays at the top and names the month being viewed`, async ({ browser }) => {
    const page = await open(browser, screen);
    await expect(bar(page)).not.toContainText('November 2026');
    const select = bar(page).getByRole('button', { name: 'Select', exact: true });
    const selectX = await select.evaluate((e) => e.getBoundingClientRect().x);
    await page.evaluate(() => window.scrollBy(0, 3000));
    await expect.poll(() => bar(page).evaluate((e) => e.getBoundingClientRect().top)).toBe(0);
    await expect(select).toBeVisible();
    // The month appears after the buttons: nothing in the bar moves (a layout shift while scrolling).
    await expect(bar(page).getByText(/\d{4}$/)).toBeVisible();
    expect(await select.evaluate((e) => e.getBoundingClientRect().x)).toBe(selectX);
    await expect(bar(page).getByRole('combobox')).toBeVisible();
    // The month whose photos are at the top, below the bar.
    const month = await page.evaluate(() => {
      const barBottom = document.querySelector('[data-photo-bar]')!.getBoundingClientRect().bottom;
      const sections = [...document.querySelectorAll<HTMLElement>('section[data-month]')];
      const atTop = sections.find((s) => {
        const r = s.getBoundingClientRect();
        return r.top <= barBottom + 1 && r.bottom > barBottom + 1;
      });
      return atTop?.querySelector('h2')?.textContent ?? null;
    });
    expect(month).not.toBeNull();
    await expect(bar(page)).toContainText(month!);
    await page.context().close();
  });
}

test('desktop: the account menu is a drawer from the header; a menu link closes it', async ({ browser }) => {
  const page = await open(browser, 'desktop');
  const drawerButton = page.getByRole('button', { name: 'Open the My account menu' });
  await drawerButton.click();
  const menu = page.getByRole('navigation', { name: 'My account' });
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Saved photos' })).toHaveAttribute('aria-current', 'page');
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await drawerButton.click();
  await menu.getByRole('link', { name: 'My orders' }).click();
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.locator('#account-menu-drawer')).toBeHidden();
  await page.context().close();
});

test('stripped mode (an app web view) has no menu button or drawer', async ({ browser }) => {
  const page = await open(browser, 'desktop');
  await page.goto('/my-photos/photos?stripped=true');
  await expect(page.getByRole('heading', { name: 'My photos' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Open the My account menu' })).toHaveCount(0);
  await expect(page.locator('#account-menu-drawer')).toHaveCount(0);
  await page.context().close();
});

test('without JavaScript the drawer opens too (a native popover)', async ({ browser }) => {
  const context = await browser.newContext({ viewport: SCREENS.desktop.viewport });
  const signedIn = await context.newPage();
  await openTimeline(signedIn);
  const cookies = await context.cookies();
  const noJs = await browser.newContext({ viewport: SCREENS.desktop.viewport, javaScriptEnabled: false });
  await noJs.addCookies(cookies);
  const page = await noJs.newPage();
  await page.goto('/my-photos/photos');
  await page.getByRole('button', { name: 'Open the My account menu' }).click();
  await expect(page.getByRole('navigation', { name: 'My account' }).getByRole('link', { name: 'My orders' })).toBeVisible();
  await context.close();
  await noJs.close();
});

test("phone: no menu button; the bar's + opens the upload dialog", async ({ browser }) => {
  const page = await open(browser, 'phone');
  await expect(page.getByRole('button', { name: 'Open the My account menu' })).toBeHidden();
  await expect(page.getByRole('link', { name: 'Back to My account' })).toBeVisible();
  // One 'Add photos' on the screen: the bar's (the header row's gives way to it).
  await expect(page.getByRole('button', { name: 'Add photos' })).toHaveCount(1);
  await bar(page).getByRole('button', { name: 'Add photos' }).click();
  await expect(page.getByRole('dialog', { name: 'Upload photos' })).toBeVisible();
  await page.context().close();
});

test("keyboard: 'Skip to photos' is the second stop and the next Tab is the photo grid; without it, 13 stops before the first photo", async ({
  browser,
}) => {
  const page = await open(browser, 'desktop');
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('Skip to content');
  await page.keyboard.press('Tab');
  expect(await focused()).toBe('Skip to photos');
  await expect(page.getByRole('link', { name: 'Skip to photos' })).toBeInViewport();
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  await expect(page.locator('button[data-photo-id]:focus')).toHaveCount(1);

  // Tabbing through everything instead: the skip links, the header, the tabs and the bar come first
  // (22 stops before the menu gave way).
  await page.reload();
  await hydrated(page);
  let stops = 0;
  while (stops < 40 && (await page.locator('button[data-photo-id]:focus').count()) === 0) {
    await page.keyboard.press('Tab');
    stops++;
  }
  expect(stops - 1).toBeLessThanOrEqual(13);
  await page.context().close();
});

test("phone, in Dutch (longer words): select mode's bar stays within the screen (the sort gives way)", async ({ browser }) => {
  const { firstPhotoAt: _, ...options } = SCREENS.phone;
  const page = await (await browser.newContext(options)).newPage();
  await openTimeline(page, undefined, undefined, brandUrl('photobloom-nl', '/my-photos/photos'));
  await bar(page).getByRole('button', { name: 'Selecteren', exact: true }).click();
  await tiles(page).first().click();
  await expect(bar(page).getByRole('button', { name: 'Alles deselecteren' })).toBeVisible();
  // Wider, the bar made the phone zoom the whole page out and put the action bar past its edges.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(SCREENS.phone.viewport.width);
  expect(await bar(page).evaluate((e) => e.scrollWidth)).toBeLessThanOrEqual(SCREENS.phone.viewport.width);
  await expect(bar(page).getByRole('combobox')).toBeHidden();
  await bar(page).getByRole('button', { name: 'Annuleren' }).click();
  await expect(bar(page).getByRole('combobox')).toBeVisible();
  await page.context().close();
});
