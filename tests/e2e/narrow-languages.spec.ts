/**
 * A 390 px phone in the brands' longer languages: no page is wider than the screen. A wider page
 * makes a phone zoom the whole page out (its fixed bars then go past the edges): the French header's
 * 'Se déconnecter' made account pages 429 px wide, the Dutch photo bar 498 px, an album's select
 * mode 420 (Dutch) and 436 (French) px.
 */
import { expect, type Page, test } from '@playwright/test';
import { brandUrl } from '../support/env';
import { hydrated, openAlbum, tiles } from './support/albums';
import { signInThroughPage } from './support/sign-in';

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

for (const [brand, select, selectAll] of [
  ['photobloom-be-fr', 'Sélectionner', 'Tout sélectionner'],
  ['photobloom-nl', 'Selecteren', 'Alles selecteren'],
] as const) {
  test(`${brand}: account pages, My photos and an album in select mode fit 390 px`, async ({ page }) => {
    await signInThroughPage(page, 'demo@example.com', brandUrl(brand, '/orders'));
    for (const path of ['/orders', '/settings', '/my-photos/photos']) {
      await page.goto(brandUrl(brand, path));
      await hydrated(page);
      expect(await pageWidth(page), path).toBeLessThanOrEqual(390);
    }
    await page.goto(brandUrl(brand, '/my-photos/albums'));
    await hydrated(page);
    await openAlbum(page, 'Weekend trips');
    await expect(tiles(page).first()).toBeVisible();
    await hydrated(page);
    expect(await pageWidth(page), 'an album').toBeLessThanOrEqual(390);
    await page.getByRole('button', { name: select, exact: true }).click();
    await page.getByRole('button', { name: selectAll }).click();
    await expect(page.getByRole('toolbar')).toBeVisible();
    expect(await pageWidth(page), 'an album, every photo selected').toBeLessThanOrEqual(390);
  });
}
