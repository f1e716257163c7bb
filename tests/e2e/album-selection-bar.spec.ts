import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { brandUrl } from '../support/env';
import { hydrated, openAlbum, tiles } from './support/albums';
import { signInAs } from './support/sign-in';

// Issue 34 §1: an album's selection toolbar took three rows on a phone (184 px) and had no count.
// It is one row with '{amount} selected' at a phone's and a desktop's width, keeps its disabled
// buttons' tooltips, and entering select mode does not move the photos. The photos get the screen:
// the first one starts within 200 px on a 390 × 844 phone and 220 px on a 1440 × 900 desktop
// (it was at 255 and 276: the sort wrapped to a row of its own, the name's row was as tall as
// its 44 px pencil button, and the count and date took a line on a desktop).

const toolbar = (page: Page) => page.getByRole('toolbar', { name: 'Actions for the selected photos' });
const firstTileTop = async (page: Page) => (await tiles(page).first().boundingBox())?.y ?? Number.NaN;

for (const [name, viewport, mobile, firstPhotoAt] of [
  ['a 390 px phone', { width: 390, height: 844 }, true, 200],
  ['a 1440 px desktop', { width: 1440, height: 900 }, false, 220],
] as const) {
  test.describe(name, () => {
    test.use({ viewport, isMobile: mobile, hasTouch: mobile });

    test(`the first photo within ${firstPhotoAt} px; the selection toolbar is one row with the count; select mode does not move the grid`, async ({
      page,
    }) => {
      await signInAs(page, 'demo@example.com', '/my-photos/albums');
      await hydrated(page);
      await openAlbum(page, 'Weekend trips');
      await hydrated(page);
      await expect(tiles(page).first()).toBeVisible();
      const before = await firstTileTop(page);
      expect(before).toBeLessThanOrEqual(firstPhotoAt);
      // The page's buttons and the sort share one row.
      const rowTops = await page
        .locator('main')
        .getByRole('button', { name: 'Select', exact: true })
        .or(page.locator('main select'))
        .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2)));
      expect(new Set(rowTops).size, 'Select and the sort on one row').toBe(1);

      await page.getByRole('button', { name: 'Select', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
      expect(await firstTileTop(page)).toBe(before);
      await tiles(page).nth(0).click();
      await tiles(page).nth(1).click();
      expect(await firstTileTop(page)).toBe(before);

      const bar = toolbar(page);
      await expect(bar.getByTestId('selection-toolbar-count')).toHaveText('2 selected');
      const box = await bar.boundingBox();
      expect(box?.height).toBeLessThanOrEqual(64);
      // One row: every action sits at the same height, inside the bar, and is named.
      const actions = bar.getByRole('button');
      await expect(actions).toHaveCount(4);
      const tops = await actions.evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      expect(new Set(tops).size).toBe(1);
      for (const label of ['Order prints', 'Download', 'Copy to album', 'Remove from album'])
        await expect(bar.getByRole('button', { name: label })).toBeEnabled();
      // Inside the viewport: nothing is pushed off a phone's screen.
      const rights = await actions.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
      expect(Math.max(...rights)).toBeLessThanOrEqual(viewport.width);

      // Leaving select mode does not move the grid either.
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(bar).toHaveCount(0);
      expect(await firstTileTop(page)).toBe(before);
    });

    test('a shared album: the toolbar is one row, its read-only actions disabled with their tooltip', async ({ page }) => {
      await signInAs(page, 'demo@example.com', '/my-photos/albums');
      await hydrated(page);
      await page.getByRole('region', { name: 'Shared with you' }).getByTestId('album-name').filter({ hasText: 'Road trip' }).click();
      await expect(page).toHaveURL(/\/my-photos\/shared-albums\//);
      await hydrated(page);
      await expect(tiles(page).first()).toBeVisible();
      const before = await firstTileTop(page);
      await page.getByRole('button', { name: 'Select', exact: true }).click();
      await tiles(page).nth(0).click();
      expect(await firstTileTop(page)).toBe(before);

      const bar = toolbar(page);
      await expect(bar.getByTestId('selection-toolbar-count')).toHaveText('1 selected');
      expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(64);
      const copy = bar.getByRole('button', { name: 'Copy to album' });
      await expect(copy).toBeDisabled();
      await expect(bar.getByRole('button', { name: 'Remove from album' })).toBeDisabled();
      await expect(bar.getByRole('button', { name: 'Download' })).toBeEnabled();
      await expect(copy).toHaveAccessibleDescription('Unavailable for shared albums');
      // The disabled button's wrapper takes the focus and shows the tooltip, on the screen.
      await copy.locator('..').focus();
      const tip = page.locator(`[id="${await copy.getAttribute('aria-describedby')}"]`);
      await expect(tip).toHaveCSS('opacity', '1');
      const tipBox = await tip.boundingBox();
      expect(tipBox?.x).toBeGreaterThanOrEqual(0);
      expect((tipBox?.x ?? 0) + (tipBox?.width ?? 0)).toBeLessThanOrEqual(viewport.width);
    });
  });
}

for (const width of [1024, 1280]) {
  test.describe(`German at ${width} px (the labels show from 1280 px)`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the longest labels still make one row inside the screen', async ({ page }) => {
      const de = JSON.parse(readFileSync(new URL('../../locales/de-AT.json', import.meta.url), 'utf8')) as Record<string, string>;
      await signInAs(page, 'demo@example.com', brandUrl('photobloom-de', '/my-photos/albums'));
      await hydrated(page);
      await openAlbum(page, 'Weekend trips');
      await hydrated(page);
      await page.getByRole('button', { name: de['photos.select.start'], exact: true }).click();
      await tiles(page).nth(0).click();
      await tiles(page).nth(1).click();
      const bar = page.getByRole('toolbar', { name: de['photos.actions.label'] });
      await expect(bar.getByTestId('selection-toolbar-count')).toHaveText('2 ausgewählt');
      await expect(bar.getByRole('button', { name: de['albums.actions.remove'] })).toBeVisible();
      expect((await bar.boundingBox())?.height).toBeLessThanOrEqual(64);
      // Nothing cut: the count in full, no button past the bar's edge.
      expect(await bar.getByTestId('selection-toolbar-count').evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      expect(await bar.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
      const rights = await bar.getByRole('button').evaluateAll((els) => els.map((el) => el.getBoundingClientRect().right));
      expect(Math.max(...rights)).toBeLessThanOrEqual(width);
    });
  });
}
