import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type AccountProfile, throwawayAccount } from '../support/upstream-admin';
import { clearFaultsAfterExclusive, EXCLUSIVE, fault } from './support/faults';
import { idle, requestsSeen } from './support/settle';
import { signInAs } from './support/sign-in';

// Issue 9, the remaining services: CSRF of the plain forms, analytics with cookie consent and the
// sample-test exposure, import-finished analytics, cut-off notices, the storage look-up, the shop
// menu (public menu config), merchandise, and an e-mail change that never reveals another account.

const appUrl = process.env.APP_URL!;
const UPSTREAM = process.env.UPSTREAM_URL;
if (!UPSTREAM) throw new Error('UPSTREAM_URL is not set: run the browser tests with `npm test`.');

interface Account {
  userId: string;
  email: string;
  password: string;
}

const freshAccount = (profile: AccountProfile = 'consumer'): Promise<Account> => throwawayAccount(profile, UPSTREAM);

interface Collected {
  name: string;
  consent: string;
  properties: Record<string, unknown>;
}
async function collected(userId: string): Promise<Collected[]> {
  const res = await fetch(`${UPSTREAM}/__admin/analytics?userId=${encodeURIComponent(userId)}`);
  const body = (await res.json()) as { events: Collected[] };
  return body.events;
}

async function consent(context: BrowserContext, value: string): Promise<void> {
  await context.addCookies([{ name: 'cookie-consent', value, url: appUrl }]);
}

const hydrated = (page: Page) => page.waitForFunction(() => !('$_TSR' in window));

test.afterEach(clearFaultsAfterExclusive);

test('a plain form post needs the session’s signed token: missing or forged → refused, the rendered one → saved', async ({ browser }) => {
  const a = await freshAccount();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await signInAs(page, a.email, '/settings/personal-details', a.password);
  const token = await page.locator('form input[name="_csrf"]').first().getAttribute('value');
  expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  // Every form of the page carries it.
  const forms = await page.locator('form[method="post"]').count();
  expect(await page.locator('form[method="post"] input[name="_csrf"]').count()).toBe(forms);

  const post = (form: Record<string, string>) =>
    page.request.post('/settings/personal-details', { form, headers: { Origin: appUrl }, maxRedirects: 0 });
  const details = { firstName: 'Anna', lastName: 'Forged', dateOfBirth: '' };
  expect((await post(details)).status()).toBe(403);
  expect((await post({ ...details, _csrf: `${token!.slice(0, -4)}AAAA` })).status()).toBe(403);
  // A token of another session (another browser) does not carry over.
  const other = await browser.newContext({ javaScriptEnabled: false });
  const otherPage = await other.newPage();
  const b = await freshAccount();
  await signInAs(otherPage, b.email, '/settings/personal-details', b.password);
  const otherToken = await otherPage.locator('form input[name="_csrf"]').first().getAttribute('value');
  expect((await post({ ...details, _csrf: otherToken! })).status()).toBe(403);
  await other.close();

  const ok = await post({ ...details, lastName: 'Signed', _csrf: token! });
  expect(ok.status()).toBe(303);
  expect(ok.headers().location).toBe('/settings/personal-details?s=saved');
  await page.goto('/settings');
  await expect(page.getByText('Anna Signed')).toBeVisible();
  await expect(page.getByText('Anna Forged')).toHaveCount(0);
  await context.close();
});

test('analytics only with consent: sample-test exposure sent with the two-digit code; nothing without analytics consent', async ({
  browser,
}) => {
  const yes = await freshAccount();
  const withConsent = await browser.newContext();
  await consent(withConsent, '10');
  const page = await withConsent.newPage();
  await signInAs(page, yes.email, '/settings', yes.password);
  await hydrated(page);
  const variant = await page.locator('[data-sample-test]').getAttribute('data-sample-test');
  expect(variant === 'A' || variant === 'control').toBe(true);
  await expect
    .poll(async () => (await collected(yes.userId)).map((e) => [e.name, e.consent, e.properties.experiment, e.properties.variant]))
    .toContainEqual(['experiment_viewed', '10', 'sample-test', variant]);
  // Stable per user: the same variant on another visit.
  await page.reload();
  await expect(page.locator('[data-sample-test]')).toHaveAttribute('data-sample-test', variant!);
  await withConsent.close();

  const no = await freshAccount();
  const withoutConsent = await browser.newContext();
  await consent(withoutConsent, '01'); // marketing only
  const page2 = await withoutConsent.newPage();
  const posts: string[] = [];
  page2.on('request', (r) => {
    if (r.url().includes('/analytics/events')) posts.push(r.url());
  });
  await signInAs(page2, no.email, '/settings', no.password);
  await hydrated(page2);
  await expect(page2.locator('[data-sample-test]')).toBeVisible();
  // The exposure is sent as the experiment is shown (an effect after hydration): with consent it
  // would have been sent by now, and every request the page started has been seen.
  await idle(page2);
  await requestsSeen(page2);
  expect(posts).toEqual([]);
  expect(await collected(no.userId)).toEqual([]);
  await withoutConsent.close();
});

