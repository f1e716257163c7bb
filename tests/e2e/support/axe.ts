import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe's violations on the page as it is now. Legacy mode: axe runs in the page itself; the default
 * opens a blank page for every scan to combine the results of cross-origin frames (about 1.2 s a
 * scan on this machine, axe's own run 0.1 s), and these pages have no frames. Only violations are
 * collected, so no selector is built for every passing node.
 */
export async function axeViolations(page: Page) {
  const result = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze();
  return result.violations;
}
