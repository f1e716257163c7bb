import { type Browser, type Locator, type Page, test } from '@playwright/test';
import { axeViolations } from './support/axe';
import { animationsDone } from './support/settle';
import { DEMO_PASSWORD, signInAs } from './support/sign-in';
import { expect, throwawayAccount } from './support/timeline';

// Issue 17 §7: every journey of the account area with the keyboard alone — Tab, Shift+Tab, Enter,
// Space, Escape, arrows; no click, no locator.click(). Every stop the journey lands on shows its
// focus ring; dialogs hold the focus and give it back to their opener; the skip link reaches the
// content. With JavaScript off, an e-mail change to the current address says so next to the field
// (issue 17 §3). The journeys' intermediate states (an open dialog, after a save) pass axe.

test.describe.configure({ timeout: 180_000 });

const APP_PORT = new URL(process.env.APP_URL ?? 'http://localhost:9787').port;

/** What has the focus, and whether it shows (`:focus-visible` with an outline or a ring shadow). */
async function focused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { name: 'body', visible: false, ring: false };
    const cs = getComputedStyle(el);
    const outline = cs.outlineStyle !== 'none' && Number.parseFloat(cs.outlineWidth) > 0;
    const shadow = cs.boxShadow !== 'none';
    const text = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    return {
      name: `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${text}"`,
      visible: el.matches(':focus-visible'),
      ring: outline || shadow,
    };
  });
}

/** The focused element shows its focus (the ring is not 'none'). */
async function expectRing(page: Page) {
  const f = await focused(page);
  expect(f.visible && f.ring, `visible focus ring on ${f.name}`).toBe(true);
}

const isFocused = (target: Locator) => target.evaluate((el) => el === document.activeElement).catch(() => false);

/**
 * Presses `key` (Tab or Shift+Tab) until `target` has the focus; every stop on the way must show
 * its focus ring (collected, reported at once).
 */
async function tabTo(page: Page, target: Locator, { key = 'Tab', max = 80 }: { key?: string; max?: number } = {}) {
  await expect(target).toBeAttached();
  const noRing: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(key);
    const f = await focused(page);
    if (f.name !== 'body' && !(f.visible && f.ring)) noRing.push(f.name);
    if (await isFocused(target)) {
      expect(noRing, 'focus stops without a visible focus ring').toEqual([]);
      return;
    }
  }
  throw new Error(`not reached with ${key} in ${max} presses; last focus: ${(await focused(page)).name}`);
}

/** Signs in on the identity provider's own page with the keyboard alone. */
async function keyboardSignIn(page: Page, email: string, password: string, path: string) {
  await page.goto(path);
  await expect(page.getByLabel('E-mail')).toBeVisible();
  await tabTo(page, page.getByLabel('E-mail'));
  await page.keyboard.type(email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await expectRing(page);
  await page.keyboard.type(password);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeFocused();
  await expectRing(page);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.port === APP_PORT && !url.pathname.startsWith('/auth/'));
  await hydrated(page);
}

const hydrated = (page: Page) => page.waitForFunction(() => !('$_TSR' in window));
const main = (page: Page) => page.locator('#main');

/** Skip link: the first stop of the page; Enter moves the focus to the main content. */
async function skipToMain(page: Page) {
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await expectRing(page);
  await page.keyboard.press('Enter');
  await expect(main(page)).toBeFocused();
}