test('import finished is reported to analytics with consent', async ({ browser }) => {
  test.setTimeout(180_000);
  const a = await freshAccount('not-activated');
  const context = await browser.newContext();
  await consent(context, '11');
  const page = await context.newPage();
  await signInAs(page, a.email, '/my-photos/photos', a.password);
  await hydrated(page);
  await page.getByRole('button', { name: 'Import my photos' }).click();
  await expect
    .poll(async () => (await collected(a.userId)).map((e) => [e.name, e.consent]), { timeout: 120_000 })
    .toContainEqual(['photo_import_finished', '11']);
  await context.close();
});

test('delivery cut-off notices on the overview and under the orders in progress', async ({ page }) => {
  const a = await freshAccount();
  await signInAs(page, a.email, '/', a.password);
  const notices = page.getByTestId('cutoff-notices');
  await expect(notices.getByText('Order before the cut-off for delivery before Christmas')).toBeVisible();
  await expect(notices.getByText(/Photo books: order before 14:00/).first()).toBeVisible();
  // The ended campaign is not shown.
  await expect(notices.getByText('Summer sale (ended)')).toHaveCount(0);
  await page.goto('/orders');
  await expect(page.getByTestId('cutoff-notices').getByText('Order in time for Mother’s Day')).toBeVisible();
});

test('an upload handed to the overview is confirmed by the storage look-up (own or made before sign-in)', async ({ page }) => {
  const a = await freshAccount();
  await signInAs(page, a.email, '/?upload=00000000-0000-4000-a000-0000000a0001', a.password);
  await expect(page.getByTestId('upload-notice')).toHaveText('We found “anonymous-1.jpg”, the photo you uploaded before signing in.');
  // An id neither the account nor the anonymous uploads know: nothing is shown.
  await page.goto('/?upload=00000000-0000-4000-a000-00000000ffff');
  await hydrated(page);
  await expect(page.getByTestId('cutoff-notices')).toBeVisible();
  await expect(page.getByTestId('upload-notice')).toHaveCount(0);
});

test('the footer shows the shop menu of the brand’s vendor domain; online photo books offer the brand’s photo books', async ({ page }) => {
  const a = await freshAccount();
  await signInAs(page, a.email, '/online-products', a.password);
  const menu = page.getByRole('navigation', { name: 'Shop' });
  await expect(menu.getByRole('link', { name: 'Photo books' })).toHaveAttribute('href', 'https://www.photobloom.co.uk/photo-books');
  const books = page.getByTestId('more-photo-books');
  await expect(books.getByRole('heading', { name: 'Make another photo book' })).toBeVisible();
  await expect(books.getByRole('link', { name: 'Photo book large landscape' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.photobloom\.co\.uk\/editor\?article=PAP_001$/,
  );
});

test('an e-mail change to an address in use looks like any other; only that mailbox hears of it, without a link', async ({ page }) => {
  const a = await freshAccount();
  const taken = await freshAccount('empty');
  await signInAs(page, a.email, '/settings/email', a.password);
  await hydrated(page);
  await page.getByLabel('New e-mail address').fill(taken.email);
  await page.getByRole('button', { name: 'Send confirmation e-mail' }).click();
  await expect(page.getByText(/Check your e-mail/)).toBeVisible();
  await expect(page.getByText(/already in use/)).toHaveCount(0);
  await expect
    .poll(async () => {
      const res = await fetch(`${UPSTREAM}/mailbox/api/messages?to=${encodeURIComponent(taken.email)}`);
      const body = (await res.json()) as { messages: { subject: string; links: string[] }[] };
      return body.messages.map((m) => [m.subject, m.links.length]);
    })
    .toContainEqual(['Your e-mail address is already in use', 0]);
});

/** The next identity request of this kind (any user's: the path names the identity) fails once. */
const failOnce = (pathPattern: string, status: number) => fault({ pathPattern, method: 'POST', mode: 'status', status, times: 1 });

// Any user's deletion or e-mail change request would meet the fault: alone, after the others.
test('a failed deletion request shows the spec’s texts; a rate-limited e-mail change says so', EXCLUSIVE, async ({ page }) => {
  const a = await freshAccount('empty');
  await signInAs(page, a.email, '/settings', a.password);
  await hydrated(page);
  await failOnce('/deleteaccount$', 500);
  await page.getByRole('button', { name: 'Delete account' }).click();
  const alert = page.getByRole('alert').filter({ hasText: "Your account couldn't be deleted" });
  await expect(alert).toContainText('Something went wrong with the account deletion. Could you please try again?');

  await page.goto('/settings/email');
  await hydrated(page);
  await failOnce('/emailchanges$', 429);
  await page.getByLabel('New e-mail address').fill(`r-${Date.now()}@example.com`);
  await page.getByRole('button', { name: 'Send confirmation e-mail' }).click();
  await expect(page.getByText('Too many requests. Please wait a few minutes and try again.')).toBeVisible();
});
