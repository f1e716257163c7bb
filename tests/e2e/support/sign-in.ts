import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password-1';

/**
 * Signs in through the real OIDC flow without drawing the identity provider's page, then opens
 * `path`. The context's request client (it shares the page's cookies) follows the app's redirect
 * to the provider, posts the provider's own form with its hidden fields, and follows the redirect
 * back through the app's callback, which sets the session cookies in the browser context.
 *
 * Each test signs in; rendering the provider's page and the first landing page in the browser
 * cost over a second a test on this machine. auth.spec.ts and the keyboard specs sign in through
 * the page itself (`signInThroughPage`), so that page stays tested.
 */
export async function signInAs(page: Page, email: string, path = '/', password = DEMO_PASSWORD): Promise<void> {
  // Node does not resolve brand hosts (photobloom-nl.localhost); only the browser does.
  if (new URL(path, appUrl()).hostname.endsWith('.localhost')) return signInThroughPage(page, email, path, password);
  const signInPage = await page.request.get(path);
  const html = await signInPage.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  expect(action, `GET ${path} without a session leads to the provider's sign-in form`).toBeTruthy();
  const form: Record<string, string> = { email, password };
  for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g))
    form[name] = fromEntities(value);
  // Redirects followed one by one up to the app's callback, which sets the session cookies; its
  // redirect to `path` is left to the page (following it here would render the page twice).
  const signedIn = await page.request.post(new URL(fromEntities(action!), signInPage.url()).href, { form, maxRedirects: 0 });
  const callback = new URL(signedIn.headers().location ?? '', signInPage.url());
  expect(`${callback.port} ${callback.pathname}`, `signing in as ${email} returns to the app's callback`).toBe(
    `${new URL(appUrl()).port} /auth/callback`,
  );
  const back = await page.request.get(callback.href, { maxRedirects: 0 });
  const landing = new URL(back.headers().location ?? '', callback);
  expect(`${landing.port} ${landing.pathname}`, `the callback signs ${email} in and sends them on`).toMatch(
    new RegExp(`^${new URL(appUrl()).port} /(?!auth/)`),
  );
  await page.goto(path);
  expect(new URL(page.url()).pathname, `${path} opens signed in`).not.toMatch(/^\/auth\//);
}

/** Opens `path`, signs in on the identity provider's page, and waits to be back on the app. */
export async function signInThroughPage(page: Page, email: string, path = '/', password = DEMO_PASSWORD): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const appPort = new URL(appUrl()).port;
  await page.waitForURL((url) => url.port === appPort && !url.pathname.startsWith('/auth/'));
}

const appUrl = () => process.env.APP_URL ?? 'http://localhost:9787';

/** The provider's pages escape `& < > " '` as numeric entities (upstream/src/oidc/pages.ts). */
const fromEntities = (text: string) => text.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)));
