import { createHmac, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { type Download, expect, type Page, type WebSocket } from '@playwright/test';
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
export type Profile = 'demo' | 'consumer' | 'empty' | 'not-activated';

export const hydrated = (page: Page) => page.waitForFunction(() => !('$_TSR' in window));
export const timeline = (page: Page) => page.getByRole('region', { name: 'Photo timeline' });
export const tiles = (page: Page) => timeline(page).locator('button[data-photo-id]');
export const photosTab = (page: Page) => page.getByRole('navigation', { name: 'Photo library' }).getByRole('link', { name: /^Photos \(/ });
export const toast = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });
export const downloadButton = (page: Page) => page.getByRole('toolbar').getByRole('button', { name: 'Download' });

export const throwawayAccount = (profile: Profile): Promise<Account> => adminAccount(profile, upstreamUrl);

/**
 * A fresh account of `profile`, signed in on the photos page and hydrated; an active library's
 * streamed timeline too (`data-hydrated`: a click on a tile before that is lost).
 */
export async function openTimeline(page: Page, profile: Profile): Promise<Account> {
  const created = await throwawayAccount(profile);
  await signInAs(page, created.email, '/my-photos/photos', created.password);
  await hydrated(page);
  if (profile !== 'not-activated') await page.waitForSelector('[data-hydrated]', { state: 'attached' });
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

/** The tab's remembered archive jobs (src/features/library/downloads/pending-key.ts). */
const PENDING_KEY = 'myaccount.downloads.pending';

/**
 * The zip of this tab's job was saved `times` times (once, unless it failed: 0), and no more can
 * follow: the tab waits for no job any more. The app hands a zip to the browser only for a job it
 * still waits for, and forgets the job before it does (pending.ts `claim`), so a replayed, late or
 * duplicated event, or a look at the job after a reload, finds nothing to save from here on. This
 * replaces waiting a few seconds to see whether a second file comes.
 */
export async function expectSavedOnly(page: Page, seen: { downloads: Download[] }, times: 0 | 1 = 1): Promise<void> {
  await expect.poll(() => page.evaluate((key) => sessionStorage.getItem(key), PENDING_KEY), { timeout: 30_000 }).toBeNull();
  await expect.poll(() => seen.downloads.length).toBe(times);
}

/**
 * The tab's push sockets (`/push`) as Playwright sees them: every frame each received, and whether
 * any is still open (a tab with no job left closes its socket: src/client/push/socket.ts).
 */
export function watchPushSockets(page: Page): { frames: string[]; open: () => number } {
  const sockets: WebSocket[] = [];
  const frames: string[] = [];
  page.on('websocket', (ws) => {
    if (!new URL(ws.url()).pathname.endsWith('/push')) return;
    sockets.push(ws);
    ws.on('framereceived', ({ payload }) => {
      if (typeof payload === 'string') frames.push(payload);
    });
  });
  return { frames, open: () => sockets.filter((s) => !s.isClosed()).length };
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
