/**
 * Issue 34 §2: the scrubber never moves under the pointer. From the page's first screen (first
 * use), a click on a year's label lands on that year; a press and a 10 px drag land on the month
 * under the pointer at release, the one the hover bubble named; the track keeps its place and size
 * through it all, and a drag leaves no focus ring over the timeline.
 */
import { type Page, test } from '@playwright/test';
import { expect, openTimeline } from './support/timeline';

test.use({ viewport: { width: 1440, height: 900 } });

const track = (page: Page) => page.getByRole('slider', { name: 'Jump to a month' });
const box = async (page: Page) => (await track(page).boundingBox())!;
/** The month heading at the top of the photos, below the sticky bar. */
const monthAtTop = (page: Page) =>
  page.evaluate(() => {
    const barBottom = document.querySelector('[data-photo-bar]')!.getBoundingClientRect().bottom;
    const atTop = [...document.querySelectorAll<HTMLElement>('section[data-month]')].find((s) => {
      const r = s.getBoundingClientRect();
      return r.top <= barBottom + 2 && r.bottom > barBottom + 2;
    });
    return atTop?.querySelector('h2')?.textContent ?? null;
  });
const bubble = (page: Page) => page.locator('[data-scrubber] [aria-hidden="true"].shadow-md');

test("first use: a click on a year's label lands on that year; the track doesn't move", async ({ page }) => {
  await openTimeline(page);
  await expect(track(page)).toBeVisible();
  const before = await box(page);
  const label = page.locator('[data-scrubber] [data-year-index]', { hasText: /^2020$/ });
  const at = (await label.boundingBox())!;
  await page.mouse.move(at.x + at.width / 2, at.y + at.height / 2);
  // Hovering names a month with its count.
  await expect(bubble(page)).toHaveText(/\d{4}.*· \d+ photos?$/);
  await page.mouse.down();
  expect(await box(page)).toEqual(before);
  await page.mouse.up();
  await expect.poll(() => monthAtTop(page)).toMatch(/2020$/);
  expect(await box(page)).toEqual(before);
  // Focused by the click (so that the keys work next), without a focus ring.
  await expect(track(page)).toBeFocused();
  expect(await track(page).evaluate((e) => getComputedStyle(e).outlineStyle)).toBe('none');
  // The keyboard brings the ring back.
  await page.keyboard.press('PageDown');
  expect(await track(page).evaluate((e) => getComputedStyle(e).outlineStyle)).not.toBe('none');
});

test('first use: a 10 px drag lands on the month under the pointer, the one the bubble named', async ({ page }) => {
  await openTimeline(page);
  const before = await box(page);
  const x = before.x + before.width / 2;
  const y = before.y + before.height * 0.6;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x, y + 5);
  await page.mouse.move(x, y + 10);
  expect(await box(page)).toEqual(before);
  const named = (await bubble(page).locator('span').first().textContent())!;
  await page.mouse.up();
  expect(await box(page)).toEqual(before);
  await expect.poll(() => monthAtTop(page)).toBe(named);
  await expect(track(page)).toHaveAttribute('aria-valuetext', named);
});
