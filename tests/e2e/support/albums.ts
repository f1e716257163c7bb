/** Helpers of the albums' end-to-end tests (tests/e2e/albums*.spec.ts). */
import { expect, type Page } from '@playwright/test';

export const hydrated = (page: Page) => page.waitForFunction(() => !('$_TSR' in window));
export const tiles = (page: Page) => page.getByTestId('album-grid').locator('[data-photo-id]');

/** Opens an album of the albums list by its exact name. */
export async function openAlbum(page: Page, name: string) {
  await page
    .getByTestId('album-name')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .first()
    .click();
  await expect(page.getByTestId('album-title')).toHaveText(name, { timeout: 15_000 });
}

/** Creates an album through the 'New album' tile of the albums list and lands on it; returns its id. */
export async function createAlbum(page: Page, name: string): Promise<string> {
  await page.getByRole('button', { name: 'New album' }).click();
  const create = page.getByRole('dialog', { name: 'Create new album' });
  await create.getByLabel('Album name').fill(name);
  await create.getByRole('button', { name: 'Create' }).click();
  await expect(page.getByTestId('album-title')).toHaveText(name, { timeout: 15_000 });
  await hydrated(page);
  return new URL(page.url()).pathname.split('/').pop()!;
}
