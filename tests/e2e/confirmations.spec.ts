import { expect, type Page, test } from '@playwright/test';
import { throwawayAccount } from '../support/upstream-admin';
import { signInAs } from './support/sign-in';

const appUrl = process.env.APP_URL!;
const UPSTREAM = process.env.UPSTREAM_URL;
if (!UPSTREAM) throw new Error('UPSTREAM_URL is not set: run the browser tests with `npm test`.');

interface Account {
  userId: string;
  email: string;
  password: string;
}

const freshAccount = (profile: 'consumer' | 'empty' = 'consumer'): Promise<Account> => throwawayAccount(profile, UPSTREAM);

/**
 * An identity request the way the hydrated settings form makes it: the page's form action, posted
 * with fetch (JSON answer) and the session's `_csrf` token from the page.
 */
async function identityRequest(page: Page, path: '/settings' | '/settings/email', form: Record<string, string>): Promise<void> {
  await page.goto(path);
  const token = await page.locator('input[name="_csrf"]').first().getAttribute('value');
  const res = await page.request.post(path, {
    headers: { Accept: 'application/json', 'X-Requested-With': 'myaccount', Origin: appUrl },
    form: { ...form, _csrf: token ?? '' },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Opens the upstream's mailbox page for `to` and follows the link of the newest mail containing `part`. */
async function followMailboxLink(page: Page, to: string, part: string): Promise<string> {
  await expect
    .poll(
      async () => {
        const res = await fetch(`${UPSTREAM}/mailbox/api/messages?to=${encodeURIComponent(to)}`);
        return JSON.stringify(await res.json());
      },
      { timeout: 10_000 },
    )
    .toContain(part);
  await page.goto(`${UPSTREAM}/mailbox?to=${encodeURIComponent(to)}`);
  const link = page.locator(`a[href*="${part}"]`).first();
  const href = (await link.getAttribute('href'))!;
  expect(new URL(href).origin).toBe(appUrl);
  await link.click();
  await page.waitForURL((url) => url.origin === appUrl);
  return href;
}

test('account deletion from the mailbox link: confirm → deleted page; the old session is over', async ({ page, context, browser }) => {
  const a = await freshAccount('consumer');
  await signInAs(page, a.email, '/', a.password);
  const oldCookies = await context.cookies(appUrl);
  await identityRequest(page, '/settings', { _action: 'delete-account' });

  const link = await followMailboxLink(page, a.email, '/delete-account-confirmation');
  // Opening the link only shows a form (a mail scanner's GET consumes nothing).
  await expect(page.getByRole('button', { name: 'Delete my account' })).toBeVisible();
  expect((await page.request.get(link)).status()).toBe(200);
  await page.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByRole('heading', { name: 'Your account has been successfully deleted' })).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe('/account-deleted');

  // Signed out in this browser…
  const left = (await context.cookies(appUrl)).map((c) => c.name);
  expect(left).not.toContain('__Secure-myaccount-at');
  expect(left).not.toContain('__Secure-myaccount-rt');
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/oidc\/main\/authorize\?/);
  // …the password no longer signs in…
  await page.getByLabel('E-mail').fill(a.email);
  await page.getByLabel('Password').fill(a.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/oidc\/main\/authorize/);
  // …and the cookies of the old session read no data any more.
  const old = await browser.newContext();
  await old.addCookies(oldCookies);
  const oldPage = await old.newPage();
  const me = await oldPage.request.get(`${appUrl}/api/customer/customers/me`);
  expect(me.status()).not.toBe(200);
  expect(await me.text()).not.toContain(a.email);
  await old.close();
});

test('e-mail change confirmed from the mailbox; the same link again goes to the error page', async ({ page, context }) => {
  const a = await freshAccount('consumer');
  const next = `changed-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
  await signInAs(page, a.email, '/', a.password);
  await identityRequest(page, '/settings/email', { email: next });

  const link = await followMailboxLink(page, next, '/change-email-confirmation');
  await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await expect(page.getByRole('heading', { name: 'Your e-mail address has been changed!' })).toBeVisible({ timeout: 20_000 });
  expect(new URL(page.url()).pathname).toBe('/change-email-success');
  // Signed out after the change; the new address signs in.
  expect((await context.cookies(appUrl)).map((c) => c.name)).not.toContain('__Secure-myaccount-at');
  await signInAs(page, next, '/', a.password);
  const me = await page.request.get('/api/customer/customers/me');
  expect(me.status()).toBe(200);

  // The link a second time: the error page, with 'Try again' to the settings.
  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm e-mail address' }).click();
  await expect(page.getByRole('heading', { name: "Your email wasn't changed" })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', /\/settings/);
});

test('double opt-in: the mailbox link subscribes once; the same link again fails', async ({ page }) => {
  const a = await freshAccount('consumer');
  const res = await fetch(`${UPSTREAM}/email-gateway/api/v1/Profiles/${encodeURIComponent(a.email)}/subscription`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ channel: 'PB-GB', appOrigin: appUrl }),
  });
  expect(res.status).toBe(202);

  const link = await followMailboxLink(page, a.email, '/subscription-confirmation');
  // A scanner's GET first: it must not use the token up.
  expect((await page.request.get(link)).status()).toBe(200);
  await expect(page.getByText(a.email)).toBeVisible();
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Success!' })).toBeVisible();
  await expect(page.getByText('Your e-mail address has been successfully subscribed!')).toBeVisible();

  await page.goto(link);
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Your subscription failed' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe('/subscription-confirmation-error');
});

test('a tampered or malformed confirmation link goes to the error page', async ({ page }) => {
  await page.goto('/subscription-confirmation?confirmation-token=not-a-real-token-0000000000&email=someone%40example.com');
  await page.getByRole('button', { name: 'Confirm subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Your subscription failed' })).toBeVisible();
  await page.goto('/subscription-confirmation?email=someone%40example.com');
  await expect(page.getByRole('heading', { name: 'Your subscription failed' })).toBeVisible();
});
