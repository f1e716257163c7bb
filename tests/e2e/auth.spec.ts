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

  // The cookies as they are before signing out: copied, they must be worth nothing afterwards.
  const copied = await context.cookies(appUrl);
  // 'Sign out' is a form button in the menu (a same-origin POST), reached with the keyboard too.
  const signOut = page.getByRole('navigation').getByRole('button', { name: 'Sign out' });
  await expect(signOut).toBeVisible();
  await signOut.focus();
  await page.keyboard.press('Enter');
  // Signed out, the browser ends on '/' which asks for sign-in again.
  await expect(page).toHaveURL(/\/oidc\/main\/authorize\?/);
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
  // The copied cookies put back: the ended session gets nothing. The APIs refuse its still
  // unexpired access token at once; the page gate sends to sign-in even with the fresh 5-minute
  // customer-gate cookie (the user's hub remembers the signed-out session), rendering nothing of
  // the account; the refresh cookie alone mints nothing either.
  await context.clearCookies();
  await context.addCookies(copied);
  const replayed = await page.request.get('/api/customer/customers/me');
  expect(replayed.status()).toBe(401);
  expect(await replayed.text()).not.toContain('demo@example.com');
  const shell = await page.request.get('/orders', { maxRedirects: 0 });
  expect(shell.status()).toBe(302);
  expect(shell.headers().location).toContain('/auth/login');
  expect(await shell.text()).not.toContain('demo@example.com');
  await context.clearCookies();
  await context.addCookies(copied);
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/oidc\/main\/authorize\?/);
  await context.clearCookies();
  await context.addCookies(copied.filter((c) => c.name !== '__Secure-myaccount-cust'));
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/oidc\/main\/authorize\?/);
  await context.clearCookies();
  await context.addCookies(copied.filter((c) => c.name === '__Secure-myaccount-rt'));
  await page.goto('/orders');
  await expect(page).toHaveURL(/\/oidc\/main\/authorize\?/);
  expect((await context.cookies(appUrl)).some((c) => c.name === '__Secure-myaccount-rt')).toBe(false);
});

test('a cross-site page cannot sign the user out: image, link and form to /logout', async ({ page, context }) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill('demo@example.com');
  await page.getByLabel('Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(`${appUrl}/`);

  // Another site (the upstream's origin, 127.0.0.1: another site than localhost) serving a page
  // that fires an image, offers a link and auto-submits a form, all at /logout.
  const evil = `${upstreamUrl}/e2e-evil-page`;
  await context.route(evil, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>evil</title>
        <img src="${appUrl}/logout" alt="">
        <a id="link" href="${appUrl}/logout">win a prize</a>
        <form id="form" method="post" action="${appUrl}/logout"><input name="next" value="/"></form>`,
    }),
  );
  const stillSignedIn = async () => expect((await page.request.get('/api/customer/customers/me')).status()).toBe(200);

  await page.goto(evil);
  await page.waitForLoadState('load');
  await stillSignedIn();

  // The link: a cross-site GET shows the 'Sign out?' page and nothing else happens.
  await page.click('#link');
  await expect(page).toHaveURL(`${appUrl}/logout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out?' })).toBeVisible();
  await stillSignedIn();

  // The form: a cross-site POST is refused by the CSRF policy and lands on the 'Sign out?' page.
  await page.goto(evil);
  await page.evaluate(() => (document.getElementById('form') as HTMLFormElement).submit());
  await expect(page).toHaveURL(`${appUrl}/logout`);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign out?' })).toBeVisible();
  await stillSignedIn();

  // Only the user's own click on that page's button signs out.
  await page.getByRole('button', { name: 'Sign out' }).click();
  // Signed out, the browser ends on '/' which asks for sign-in again.
  await expect(page).toHaveURL(/\/oidc\/main\/authorize\?/);
  expect((await page.request.get('/api/customer/customers/me')).status()).toBe(401);
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
