import { createHmac, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page } from '@playwright/test';
import { unzipSync } from 'fflate';
import { z } from 'zod';
import { throwawayAccount as adminAccount } from '../support/upstream-admin';
import { signInAs } from './support/sign-in';

// Shared by the push-socket journeys (push.spec.ts, push-*.spec.ts): sign-in on throwaway
// accounts, photo selection, saved files, and signed push signals to the app.

export const appUrl = process.env.APP_URL ?? 'http://localhost:9787';
export const upstreamUrl = process.env.UPSTREAM_URL ?? 'http://127.0.0.1:9788';
/** The test stack's PUSH_SIGNING_SECRET (wrangler.toml, env test): the upstream's signing key. */
const SIGNING_SECRET = 'dev-push-signing-secret';
const account = z.object({ userId: z.string(), email: z.string(), password: z.string() });
export type Account = z.infer<typeof account>;
export type Profile = 'consumer' | 'empty' | 'not-activated';

export const hydrated = (page: Page) => page.waitForFunction(() => !('$_TSR' in window));
export const timeline = (page: Page) => page.getByRole('region', { name: 'Photo timeline' });
export const tiles = (page: Page) => timeline(page).locator('button[data-photo-id]');
export const photosTab = (page: Page) => page.getByRole('navigation', { name: 'Photo library' }).getByRole('link', { name: /^Photos \(/ });
export const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
export const downloadButton = (page: Page) => page.getByRole('toolbar').getByRole('button', { name: 'Download' });

export const throwawayAccount = (profile: Profile): Promise<Account> => adminAccount(profile, upstreamUrl);

/** A fresh account of `profile`, signed in on the photos page and hydrated. */
export async function openTimeline(page: Page, profile: Profile): Promise<Account> {
  const created = await throwawayAccount(profile);
  await signInAs(page, created.email, '/my-photos/photos', created.password);
  await hydrated(page);
  return created;
}

export async function selectPhotos(page: Page, n: number): Promise<void> {
  await expect(tiles(page).nth(n - 1)).toBeVisible();
  await page.getByRole('button', { name: 'Select', exact: true }).click();
  for (let i = 0; i < n; i++) await tiles(page).nth(i).click();
  await expect(page.locator('#main').getByText(`${n} selected`)).toBeVisible();
}

/** The saved zip's entries (file name → bytes). */
export async function zipEntries(download: Download): Promise<Record<string, Uint8Array>> {
  return unzipSync(new Uint8Array(await readFile(await download.path())));
}

/** Counts every download the page saves, to prove a file arrives exactly once. */
export function countDownloads(page: Page): { downloads: Download[] } {
  const out = { downloads: [] as Download[] };
  page.on('download', (d) => out.downloads.push(d));
  return out;
}

/** The downloadId of the next archive job the page starts (from its POST's answer); call before the click. */
export function nextJob(page: Page): Promise<string> {
  const response = page.waitForResponse(
    (r) => r.url().includes('/api/download/') && r.url().endsWith('downloads') && r.request().method() === 'POST',
  );
  return response.then(async (r) => {
    expect(r.status()).toBe(202);
    return z.object({ downloadId: z.string() }).parse(await r.json()).downloadId;
  });
}

/** Sends an archive event for `userId` exactly as the upstream does (signed POST /internal/push). */
export async function signalArchive(
  userId: string,
  type: 'archive-started' | 'archive-finished' | 'archive-error',
  downloadId: string,
  key = `archives/${downloadId}.zip`,
): Promise<void> {
  const body = JSON.stringify({
    userId,
    message: { id: randomUUID(), type, data: { payload: { downloadId, key }, timestamp: Date.now() } },
  });
  const signature = createHmac('sha256', SIGNING_SECRET).update(body).digest('hex');
  const res = await fetch(`${appUrl}/internal/push`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Signature': `sha256=${signature}` },
    body,
  });
  expect(res.status).toBe(202);
}

/** Stores an upstream fault rule (docs/contracts.md 'Faults on demand'; `JOB` rules hold background jobs). */
export async function upstreamFault(rule: {
  pathPattern: string;
  method?: string;
  mode: 'delay' | 'status';
  delayMs?: number;
  status?: number;
  times?: number;
}): Promise<void> {
  const res = await fetch(`${upstreamUrl}/__admin/faults`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(rule),
  });
  expect(res.status).toBe(201);
}

const outboxSignal = z.object({
  id: z.string(),
  type: z.string(),
  status: z.string(),
  attempts: z.number(),
  lastError: z.string().nullable(),
});
export type OutboxSignal = z.infer<typeof outboxSignal>;

/** The upstream's push outbox for `userId`: each signal to the app, its status and attempts. */
export async function pushOutbox(userId: string): Promise<OutboxSignal[]> {
  const res = await fetch(`${upstreamUrl}/__admin/push-outbox?userId=${encodeURIComponent(userId)}`);
  expect(res.status).toBe(200);
  return z.object({ signals: z.array(outboxSignal) }).parse(await res.json()).signals;
}
