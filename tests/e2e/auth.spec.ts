import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support/sign-in';

const appUrl = process.env.APP_URL!;
const upstreamUrl = process.env.UPSTREAM_URL;
if (!upstreamUrl) throw new Error('UPSTREAM_URL is not set: run the browser tests with `npm test`.');
const SESSION = ['__Secure-myaccount-at', '__Secure-myaccount-rt'];

test('sign in as demo@example.com on the real sign-in page, see the overview, sign out', async ({ page, context }) => {
  await page.goto('/');
  // The identity provider's own page, on the authority of the default (GB) brand.
  await expect(page).toHaveURL(new RegExp(`^${upstreamUrl!.replace(/[.]/g, '\\.')}/oidc/main/authorize\\?`));
  await page.getByLabel('E-mail').fill('demo@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page).toHaveURL(`${appUrl}/`);
  await expect(page).toHaveTitle('My account overview | photobloom.co.uk');
  await expect(page.getByRole('heading', { level: 1, name: 'My account overview' })).toBeVisible();
  // Real data through the session: the user's own customer record via the /api proxy.
  const me = await page.request.get('/api/customer/customers/me');
  expect(me.status()).toBe(200);
  expect((await me.json()).email).toBe('demo@example.com');

  const cookies = await context.cookies(appUrl);
  for (const name of SESSION) {
    const c = cookies.find((x) => x.name === name);
    expect(c, name).toBeDefined();
    expect(c!.httpOnly, `${name} HttpOnly`).toBe(true);
    expect(c!.secure, `${name} Secure`).toBe(true);
    expect(c!.sameSite, name).toBe('Lax');
    expect(c!.path, name).toBe('/');
    expect(c!.domain, `${name} host-only`).toBe('localhost');
  }
  // HttpOnly: the page's script cannot read them.
  expect(await page.evaluate(() => document.cookie)).not.toContain('myaccount-at');

  await page.getByRole('link', { name: 'Sign out' }).first().click();
  await page.waitForURL((url) => url.origin === appUrl || url.pathname.includes('/oidc/'));
  const after = await context.cookies(appUrl);
  for (const name of [...SESSION, '__Secure-myaccount-cust'])
    expect(
      after.find((c) => c.name === name),
      name,
    ).toBeUndefined();
  expect((await page.request.get('/api/customer/customers/me')).status()).toBe(401);

  // Visiting the app again asks for sign-in (the identity provider's session ended too).
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/oidc\/main\/authorize\?/);
  await expect(page.getByLabel('Password')).toBeVisible();
});

test('the page first asked for is where sign-in lands, per brand (Swedish brand at its own authority)', async ({ page }) => {
  const port = new URL(appUrl).port;
  await page.goto(`http://photobloom-se.localhost:${port}/orders?from=e2e`);
  await expect(page).toHaveURL(/\/oidc\/se\/authorize\?/);
  await page.getByLabel('E-mail').fill('demo-se@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /Sign in|Logga in/ }).click();
  await expect(page).toHaveURL(`http://photobloom-se.localhost:${port}/orders?from=e2e`);
  await expect(page).toHaveTitle(/\| photobloom\.se$/);
});
