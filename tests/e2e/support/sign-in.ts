import type { Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password-1';

/** Opens `path`, signs in on the identity provider's page, and waits to be back on the app. */
export async function signInAs(page: Page, email: string, path = '/', password = DEMO_PASSWORD): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  const appPort = new URL(process.env.APP_URL ?? 'http://localhost:9787').port;
  await page.waitForURL((url) => url.port === appPort && !url.pathname.startsWith('/auth/'));
}