async function axe(page: Page, state: string) {
  // Toasts and dialogs fade in: scan what stays.
  await animationsDone(page);
  const found = (await axeViolations(page)).map((v) => `${state}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(found, found.join('\n')).toEqual([]);
}

test('the skip link is the first stop, shows, and moves the focus to the main content', async ({ page }) => {
  const a = await throwawayAccount('consumer');
  await keyboardSignIn(page, a.email, a.password, '/orders');
  await page.goto('/orders');
  await hydrated(page);
  await skipToMain(page);
  // The next stop is inside the content, not the header or the menu.
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => !!document.activeElement?.closest('#main'))).toBe(true);
  await expectRing(page);
});

test('sign in, orders list → order details, change the delivery address, with the keyboard alone', async ({ page }) => {
  // A throwaway account: its newest order (confirmed) still takes an address change.
  const a = await throwawayAccount('consumer');
  await keyboardSignIn(page, a.email, a.password, '/orders');
  await expect(page).toHaveURL(/\/orders$/);
  await skipToMain(page);
  const details = main(page).getByRole('link', { name: 'View order details' });
  await tabTo(page, details.first());
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders\/[^/?]+$/);
  await hydrated(page);
  // After the page change the focus is on the new page's heading (issue 35 §6), not lost on a removed link.
  await expect(page.locator('#page-title')).toBeFocused();

  const change = main(page).getByRole('button', { name: 'Change delivery address' });
  await tabTo(page, change);
  await page.keyboard.press('Enter');
  // The form opens with the focus in its first field.
  const firstName = page.locator('#addr-firstName');
  await expect(firstName).toBeFocused();
  await expectRing(page);
  // Escape is not needed here: Cancel (a link) gives the focus back to the opener.
  await tabTo(page, main(page).getByRole('link', { name: 'Cancel' }));
  await page.keyboard.press('Enter');
  await expect(change).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(firstName).toBeFocused();
  const city = page.locator('#addr-city');
  await tabTo(page, city);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Haarlem');
  await tabTo(page, main(page).getByRole('button', { name: 'Save address' }));
  await page.keyboard.press('Enter');
  // The confirmation takes the focus: the keyboard user is not sent back to the top.
  const done = main(page).getByText('has been changed', { exact: false });
  await expect(done).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('status');
  await axe(page, 'order after the address change');
});

test('invoices (a business account): download a PDF with the keyboard alone', async ({ page }) => {
  await keyboardSignIn(page, 'business@example.com', DEMO_PASSWORD, '/invoices');
  await expect(page).toHaveURL(/\/invoices$/);
  await skipToMain(page);
  const button = main(page)
    .getByRole('button', { name: /^Download PDF of invoice / })
    .first();
  await tabTo(page, button);
  const saved = page.waitForEvent('download');
  await page.keyboard.press('Enter');
  const download = await saved;
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  // The focus stays on the row's control ('Download again'), not lost to the top of the page.
  await expect(
    main(page)
      .getByRole('link', { name: /^Save again: Download PDF of invoice / })
      .first(),
  ).toBeFocused();
  await expectRing(page);
  // Space works the same on the next row's button.
  const second = main(page)
    .getByRole('button', { name: /^Download PDF of invoice / })
    .first();
  await tabTo(page, second);
  const again = page.waitForEvent('download');
  await page.keyboard.press('Space');
  expect(
    readFileSync(await (await again).path())
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  await axe(page, 'invoices after a download');
});

test('addresses in settings: add, change, delete with the confirmation dialog, keyboard alone', async ({ page }) => {
  const a = await throwawayAccount('empty');
  await keyboardSignIn(page, a.email, a.password, '/settings/addresses/all');
  await skipToMain(page);
  await tabTo(page, main(page).getByRole('link', { name: 'Add an address' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/new-address/);
  await hydrated(page);
  const first = main(page).getByLabel('First name');
  await tabTo(page, first);
  await page.keyboard.type('Jan');
  const fill = async (label: string, value: string) => {
    await page.keyboard.press('Tab');
    await expect(main(page).getByLabel(label, { exact: true })).toBeFocused();
    await expectRing(page);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(value);
  };
  await fill('Last name', 'Visser');
  await fill('Street', 'Whitehall');
  await fill('House number', '70');
  await fill('Postal code', '99999');
  await fill('City', 'London');
  // The country is a select: arrows would change it; the brand's country is preselected.
  await page.keyboard.press('Tab');
  await expect(main(page).getByLabel('Country')).toBeFocused();
  await expectRing(page);
  await fill('Phone number', '+44 20 7946 0018');
  // Space ticks the default box.
  await page.keyboard.press('Tab');
  await expectRing(page);
  await page.keyboard.press('Space');
  await tabTo(page, main(page).getByRole('button', { name: 'Save' }));
  await page.keyboard.press('Enter');
  // Refused: the focus goes to the first invalid field.
  await expect(main(page).getByText('Postal Code must be valid')).toBeVisible();
  await expect(main(page).getByLabel('Postal code')).toBeFocused();
  await expectRing(page);
  await axe(page, 'new address refused');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('SW1A 1AA');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/addresses\/all/);
  await expect(main(page).getByText('The address has been added.')).toBeVisible();
  await axe(page, 'address list after adding');

  // Change: from the top of the content to the address's Change link.
  await page.keyboard.press('Shift+Tab');
  await tabTo(page, main(page).getByRole('link', { name: /^Change Whitehall 70/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/address\//);
  await hydrated(page);
  const city = main(page).getByLabel('City');
  await tabTo(page, city);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('Westminster');
  await tabTo(page, main(page).getByLabel('Postal code'), { key: 'Shift+Tab' });
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('SW1A 2AA');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/addresses\/all/);
  await expect(main(page).locator('address').getByText('Westminster')).toBeVisible();

  // Delete: the confirmation dialog takes the focus (Cancel first), holds it, Escape gives it back.
  await skipToMainAgain(page);
  await tabTo(page, main(page).getByRole('link', { name: /^Change Whitehall 70/ }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/address\//);
  await hydrated(page);
  const trigger = main(page).locator('summary', { hasText: 'Delete address' });
  await tabTo(page, trigger);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectRing(page);
  await axe(page, 'delete dialog open');
  // Tab and Shift+Tab cycle inside the dialog.
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), `focus inside the dialog after ${key}`).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  await expectRing(page);
  // Space opens it too; Cancel closes it and returns the focus as well.
  await page.keyboard.press('Space');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(trigger).toBeFocused();
  // Then delete for real: Tab from Cancel to the red button.
  await page.keyboard.press('Enter');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Delete address' })).toBeFocused();
  await expectRing(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/settings\/addresses\/all/);
  await expect(main(page).getByText('The address has been deleted.')).toBeVisible();
  await expect(main(page).getByText('You have no saved addresses yet.')).toBeVisible();
  await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('#main'))).toBe(true);
  await axe(page, 'address list after deleting');
});

/** After a client-side page change: Tab from wherever the focus is back to the skip link. */
async function skipToMainAgain(page: Page) {
  await tabTo(page, page.getByRole('link', { name: 'Skip to content' }), { key: 'Shift+Tab', max: 40 });
  await page.keyboard.press('Enter');
  await expect(main(page)).toBeFocused();
}

test('e-mail change: the request, and the current address refused next to the field, keyboard alone', async ({ page }) => {
  const a = await throwawayAccount('consumer');
  await keyboardSignIn(page, a.email, a.password, '/settings/email');
  await skipToMain(page);
  const field = main(page).getByLabel('New e-mail address');
  await tabTo(page, field);
  await page.keyboard.type(a.email.toUpperCase());
  await page.keyboard.press('Enter');
  await expect(main(page).getByText('This is already your e-mail address.', { exact: false })).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await axe(page, 'e-mail change, current address');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type(`k-${Date.now()}@example.com`);
  await tabTo(page, main(page).getByRole('button', { name: 'Send confirmation e-mail' }));
  await page.keyboard.press('Enter');
  await expect(main(page).getByText(/Check your e-mail/)).toBeVisible();
  await axe(page, 'e-mail change sent');
});

async function noScriptPage(browser: Browser) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

test('without JavaScript, an e-mail change to the current address says so next to the field and keeps the input', async ({ browser }) => {
  const a = await throwawayAccount('consumer');
  const { context, page } = await noScriptPage(browser);
  await signInAs(page, a.email, '/settings/email', a.password);
  await expect(page).toHaveURL(/\/settings\/email(\?nojs=1)?$/);
  const field = page.getByLabel('New e-mail address');
  // Another case is the same address (an e-mail input drops surrounding spaces itself).
  const typed = a.email.toUpperCase();
  await field.fill(typed);
  // Refused: the page itself answers the post (400, its outcome's address in Content-Location).
  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/settings/email');
  await field.press('Enter');
  const res = await answered;
  expect(res.status()).toBe(400);
  expect(res.headers()['content-location']).toBe('/settings/email?s=sameEmail&e=email');
  await expect(page.getByText('This is already your e-mail address. Enter the new address you want to use.')).toBeVisible();
  await expect(field).toHaveValue(typed);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  // The message is the field's description, next to it.
  const describedBy = await field.getAttribute('aria-describedby');
  await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(/already your e-mail address/);
  // The form works again from there: another address is requested.
  await field.fill(`ns-${Date.now()}@example.com`);
  await field.press('Enter');
  await expect(page).toHaveURL(/\/settings\/email\?s=sent/);
  await expect(page.getByText(/Check your e-mail/)).toBeVisible();
  await context.close();
});
